import { lightTheme } from '@ats/design-system';
import { initialLocale, loadMessages, loadStartLocale, storeLocale } from '../i18n/locales.ts';
import { showLoginPage } from './loginPage.ts';

/**
 * The login page's own entry (login.html): no React, router or store, so that a signed-out
 * visitor loads a few kilobytes (issue 14). The server serves it at /login, and sends page
 * loads of signed-out visitors here; the signed-in app comes after the sign-in.
 */
async function start(): Promise<void> {
  // The language chosen before (here or in the app), else the browser's, as in the app.
  const { locale, messages } = await loadStartLocale(
    initialLocale(globalThis.localStorage, navigator.languages),
  );
  document.documentElement.classList.add(lightTheme);
  const root = document.getElementById('root');
  if (!root) throw new Error('login.html has no #root element');
  showLoginPage(root, {
    locale,
    messages,
    search: window.location.search,
    switchLanguage: async (chosen) => {
      const chosenMessages = await loadMessages(chosen);
      storeLocale(globalThis.localStorage, chosen);
      return { locale: chosen, messages: chosenMessages };
    },
  });
}

void start();
