import { describe, expect, it } from 'vitest';
import { formatDate, formatDayAndMonth } from './formatDate.ts';

describe('formatDate', () => {
  const date = new Date(2024, 2, 7, 15, 30);

  it('writes MM/DD/YYYY in English', () => {
    expect(formatDate(date, 'en')).toBe('03/07/2024');
    expect(formatDate(date, 'en-GB')).toBe('03/07/2024');
  });

  it('writes DD.MM.YYYY in every other language', () => {
    expect(formatDate(date, 'pl')).toBe('07.03.2024');
    expect(formatDate(date, 'de-DE')).toBe('07.03.2024');
  });

  it('accepts timestamps and ISO strings, and gives nothing for invalid input', () => {
    expect(formatDate(date.getTime(), 'pl')).toBe('07.03.2024');
    expect(formatDate('2024-12-31T10:00:00', 'en')).toBe('12/31/2024');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatDayAndMonth', () => {
  const date = new Date(2024, 2, 7, 15, 30);

  it('writes MM/DD in English and DD.MM in every other language', () => {
    expect(formatDayAndMonth(date, 'en')).toBe('03/07');
    expect(formatDayAndMonth(date, 'en-US')).toBe('03/07');
    expect(formatDayAndMonth(date, 'pl')).toBe('07.03');
  });

  it('gives nothing for invalid input', () => {
    expect(formatDayAndMonth('not a date', 'pl')).toBe('');
  });
});
