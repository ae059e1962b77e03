import type { MessageFormatElement } from 'react-intl';
import english from './compiled/en.json';

/** Interface languages (spec part 1 §9); English is the default and the fallback. */
export const locales = ['en', 'pl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * A compiled message catalogue: message id -> pre-parsed ICU message (`formatjs compile
 * --ast`), so the production bundle needs no ICU parser. Plain strings work too (tests).
 */
export type Messages = Record<string, MessageFormatElement[]> | Record<string, string>;

/** Where the chosen interface language is remembered between visits. */
export const localeStorageKey = 'ats.locale';

export function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

/** The first of the browser's preferred languages that the app speaks, else English. */
export function resolveLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    const match = locales.find((locale) => locale === language);
    if (match) return match;
  }
  return defaultLocale;
}

/** The remembered language, if any and still spoken by the app. */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined): Locale | null {
  try {
    const stored = storage?.getItem(localeStorageKey);
    return isLocale(stored) ? stored : null;
  } catch {
    // Storage can be disabled (privacy settings): then nothing is remembered.
    return null;
  }
}

export function storeLocale(storage: Pick<Storage, 'setItem'> | undefined, locale: Locale): void {
  try {
    storage?.setItem(localeStorageKey, locale);
  } catch {
    // See readStoredLocale.
  }
}

/** The language of the interface at start: the remembered one, else the browser's. */
export function initialLocale(
  storage: Pick<Storage, 'getItem'> | undefined,
  preferred: readonly string[],
): Locale {
  return readStoredLocale(storage) ?? resolveLocale(preferred);
}

// The JSON module's inferred type says `type: number`; the compiler wrote valid elements.
// The production build loads this catalogue empty: there each message carries its compiled
// English in the chunk that shows it (englishInCode.ts), the default of every message.
const englishMessages = english as unknown as Record<string, MessageFormatElement[]>;

// Other catalogues are chunks of their own, so a user downloads only the language they read.
const otherCatalogues: Record<Exclude<Locale, 'en'>, () => Promise<{ default: unknown }>> = {
  pl: () => import('./compiled/pl.json'),
};

/**
 * Loads the catalogue of a locale, over the English one: a message missing from it reads in
 * English rather than failing (the catalogue test keeps that from happening).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return englishMessages;
  const translated = (await otherCatalogues[locale]()).default as Record<
    string,
    MessageFormatElement[]
  >;
  return { ...englishMessages, ...translated };
}

/** The English catalogue, available at once (start-up before any other loads, tests). */
export function englishCatalogue(): Messages {
  return englishMessages;
}

/**
 * The language a page starts in and its catalogue: the wanted one, or English when its
 * catalogue cannot load (the page still works, in English).
 */
export async function loadStartLocale(
  wanted: Locale,
): Promise<{ locale: Locale; messages: Messages }> {
  return loadMessages(wanted).then(
    (messages) => ({ locale: wanted, messages }),
    () => ({ locale: defaultLocale, messages: englishCatalogue() }),
  );
}
