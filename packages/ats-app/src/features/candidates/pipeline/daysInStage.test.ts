import { describe, expect, it } from 'vitest';
import { daysInStage } from './daysInStage.ts';

const now = new Date('2026-03-10T12:00:00Z');

describe('daysInStage', () => {
  it('counts whole 24-hour periods since the candidate entered the stage', () => {
    expect(daysInStage('2026-03-10T08:00:00Z', now)).toBe(0);
    expect(daysInStage('2026-03-09T12:00:01Z', now)).toBe(0);
    expect(daysInStage('2026-03-09T12:00:00Z', now)).toBe(1);
    expect(daysInStage('2026-02-08T11:00:00Z', now)).toBe(30);
  });

  it('counts a date ahead of this clock, or no date, as 0', () => {
    expect(daysInStage('2026-03-11T12:00:00Z', now)).toBe(0);
    expect(daysInStage('not a date', now)).toBe(0);
  });
});
