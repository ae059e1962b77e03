import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../../src/request-language.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['pl', 'pl'],
    ['pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7', 'pl'],
    ['PL-pl', 'pl'],
    ['en-GB', 'en'],
    ['de-DE,de;q=0.9,pl;q=0.5', 'pl'],
    ['de-DE,fr;q=0.9', 'en'],
    ['en;q=0.5,pl;q=0.8', 'pl'],
    ['en,pl', 'en'],
    ['pl;q=0,en;q=0.1', 'en'],
    ['*', 'en'],
    ['pl;q=abc', 'en'],
  ])('%j -> %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
