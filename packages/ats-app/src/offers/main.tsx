import { lightTheme } from '@ats/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { initialLocale, loadStartLocale } from '../i18n/locales.ts';
import { OfferPage } from './OfferPage.tsx';
import { recruitmentIdFromPath } from './offerPath.ts';

/**
 * The public job offer's own entry (offer.html): no sign-in, no store, no router. It shares
 * only the i18n, small shared helpers and the design system with the signed-in app.
 */
async function start(): Promise<void> {
  // The language chosen before (here or in the app), else the browser's, as in the app.
  const wanted = initialLocale(globalThis.localStorage, navigator.languages);
  const { locale, messages } = await loadStartLocale(wanted);
  document.documentElement.lang = locale;
  document.documentElement.classList.add(lightTheme);

  const container = document.getElementById('root');
  if (!container) throw new Error('offer.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <LocaleProvider locale={locale} messages={messages}>
        <OfferPage recruitmentId={recruitmentIdFromPath(window.location.pathname)} />
      </LocaleProvider>
    </StrictMode>,
  );
}

void start();
