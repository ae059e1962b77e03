import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { integerTicks } from './integerTicks.ts';
import { wrapLabel } from './wrapLabel.ts';

describe('wrapLabel', () => {
  test('keeps a label of 12 characters or fewer on one line', () => {
    expect(wrapLabel('Phone screen', 12)).toEqual(['Phone screen']);
    expect(wrapLabel('New', 12)).toEqual(['New']);
  });

  test('wraps a longer label at spaces into lines of at most 12 characters', () => {
    expect(wrapLabel('Phone screening', 12)).toEqual(['Phone', 'screening']);
    expect(wrapLabel('Technical interview with team', 12)).toEqual([
      'Technical',
      'interview',
      'with team',
    ]);
  });

  test('gives a word longer than the limit a line of its own, uncut', () => {
    expect(wrapLabel('Konstantynopolitańczykowianeczka hired', 12)).toEqual([
      'Konstantynopolitańczykowianeczka',
      'hired',
    ]);
  });

  test('ignores extra white space and yields nothing for a blank label', () => {
    expect(wrapLabel('  Offer   made  ', 12)).toEqual(['Offer made']);
    expect(wrapLabel('   ', 12)).toEqual([]);
  });

  test('never loses a word and never joins lines past the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zA-Z]{1,20}$/), { maxLength: 8 }),
        fc.integer({ min: 1, max: 30 }),
        (words, limit) => {
          const lines = wrapLabel(words.join(' '), limit);
          expect(lines.join(' ').split(' ').filter(Boolean)).toEqual(words);
          for (const line of lines)
            if (line.includes(' ')) expect(line.length).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });
});

describe('integerTicks', () => {
  test('counts up by one for small values', () => {
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(1)).toEqual([0, 1]);
  });

  test('has a top tick even when every value is 0', () => {
    expect(integerTicks(0)).toEqual([0, 1]);
  });

  test('uses round steps for larger values', () => {
    expect(integerTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(10)).toEqual([0, 5, 10]);
    expect(integerTicks(140)).toEqual([0, 50, 100, 150]);
  });

  test('gives whole, increasing ticks from 0 that reach the largest value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (maxValue) => {
        const ticks = integerTicks(maxValue);
        expect(ticks[0]).toBe(0);
        expect(ticks.every(Number.isInteger)).toBe(true);
        expect(ticks.every((tick, index) => index === 0 || tick > (ticks[index - 1] ?? 0))).toBe(
          true,
        );
        expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(maxValue);
        expect(ticks.length).toBeLessThanOrEqual(6);
      }),
    );
  });
});
