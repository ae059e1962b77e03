import {
  buttonClassName,
  cardClassName,
  headingClassName,
  textClassName,
} from '@ats/design-system';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageDescriptor } from 'react-intl';
import { messages as layoutMessages } from '../app/layout/messages.ts';
import { publicHeader } from '../app/layout/shell.css.ts';
import { screenNames } from '../app/navigation/messages.ts';
import { messages as authMessages } from '../features/auth/messages.ts';
import { isLocale, type Locale, locales, type Messages } from '../i18n/locales.ts';
import { hasUnsavedDraft } from '../shared/forms/unsavedDraft.ts';
import {
  isSafeReturnPath,
  returnToParameter,
  serverPaths,
  signInErrorParameter,
} from '../shared/routing/serverPaths.ts';
import { languageSelect } from '../shared/ui/LanguageSwitch.css.ts';
import { languageNames, languageSwitchMessages } from '../shared/ui/languageSwitchMessages.ts';
import { card, centre, main, page, stack } from './loginPage.css.ts';

/** The interface language and its catalogue. */
export interface LoginLanguage {
  locale: Locale;
  messages: Messages;
}

export interface LoginPageOptions extends LoginLanguage {
  /** The page address's query: where to return after sign-in, whether a sign-in failed. */
  search: string;
  /** The user chose another language: load it (and remember it); the page then shows it. */
  switchLanguage: (locale: Locale) => Promise<LoginLanguage>;
}

/** Formats one of the app's messages in a language, its catalogue first, else its English. */
function formatterOf({ locale, messages }: LoginLanguage) {
  return (descriptor: MessageDescriptor, values?: Record<string, string>): string => {
    const message = messages[descriptor.id as string] ?? descriptor.defaultMessage ?? '';
    return String(new IntlMessageFormat(message, locale).format(values));
  };
}

function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Record<string, string> = {},
  ...children: Node[]
): HTMLElementTagNameMap[Tag] {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

/**
 * The login page (spec part 1 §1-2) without React, so that it loads almost no script (issue
 * 14: 80 kB): the language switch, a welcome and ONE link to the provider's sign-in that
 * carries the path the user was sent here from; after a failed sign-in it says so, and when
 * the account has no access to the ATS, that. Built from
 * the design system's class names, it looks like the app's other public screens. Fills `root`
 * and keeps its texts in the chosen language; the focus stays on the switch when it changes.
 */
export function showLoginPage(root: HTMLElement, options: LoginPageOptions): void {
  const query = new URLSearchParams(options.search);
  const requested = query.get(returnToParameter);
  const returnTo = isSafeReturnPath(requested) ? requested : '/';
  const signInError = query.get(signInErrorParameter);
  const signInFailed = signInError === 'signin_failed' || signInError === 'no_access';
  // A save found the session ended: what the user typed waits in this tab (issue 26).
  const unsavedChanges = hasUnsavedDraft();

  const languageSwitch = element('select', { class: languageSelect });
  for (const locale of locales) {
    languageSwitch.append(
      element('option', { value: locale, lang: locale }, text(languageNames[locale])),
    );
  }
  const title = element('h1', {
    id: 'login-title',
    class: headingClassName({ level: '1', align: 'center' }),
  });
  const welcome = element('p', { class: textClassName({ tone: 'muted', align: 'center' }) });
  const failure = element('p', {
    class: textClassName({ tone: 'danger', align: 'center', weight: 'medium' }),
  });
  const sessionEnded = element('p', {
    class: textClassName({ tone: 'danger', align: 'center', weight: 'medium' }),
  });
  const signIn = element('a', {
    // After a refusal the provider must ask again, or it would bring back the same account.
    href: serverPaths.login(returnTo, { anotherAccount: signInError === 'no_access' }),
    class: buttonClassName({ size: 'large', fullWidth: true }),
  });

  root.replaceChildren(
    element(
      'div',
      { class: page },
      element('header', { class: publicHeader }, languageSwitch),
      element(
        'main',
        { class: main },
        element(
          'div',
          { class: centre },
          element(
            'section',
            {
              class: `${cardClassName({ padding: 'xlarge' })} ${card}`,
              'aria-labelledby': title.id,
            },
            element(
              'div',
              { class: stack },
              title,
              welcome,
              ...(unsavedChanges ? [element('div', { role: 'alert' }, sessionEnded)] : []),
              ...(signInFailed ? [element('div', { role: 'alert' }, failure)] : []),
              signIn,
            ),
          ),
        ),
      ),
    ),
  );

  const show = (language: LoginLanguage) => {
    const format = formatterOf(language);
    document.documentElement.lang = language.locale;
    document.title = format(layoutMessages.pageTitle, { screen: format(screenNames.login) });
    languageSwitch.value = language.locale;
    languageSwitch.setAttribute('aria-label', format(languageSwitchMessages.language));
    title.textContent = format(authMessages.welcomeTitle);
    welcome.textContent = format(authMessages.welcomeText);
    failure.textContent = format(
      signInError === 'no_access' ? authMessages.noAccess : authMessages.signInFailed,
    );
    sessionEnded.textContent = format(authMessages.sessionEndedUnsaved);
    signIn.textContent = format(authMessages.continueWithSingleSignOn);
  };
  show(options);
  languageSwitch.addEventListener('change', () => {
    const chosen = languageSwitch.value;
    if (isLocale(chosen)) void options.switchLanguage(chosen).then(show);
  });
}

function text(value: string): Text {
  return document.createTextNode(value);
}
