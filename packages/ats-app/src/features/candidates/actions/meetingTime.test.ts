import moment from 'moment-timezone';
import { describe, expect, it } from 'vitest';
import { zonedWallTimeToUtc } from './meetingTime.ts';

const utc = (date: string, time: string, zone: string) =>
  zonedWallTimeToUtc(moment, date, time, zone);

describe('a meeting time in its time zone as a UTC instant', () => {
  // Europe/Warsaw: CET (UTC+1) until 29 March 2026 02:00, then CEST (UTC+2).
  it('follows Europe/Warsaw across its spring change', () => {
    expect(utc('2026-03-28', '10:00', 'Europe/Warsaw')).toBe('2026-03-28T09:00:00.000Z');
    expect(utc('2026-03-29', '01:59', 'Europe/Warsaw')).toBe('2026-03-29T00:59:00.000Z');
    expect(utc('2026-03-29', '03:00', 'Europe/Warsaw')).toBe('2026-03-29T01:00:00.000Z');
    expect(utc('2026-03-29', '10:00', 'Europe/Warsaw')).toBe('2026-03-29T08:00:00.000Z');
    expect(utc('2026-03-30', '10:00', 'Europe/Warsaw')).toBe('2026-03-30T08:00:00.000Z');
  });

  // America/New_York: EST (UTC−5) until 8 March 2026 02:00, then EDT (UTC−4).
  it('follows America/New_York across its spring change', () => {
    expect(utc('2026-03-07', '10:00', 'America/New_York')).toBe('2026-03-07T15:00:00.000Z');
    expect(utc('2026-03-08', '01:59', 'America/New_York')).toBe('2026-03-08T06:59:00.000Z');
    expect(utc('2026-03-08', '03:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(utc('2026-03-08', '10:00', 'America/New_York')).toBe('2026-03-08T14:00:00.000Z');
  });

  it('uses the offset of the day, not of today: the weeks when only New York has moved', () => {
    // 20 March 2026: New York on summer time (−4), Warsaw still on winter time (+1).
    expect(utc('2026-03-20', '09:00', 'America/New_York')).toBe('2026-03-20T13:00:00.000Z');
    expect(utc('2026-03-20', '09:00', 'Europe/Warsaw')).toBe('2026-03-20T08:00:00.000Z');
    // Midsummer and midwinter.
    expect(utc('2026-07-01', '09:00', 'Europe/Warsaw')).toBe('2026-07-01T07:00:00.000Z');
    expect(utc('2026-12-01', '09:00', 'America/New_York')).toBe('2026-12-01T14:00:00.000Z');
  });

  it('moves a time skipped by the change forward by the hour that was skipped', () => {
    expect(utc('2026-03-29', '02:30', 'Europe/Warsaw')).toBe('2026-03-29T01:30:00.000Z');
    expect(utc('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('reads a time in UTC and zones without daylight saving as they are', () => {
    expect(utc('2026-03-29', '10:00', 'UTC')).toBe('2026-03-29T10:00:00.000Z');
    expect(utc('2026-03-29', '10:00', 'Asia/Kolkata')).toBe('2026-03-29T04:30:00.000Z');
  });

  it('refuses an unknown zone and a malformed date or time instead of guessing', () => {
    expect(() => utc('2026-03-29', '10:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => utc('2026-02-30', '10:00', 'Europe/Warsaw')).toThrow(RangeError);
    expect(() => utc('2026-03-29', '25:00', 'Europe/Warsaw')).toThrow(RangeError);
  });
});
