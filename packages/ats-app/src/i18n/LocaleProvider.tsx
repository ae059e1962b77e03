import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, type Locale, loadMessages, type Messages, storeLocale } from './locales.ts';

export interface LocaleSwitch {
  /** The interface language. */
  locale: Locale;
  /** Loads the catalogue of a language, shows the interface in it and remembers the choice. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleSwitch | null>(null);

export interface LocaleProviderProps {
  /** The language at start. */
  locale: Locale;
  /** Its compiled catalogue, loaded before the first render. */
  messages: Messages;
  /** Called after a switch, e.g. to refetch data whose names are localised by the API. */
  onLocaleChange?: (locale: Locale) => void;
  children: ReactNode;
}

/** react-intl's provider, with a language that can be switched at run time. */
export function LocaleProvider({
  locale: startLocale,
  messages: startMessages,
  onLocaleChange,
  children,
}: LocaleProviderProps) {
  const [current, setCurrent] = useState({ locale: startLocale, messages: startMessages });
  const setLocale = useCallback(
    async (locale: Locale) => {
      const messages = await loadMessages(locale);
      storeLocale(globalThis.localStorage, locale);
      document.documentElement.lang = locale;
      setCurrent({ locale, messages });
      onLocaleChange?.(locale);
    },
    [onLocaleChange],
  );
  const value = useMemo(() => ({ locale: current.locale, setLocale }), [current.locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={current.locale}
        defaultLocale={defaultLocale}
        messages={current.messages}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** The interface language and the way to change it. */
export function useLocaleSwitch(): LocaleSwitch {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocaleSwitch must be used inside LocaleProvider');
  return value;
}
