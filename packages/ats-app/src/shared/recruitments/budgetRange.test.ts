import { describe, expect, test } from 'vitest';
import { budgetRange } from './budgetRange.ts';

const pln = { id: 'PLN', name: 'Polish zloty' };

describe('budgetRange', () => {
  test('writes both ends in the locale and names the currency in its language', () => {
    expect(
      budgetRange(
        { budgetPerPositionMin: 12000, budgetPerPositionMax: 18500.5, budgetCurrency: pln },
        'en',
      ),
    ).toEqual({ min: '12,000', max: '18,500.5', currency: 'Polish Zloty' });
    expect(
      budgetRange(
        { budgetPerPositionMin: 12000, budgetPerPositionMax: 18000, budgetCurrency: pln },
        'pl',
      ),
    ).toEqual({ min: '12\u00a0000', max: '18\u00a0000', currency: 'złoty polski' });
  });

  test('falls back to the server name for a code the browser does not know', () => {
    expect(
      budgetRange(
        {
          budgetPerPositionMin: 1,
          budgetPerPositionMax: 2,
          budgetCurrency: { id: 'XTS', name: 'Test money' },
        },
        'en',
      )?.currency,
    ).toMatch(/^(Test money|Testing Currency Code)$/);
    expect(
      budgetRange(
        {
          budgetPerPositionMin: 1,
          budgetPerPositionMax: 2,
          budgetCurrency: { id: 'QQQ', name: 'Made-up money' },
        },
        'en',
      )?.currency,
    ).toBe('Made-up money');
  });

  test('has no currency when none was chosen', () => {
    expect(
      budgetRange(
        { budgetPerPositionMin: 0, budgetPerPositionMax: 5000, budgetCurrency: null },
        'en',
      ),
    ).toEqual({ min: '0', max: '5,000', currency: null });
  });

  test('is null when no budget was given', () => {
    expect(
      budgetRange({ budgetPerPositionMin: 0, budgetPerPositionMax: 0, budgetCurrency: null }, 'en'),
    ).toBeNull();
  });
});
