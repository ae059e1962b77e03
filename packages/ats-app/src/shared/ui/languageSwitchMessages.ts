import { defineMessages } from 'react-intl';
import type { Locale } from '../../i18n/locales.ts';

/** The language switch's texts: shared by the React switch and the login page's own. */
export const languageSwitchMessages = defineMessages({
  language: { id: 'app.header.language', defaultMessage: 'Language' },
});

/** Each language named in itself, so that a reader of either finds their own. */
export const languageNames: Record<Locale, string> = { en: 'English', pl: 'Polski' };
