import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LANGUAGE, type LanguageId } from './reference-data.ts';
import { positionLocalizations, recruitments } from './schema/index.ts';

/**
 * A recruitment's position name in the language asked for, English when the position has no
 * name in it: two left joins of the position's localizations (aliased by `prefix`, which must
 * differ between such joins in one query) and the column that picks between them.
 *
 *   const position = localizedPositionName();
 *   db.select({ positionName: position.name }).from(recruitments)
 *     .leftJoin(position.requested, position.requestedOn(language))
 *     .leftJoin(position.english, position.englishOn)
 */
export function localizedPositionName(prefix = 'position_name') {
  const requested = alias(positionLocalizations, prefix);
  const english = alias(positionLocalizations, `${prefix}_en`);
  return {
    requested,
    english,
    requestedOn: (language: LanguageId) =>
      and(eq(requested.positionId, recruitments.positionId), eq(requested.languageId, language)),
    englishOn: and(
      eq(english.positionId, recruitments.positionId),
      eq(english.languageId, LANGUAGE.english),
    ),
    /** Null when the recruitment has no position. */
    name: sql<string | null>`coalesce(${requested.name}, ${english.name})`,
  };
}
