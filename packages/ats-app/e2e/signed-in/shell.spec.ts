import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { demoRecruiter } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';

function mainMenu(page: Page, name = 'Main menu') {
  return page.getByRole('navigation', { name });
}

test('the header shows the signed-in user with their avatar', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toContainText(demoRecruiter.name);
  const avatar = header.locator('img');
  await expect(avatar).toHaveJSProperty('complete', true);
  expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page).toHaveTitle('Dashboard · ATS');
});

test('every menu entry opens its page and is marked current', async ({ page }) => {
  await page.goto('/');
  const menu = mainMenu(page);
  const entries = [
    { name: 'Recruitments', url: /\/recruitments$/ },
    { name: 'Applicants', url: /\/applicants$/ },
    { name: 'Questionnaires', url: /\/questionnaires$/ },
    { name: 'Recruitment stages', url: /\/settings\/recruitment-stages$/, inSettings: true },
    { name: 'Recruitment positions', url: /\/settings\/recruitment-positions$/ },
    { name: 'Email templates', url: /\/settings\/email-templates$/ },
    { name: 'Data retention', url: /\/settings\/data-retention$/ },
    { name: 'Users', url: /\/settings\/users$/ },
    { name: 'Audit log', url: /\/settings\/audit-log$/ },
    { name: 'API access', url: /\/settings\/api-access$/ },
    { name: 'Webhooks', url: /\/settings\/webhooks$/ },
    { name: 'Import', url: /\/settings\/import$/ },
    { name: 'Dashboard', url: /\/$/ },
  ];
  for (const entry of entries) {
    if (entry.inSettings) {
      const settings = menu.getByRole('button', { name: 'Settings' });
      await expect(settings).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link', { name: entry.name, exact: true })).toBeHidden();
      await settings.click();
      await expect(settings).toHaveAttribute('aria-expanded', 'true');
    }
    const link = menu.getByRole('link', { name: entry.name, exact: true });
    await link.click();
    await expect(page).toHaveURL(entry.url);
    await expect(page.getByRole('heading', { level: 1, name: entry.name })).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test('the menu works with the keyboard', async ({ page }) => {
  await page.goto('/');
  const menu = mainMenu(page);
  await menu.getByRole('link', { name: 'Applicants' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applicants$/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Recruitment stages' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/recruitment-stages$/);
});

test('an unknown path shows the not-found page, whose button leads back to the dashboard', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('an unknown settings page shows the not-found page, with its way back', async ({ page }) => {
  await page.goto('/settings/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page).toHaveTitle('Not found · ATS');
  await expect(mainMenu(page)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('switching to Polish translates the menu, and is remembered', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');

  const menu = mainMenu(page, 'Menu główne');
  await menu.getByRole('button', { name: 'Ustawienia' }).click();
  const polishNames = [
    'Pulpit',
    'Rekrutacje',
    'Kandydaci',
    'Kwestionariusze',
    'Etapy rekrutacji',
    'Stanowiska',
    'Szablony e-mail',
    'Przechowywanie danych',
    'Użytkownicy',
    'Dziennik zmian',
    'Dostęp do API',
    'Webhooki',
    'Import kandydatów',
  ];
  await expect(menu.getByRole('link')).toHaveText(polishNames);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Język' })).toHaveValue('pl');
});

test('the signed-in shell has no WCAG 2.2 A/AA violations', async ({ page }) => {
  await page.goto('/settings/recruitment-stages');
  await expect(page.getByRole('heading', { level: 1, name: 'Recruitment stages' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
