import { describe, expect, it } from 'vitest';
import { positionNameIn } from './positionName.ts';

const tester = [
  { languageId: 'en', positionName: 'Tester' },
  { languageId: 'pl', positionName: 'Tester oprogramowania' },
];

describe('positionNameIn', () => {
  it('names a position in the asked language', () => {
    expect(positionNameIn(tester, 'pl')).toBe('Tester oprogramowania');
    expect(positionNameIn(tester, 'en')).toBe('Tester');
  });

  it('falls back to English, then to any name', () => {
    expect(positionNameIn(tester, 'de')).toBe('Tester');
    expect(positionNameIn([{ languageId: 'pl', positionName: 'Księgowy' }], 'en')).toBe('Księgowy');
    expect(positionNameIn([], 'en')).toBe('');
  });
});
