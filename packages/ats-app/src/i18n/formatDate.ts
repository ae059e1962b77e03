import type { Locale } from './locales.ts';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * A calendar date in the user's time zone (spec part 1 §9): MM/DD/YYYY in English,
 * DD.MM.YYYY in every other language. Invalid input gives an empty string.
 */
export function formatDate(value: Date | string | number, locale: Locale | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = twoDigits(date.getDate());
  const month = twoDigits(date.getMonth() + 1);
  const year = String(date.getFullYear()).padStart(4, '0');
  return locale.toLowerCase().split('-')[0] === 'en'
    ? `${month}/${day}/${year}`
    : `${day}.${month}.${year}`;
}
