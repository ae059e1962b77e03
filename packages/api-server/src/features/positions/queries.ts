import type { Schema } from '@ats/api-sdk';
import { and, asc, count, eq, like, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/like-patterns.ts';
import { LANGUAGE, type LanguageId } from '../../db/reference-data.ts';
import { positionLocalizations, positions } from '../../db/schema/index.ts';

type PositionLocalization = Schema<'PositionLocalization'>;

/**
 * Positions are listed through their name in the request's language: every position has a
 * name in every language (edits require them all), so an inner join loses none, and the
 * index on (language_id, lower(name) text_pattern_ops) serves both the prefix filter and
 * the order. `~<~` is that index's ordering operator (byte order, like the C collation).
 */
const named = alias(positionLocalizations, 'named');
const nameOrder = sql`lower(${named.name}) using ~<~`;

function livePositionsNamedIn(language: LanguageId, prefix: string | undefined): SQL | undefined {
  return and(
    eq(positions.isDeleted, false),
    eq(named.languageId, language),
    prefix ? like(sql`lower(${named.name})`, `${escapeLike(prefix.toLowerCase())}%`) : undefined,
  );
}

/** Every localization of a position, English first, as the contract's list. */
export function localizationsOf(
  positionId: SQL | typeof positions.id,
): SQL<PositionLocalization[]> {
  return sql<PositionLocalization[]>`(
    select coalesce(json_agg(
      json_build_object('languageId', ${positionLocalizations.languageId}, 'positionName', ${positionLocalizations.name})
      order by ${positionLocalizations.languageId} <> ${LANGUAGE.english}, ${positionLocalizations.languageId}
    ), '[]'::json)
    from ${positionLocalizations} where ${positionLocalizations.positionId} = ${positionId}
  )`;
}

/** The settings list: live positions sorted by name in `language`, a page at a time. */
export async function selectPositionsForEdit(
  db: Database,
  options: { language: LanguageId; pageNumber: number; pageSize: number },
): Promise<Schema<'PositionForEditPage'>> {
  const { language, pageNumber, pageSize } = options;
  const where = livePositionsNamedIn(language, undefined);
  const [result, [total]] = await Promise.all([
    db
      .select({ id: positions.id, localizations: localizationsOf(positions.id) })
      .from(positions)
      .innerJoin(named, eq(named.positionId, positions.id))
      .where(where)
      .orderBy(nameOrder, asc(positions.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    db
      .select({ totalCount: count() })
      .from(positions)
      .innerJoin(named, eq(named.positionId, positions.id))
      .where(where),
  ]);
  return { result, totalCount: total?.totalCount ?? 0, pageNumber };
}

/** The autocomplete: live positions whose name in `language` starts with `startingWith`. */
export async function selectPositionOptions(
  db: Database,
  options: {
    language: LanguageId;
    startingWith: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<Schema<'PositionOptionPage'>> {
  const { language, startingWith, page, pageSize } = options;
  const where = livePositionsNamedIn(language, startingWith);
  const [result, [total]] = await Promise.all([
    db
      .select({ id: positions.id, localizedPositionName: named.name })
      .from(positions)
      .innerJoin(named, eq(named.positionId, positions.id))
      .where(where)
      .orderBy(nameOrder, asc(positions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ totalCount: count() })
      .from(positions)
      .innerJoin(named, eq(named.positionId, positions.id))
      .where(where),
  ]);
  return { result, totalCount: total?.totalCount ?? 0, pageNumber: page };
}

/** One live position with its localizations, or undefined. */
export async function selectPositionForEdit(
  db: Database,
  positionId: string,
): Promise<Schema<'PositionForEdit'> | undefined> {
  const [row] = await db
    .select({ id: positions.id, localizations: localizationsOf(positions.id) })
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.isDeleted, false)));
  return row;
}
