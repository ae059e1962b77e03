import { getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { englishCatalogue, type Locale, loadMessages } from '../i18n/locales.ts';
import { type LoginLanguage, showLoginPage } from './loginPage.ts';

let root: HTMLElement | undefined;

afterEach(() => {
  root?.remove();
  document.documentElement.lang = 'en';
});

async function switchLanguage(locale: Locale): Promise<LoginLanguage> {
  return { locale, messages: await loadMessages(locale) };
}

function showAt(
  search: string,
  language: LoginLanguage = { locale: 'en', messages: englishCatalogue() },
) {
  root = document.body.appendChild(document.createElement('div'));
  showLoginPage(root, { ...language, search, switchLanguage });
  return root;
}

describe('the login page', () => {
  it('welcomes the user and links to the sign-in, remembering where they were going', () => {
    const page = showAt('?returnTo=%2Frecruitments%2F5');
    expect(getByRole(page, 'heading', { level: 1 }).textContent).toBe('Welcome to ATS');
    expect(getByRole(page, 'region', { name: 'Welcome to ATS' })).toBeTruthy();
    const link = getByRole(page, 'link', { name: 'Continue with single sign-on' });
    expect(link.getAttribute('href')).toBe('/api/ATSUsers/Login?redirectUrl=%2Frecruitments%2F5');
    expect(getByRole(page, 'banner')).toBeTruthy();
    expect(getByRole(page, 'main')).toBeTruthy();
    expect(queryByRole(page, 'alert')).toBeNull();
    expect(document.title).toBe('Sign in · ATS');
  });

  it('returns to the dashboard when the path it was given is not one of ours', () => {
    const page = showAt('?returnTo=https%3A%2F%2Fevil.example%2F');
    const link = getByRole(page, 'link', { name: 'Continue with single sign-on' });
    expect(link.getAttribute('href')).toBe('/api/ATSUsers/Login?redirectUrl=%2F');
  });

  it('says when a sign-in failed', () => {
    const page = showAt('?error=signin_failed');
    expect(getByRole(page, 'alert').textContent).toBe(
      'Signing in did not succeed. Please try again.',
    );
  });

  it('says when the account has no access to the ATS, and then asks the provider for another', () => {
    const page = showAt('?error=no_access');
    expect(getByRole(page, 'alert').textContent).toBe(
      'Your account has no access to the ATS; ask your recruiting team.',
    );
    const link = getByRole(page, 'link', { name: 'Continue with single sign-on' });
    expect(link.getAttribute('href')).toBe('/api/ATSUsers/Login?redirectUrl=%2F&prompt=login');
  });

  it('says the session ended when a save kept what the user typed, and not otherwise', () => {
    window.sessionStorage.setItem(
      'ats.unsavedForm',
      JSON.stringify({ form: 'note:1:2', values: { noteText: 'typed' } }),
    );
    try {
      const page = showAt('?returnTo=%2Fapplicants%2F7');
      expect(getByRole(page, 'alert').textContent).toBe(
        'Your session has ended. Sign in again to save your changes.',
      );
    } finally {
      window.sessionStorage.clear();
    }
    root?.remove();
    expect(queryByRole(showAt(''), 'alert')).toBeNull();
  });

  it('starts in the language it is given', async () => {
    const page = showAt('', await switchLanguage('pl'));
    expect(getByRole(page, 'heading', { level: 1 }).textContent).toBe('Witaj w ATS');
    expect(getByRole(page, 'combobox', { name: 'Język' })).toHaveProperty('value', 'pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(document.title).toBe('Logowanie · ATS');
  });

  it('switches its language in place, the focus staying on the switch', async () => {
    const page = showAt('?error=signin_failed');
    const languageSwitch = getByRole(page, 'combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...languageSwitch.options].map((option) => option.textContent)).toEqual([
      'English',
      'Polski',
    ]);
    languageSwitch.focus();
    languageSwitch.value = 'pl';
    languageSwitch.dispatchEvent(new Event('change'));

    await waitFor(() =>
      expect(getByRole(page, 'heading', { level: 1 }).textContent).toBe('Witaj w ATS'),
    );
    expect(getByRole(page, 'link').textContent).toBe('Kontynuuj przez logowanie jednokrotne');
    expect(getByRole(page, 'alert').textContent).toBe(
      'Logowanie nie powiodło się. Spróbuj ponownie.',
    );
    expect(document.activeElement).toBe(languageSwitch);
    expect(document.documentElement.lang).toBe('pl');
  });
});
