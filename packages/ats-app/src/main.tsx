import { lightTheme } from '@ats/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { AppProviders } from './app/providers/AppProviders.tsx';
import { createRouterSwitch } from './app/router/routerSwitch.ts';
import { createAppStore } from './app/store/store.ts';
import { initialLocale, loadStartLocale } from './i18n/locales.ts';

/** Spec part 1 §9: no background worker of an earlier version may keep serving old files. */
async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

async function start(): Promise<void> {
  unregisterServiceWorkers().catch((error: unknown) => {
    console.warn('Could not unregister service workers', error);
  });

  // The remembered language (header switch), else the browser's first language we speak.
  const wanted = initialLocale(globalThis.localStorage, navigator.languages);
  // Without its catalogue the app still works, in English.
  const { locale, messages } = await loadStartLocale(wanted);
  document.documentElement.lang = locale;
  document.documentElement.classList.add(lightTheme);

  const store = createAppStore();
  const routerFor = createRouterSwitch();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} locale={locale} messages={messages}>
        <App routerFor={routerFor} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
