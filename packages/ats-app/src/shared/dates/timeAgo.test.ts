import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo.ts';

const now = new Date('2026-06-12T12:00:00Z');
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('how long ago', () => {
  it('says now under a minute, and for a moment a little in the future', () => {
    expect(timeAgo(ago(59_000), now)).toEqual({ value: 0, unit: 'second' });
    expect(timeAgo(ago(-5_000), now)).toEqual({ value: 0, unit: 'second' });
  });

  it('takes the largest unit that fits, rounded down', () => {
    expect(timeAgo(ago(minute), now)).toEqual({ value: -1, unit: 'minute' });
    expect(timeAgo(ago(59 * minute), now)).toEqual({ value: -59, unit: 'minute' });
    expect(timeAgo(ago(3 * hour + 59 * minute), now)).toEqual({ value: -3, unit: 'hour' });
    expect(timeAgo(ago(day), now)).toEqual({ value: -1, unit: 'day' });
    expect(timeAgo(ago(6 * day), now)).toEqual({ value: -6, unit: 'day' });
    expect(timeAgo(ago(7 * day), now)).toEqual({ value: -1, unit: 'week' });
    expect(timeAgo(ago(29 * day), now)).toEqual({ value: -4, unit: 'week' });
    expect(timeAgo(ago(30 * day), now)).toEqual({ value: -1, unit: 'month' });
    expect(timeAgo(ago(364 * day), now)).toEqual({ value: -12, unit: 'month' });
    expect(timeAgo(ago(800 * day), now)).toEqual({ value: -2, unit: 'year' });
  });
});
