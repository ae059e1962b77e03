import { describe, expect, test } from 'vitest';
import { currencyName } from './currencyName.ts';

describe('currencyName', () => {
  test('names a currency in the interface language, whatever the catalogue says', () => {
    const pln = { id: 'PLN', name: 'Polish złoty' };
    expect(currencyName(pln, 'en')).toBe('Polish Zloty');
    expect(currencyName(pln, 'pl')).toBe('złoty polski');
  });

  test("uses the server's name for a code the browser does not know", () => {
    expect(currencyName({ id: 'QQQ', name: 'Made-up money' }, 'en')).toBe('Made-up money');
  });
});
