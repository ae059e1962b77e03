import { describe, expect, it } from 'vitest';
import { initialLocale, loadMessages, resolveLocale } from './locales.ts';

describe('resolveLocale', () => {
  it('takes the first preferred language the app speaks', () => {
    expect(resolveLocale(['pl-PL', 'en-US'])).toBe('pl');
    expect(resolveLocale(['de-DE', 'en-GB', 'pl'])).toBe('en');
    expect(resolveLocale(['de-DE', 'PL'])).toBe('pl');
  });

  it('falls back to English', () => {
    expect(resolveLocale([])).toBe('en');
    expect(resolveLocale(['fr'])).toBe('en');
  });
});

describe('initialLocale', () => {
  const storageWith = (value: string | null) => ({ getItem: () => value });

  it('prefers the remembered language to the browser languages', () => {
    expect(initialLocale(storageWith('pl'), ['en-US'])).toBe('pl');
    expect(initialLocale(storageWith('en'), ['pl-PL'])).toBe('en');
  });

  it('ignores a remembered value the app does not speak, or storage that fails', () => {
    expect(initialLocale(storageWith('de'), ['pl-PL'])).toBe('pl');
    const failing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(initialLocale(failing, ['fr'])).toBe('en');
    expect(initialLocale(undefined, ['pl'])).toBe('pl');
  });
});

describe('loadMessages', () => {
  it('lays the Polish catalogue over the English one', async () => {
    const english = await loadMessages('en');
    const polish = await loadMessages('pl');
    expect(Object.keys(polish).sort()).toEqual(Object.keys(english).sort());
    expect(polish['navigation.dashboard']).not.toEqual(english['navigation.dashboard']);
  });
});
