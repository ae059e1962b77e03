/** Language ids. English is the default and fallback. */
export const LANGUAGE = { english: 'en', polish: 'pl' } as const;
export type LanguageId = (typeof LANGUAGE)[keyof typeof LANGUAGE];

export const LANGUAGES: readonly { id: LanguageId; name: string }[] = [
  { id: LANGUAGE.english, name: 'English' },
  { id: LANGUAGE.polish, name: 'Polish' },
];
