/** A time zone as the server lists it (Settings/TimeZones). */
export interface ListedTimeZone {
  id: string;
  displayName: string;
}

/** A zone with the text a search reads: its id, display name, city and zone names. */
export interface SearchableTimeZone extends ListedTimeZone {
  searchText: string;
}

/** Lower case, without accents, underscores and slashes read as spaces ("América/New_York" → "america new york"). */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The zone's names in a language (short and long, e.g. "EST", "Eastern Standard Time"); none when unknown. */
function zoneNames(zoneId: string, locale: string, moment: Date): string[] {
  try {
    return (['short', 'long'] as const).map(
      (timeZoneName) =>
        new Intl.DateTimeFormat(locale, { timeZone: zoneId, timeZoneName })
          .formatToParts(moment)
          .find((part) => part.type === 'timeZoneName')?.value ?? '',
    );
  } catch {
    return [];
  }
}

/**
 * The zones with their search text: id (its city with spaces), display name (with its UTC
 * offset), and the zone's names in English and in the user's language (abbreviation and long
 * name, e.g. "EST", "Central European Standard Time").
 */
export function searchableTimeZones(
  zones: readonly ListedTimeZone[],
  locale: string,
  moment = new Date(),
): SearchableTimeZone[] {
  const locales = [...new Set(['en-US', locale])];
  return zones.map((zone) => ({
    ...zone,
    searchText: normaliseSearchText(
      [
        zone.id,
        zone.displayName,
        ...locales.flatMap((language) => zoneNames(zone.id, language, moment)),
      ].join(' '),
    ),
  }));
}

/**
 * The zones a search shows, most likely first: the `likely` ones (the user's own, then the
 * recently used) in that order, then the rest in the server's order. A zone matches when its
 * search text holds every typed word ("new york" finds America/New_York, "warsaw",
 * "+01:00" or "cet" Europe/Warsaw); no text matches all.
 */
export function searchTimeZones<Zone extends SearchableTimeZone>(
  zones: readonly Zone[],
  text: string,
  likely: readonly string[],
): Zone[] {
  const words = normaliseSearchText(text).split(' ').filter(Boolean);
  const matches = zones.filter((zone) => words.every((word) => zone.searchText.includes(word)));
  const rank = new Map(likely.map((zoneId, index) => [zoneId, index]));
  const likelyFirst = matches
    .filter((zone) => rank.has(zone.id))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return [...likelyFirst, ...matches.filter((zone) => !rank.has(zone.id))];
}

const recentKey = 'ats.meeting.recentTimeZones';
const recentLimit = 5;

/** The zone ids recently chosen for meetings in this browser, newest first (ids only). */
export function recentTimeZones(storage: Storage | undefined = globalThis.localStorage): string[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(recentKey) ?? '[]');
    return Array.isArray(stored)
      ? stored
          .filter((zoneId): zoneId is string => typeof zoneId === 'string')
          .slice(0, recentLimit)
      : [];
  } catch {
    return [];
  }
}

/** Remembers a zone chosen for a meeting (first of the recent ones); storage errors are ignored. */
export function rememberTimeZone(
  zoneId: string,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    const recent = [zoneId, ...recentTimeZones(storage).filter((recentId) => recentId !== zoneId)];
    storage?.setItem(recentKey, JSON.stringify(recent.slice(0, recentLimit)));
  } catch {
    // Private modes may refuse storage: the list is then only not reordered.
  }
}

/** The zones most likely wanted, in order: the user's own (the browser's), then the recent ones. */
export function likelyTimeZones(
  userTimeZone: string | undefined,
  recent: readonly string[],
): string[] {
  return [...new Set([...(userTimeZone ? [userTimeZone] : []), ...recent])];
}
