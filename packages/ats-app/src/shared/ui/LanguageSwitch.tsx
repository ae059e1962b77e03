import { useIntl } from 'react-intl';
import { useLocaleSwitch } from '../../i18n/LocaleProvider.tsx';
import { isLocale } from '../../i18n/locales.ts';
import { languageSelect } from './LanguageSwitch.css.ts';
import { languageNames, languageSwitchMessages as messages } from './languageSwitchMessages.ts';

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
