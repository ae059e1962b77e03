import { describe, expect, it } from 'vitest';
import {
  likelyTimeZones,
  normaliseSearchText,
  recentTimeZones,
  rememberTimeZone,
  searchableTimeZones,
  searchTimeZones,
} from './timeZoneSearch.ts';

// As the server lists them: by UTC offset, every name starting "(UTC±hh:mm)".
const listed = [
  { id: 'America/Los_Angeles', displayName: '(UTC-08:00) America/Los_Angeles' },
  { id: 'America/New_York', displayName: '(UTC-05:00) America/New_York' },
  { id: 'America/Sao_Paulo', displayName: '(UTC-03:00) America/Sao_Paulo' },
  { id: 'UTC', displayName: '(UTC+00:00) UTC' },
  { id: 'Europe/Warsaw', displayName: '(UTC+01:00) Europe/Warsaw' },
  { id: 'Asia/Tokyo', displayName: '(UTC+09:00) Asia/Tokyo' },
];
// A winter day: New York on EST, Warsaw on CET.
const zones = searchableTimeZones(listed, 'pl-PL', new Date('2026-01-15T12:00:00Z'));
const ids = (text: string, likely: string[] = []) =>
  searchTimeZones(zones, text, likely).map((zone) => zone.id);

/** A Storage in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the time-zone search (issue 26)', () => {
  it('finds a zone by its city typed with spaces, in any case and with accents', () => {
    expect(ids('New York')).toEqual(['America/New_York']);
    expect(ids('new york')).toEqual(['America/New_York']);
    expect(ids('São Paulo')).toEqual(['America/Sao_Paulo']);
    expect(ids('los ang')).toEqual(['America/Los_Angeles']);
    expect(normaliseSearchText(' América/New_York ')).toBe('america new york');
  });

  it('finds zones by zone id, region, UTC offset and zone names', () => {
    expect(ids('Europe/Warsaw')).toEqual(['Europe/Warsaw']);
    expect(ids('america')).toEqual([
      'America/Los_Angeles',
      'America/New_York',
      'America/Sao_Paulo',
    ]);
    expect(ids('+09:00')).toEqual(['Asia/Tokyo']);
    expect(ids('EST')).toContain('America/New_York');
    expect(ids('Eastern Standard')).toEqual(['America/New_York']);
    expect(ids('Central European')).toEqual(['Europe/Warsaw']);
    // In the user's language too.
    expect(ids('środkowoeuropejski')).toEqual(['Europe/Warsaw']);
    expect(ids('atlantis')).toEqual([]);
  });

  it('lists the likely zones first, in their order, then the rest in the server’s order', () => {
    expect(ids('', ['Europe/Warsaw', 'Asia/Tokyo'])).toEqual([
      'Europe/Warsaw',
      'Asia/Tokyo',
      'America/Los_Angeles',
      'America/New_York',
      'America/Sao_Paulo',
      'UTC',
    ]);
    expect(ids('america', ['America/Sao_Paulo'])).toEqual([
      'America/Sao_Paulo',
      'America/Los_Angeles',
      'America/New_York',
    ]);
    // The user's own zone, then the recent ones, each once.
    expect(likelyTimeZones('Europe/Warsaw', ['Asia/Tokyo', 'Europe/Warsaw', 'UTC'])).toEqual([
      'Europe/Warsaw',
      'Asia/Tokyo',
      'UTC',
    ]);
    expect(likelyTimeZones(undefined, ['UTC'])).toEqual(['UTC']);
  });

  it('remembers the five zones chosen last, newest first, as ids only', () => {
    const storage = memoryStorage();
    expect(recentTimeZones(storage)).toEqual([]);
    for (const zoneId of ['UTC', 'Asia/Tokyo', 'UTC', 'A/1', 'A/2', 'A/3', 'A/4']) {
      rememberTimeZone(zoneId, storage);
    }
    expect(recentTimeZones(storage)).toEqual(['A/4', 'A/3', 'A/2', 'A/1', 'UTC']);
    storage.setItem('ats.meeting.recentTimeZones', '{not json');
    expect(recentTimeZones(storage)).toEqual([]);
  });
});
