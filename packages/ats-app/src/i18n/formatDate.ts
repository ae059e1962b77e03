import type { Locale } from './locales.ts';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function isEnglish(locale: Locale | string): boolean {
  return locale.toLowerCase().split('-')[0] === 'en';
}

/**
 * A calendar date in the user's time zone (spec part 1 §9): MM/DD/YYYY in English,
 * DD.MM.YYYY in every other language. Invalid input gives an empty string.
 */
export function formatDate(value: Date | string | number, locale: Locale | string): string {
  const date = toDate(value);
  if (!date) return '';
  const day = twoDigits(date.getDate());
  const month = twoDigits(date.getMonth() + 1);
  const year = String(date.getFullYear()).padStart(4, '0');
  return isEnglish(locale) ? `${month}/${day}/${year}` : `${day}.${month}.${year}`;
}

/**
 * The short form of the same date, without the year (e.g. a chart's day axis): MM/DD in
 * English, DD.MM in every other language. Invalid input gives an empty string.
 */
export function formatDayAndMonth(value: Date | string | number, locale: Locale | string): string {
  const date = toDate(value);
  if (!date) return '';
  const day = twoDigits(date.getDate());
  const month = twoDigits(date.getMonth() + 1);
  return isEnglish(locale) ? `${month}/${day}` : `${day}.${month}`;
}
