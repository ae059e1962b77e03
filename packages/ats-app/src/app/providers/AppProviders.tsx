import { type ReactNode, useCallback } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import type { Locale, Messages } from '../../i18n/locales.ts';
import type { AppStore } from '../store/store.ts';

export interface AppProvidersProps {
  store: AppStore;
  /** Interface language at start. */
  locale: Locale;
  /** Its compiled catalogue. */
  messages: Messages;
  children: ReactNode;
}

/** Everything a screen may rely on: the store and the (switchable) interface language. */
export function AppProviders({ store, locale, messages, children }: AppProvidersProps) {
  // The API names stages and positions in the request's language: refetch after a switch.
  const refetchLocalisedData = useCallback(() => {
    store.refetchLocalisedData();
  }, [store]);
  return (
    <ReduxProvider store={store}>
      <LocaleProvider locale={locale} messages={messages} onLocaleChange={refetchLocalisedData}>
        {children}
      </LocaleProvider>
    </ReduxProvider>
  );
}
