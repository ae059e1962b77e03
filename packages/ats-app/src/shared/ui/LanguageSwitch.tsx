import { defineMessages, useIntl } from 'react-intl';
import { useLocaleSwitch } from '../../i18n/LocaleProvider.tsx';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { languageSelect } from './LanguageSwitch.css.ts';

const messages = defineMessages({
  language: { id: 'app.header.language', defaultMessage: 'Language' },
});

/** Each language named in itself, so that a reader of either finds their own. */
const languageNames: Record<Locale, string> = { en: 'English', pl: 'Polski' };

/**
 * The interface language, remembered in this browser (a native select: keyboard and screen
 * readers for free). Used by the app's headers and by the public job offer page.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const { locale, setLocale } = useLocaleSwitch();
  return (
    <select
      className={languageSelect}
      aria-label={intl.formatMessage(messages.language)}
      value={locale}
      onChange={(event) => {
        const chosen = event.target.value;
        if (isLocale(chosen)) void setLocale(chosen);
      }}
    >
      {Object.entries(languageNames).map(([value, name]) => (
        <option key={value} value={value} lang={value}>
          {name}
        </option>
      ))}
    </select>
  );
}
