import { type SQL, sql } from 'drizzle-orm';

/**
 * Deterministic "randomness" inside SQL: every value is a hash of the fixed seed, a name
 * for the draw and the row's numbers, so the same size gives the same rows on every run,
 * on PostgreSQL and on PGlite alike (hashtext and md5 are the same functions in both).
 */

/** Part of every hash key: change it and every generated value changes. */
export const SCALE_SEED = 'ats-scale-1';

/** A SQL string literal for a constant written in this code (never for data). */
export function literal(text: string): SQL {
  return sql.raw(`'${text.replaceAll("'", "''")}'`);
}

/** 'seed:name:part:part...' */
function hashKey(name: string, parts: readonly SQL[]): SQL {
  return sql.join(
    [literal(`${SCALE_SEED}:${name}`), ...parts.map((part) => sql`(${part})::text`)],
    sql` || ':' || `,
  );
}

/** A number in [0, 1), fixed by the draw's name and the row's numbers. */
export function uniform(name: string, ...parts: SQL[]): SQL {
  return sql`((hashtext(${hashKey(name, parts)})::float8 + 2147483648) / 4294967296)`;
}

/** An integer in [0, count), uniformly. */
export function below(count: SQL | number, name: string, ...parts: SQL[]): SQL {
  return sql`floor((${count})::float8 * ${uniform(name, ...parts)})::int`;
}

/**
 * An index in [1, count] where the first ones come up far more often: `skew` 2 gives the
 * first of 60 about 13% of the draws and the last under 1% (surnames, recruitment sizes).
 */
export function skewedIndex(count: SQL | number, skew: number, name: string, ...parts: SQL[]) {
  return sql`(1 + floor((${count})::float8 * power(${uniform(name, ...parts)}, ${sql.raw(String(skew))}))::int)`;
}

/** A UUID (laid out as version 4) fixed by the name and the row's numbers. */
export function stableUuid(name: string, ...parts: SQL[]): SQL {
  return sql`overlay(overlay(md5(${hashKey(name, parts)}) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;
}

/** `n` decimal digits (leading zeros kept). */
export function digits(length: number, name: string, ...parts: SQL[]): SQL {
  return sql`lpad(${below(10 ** length, name, ...parts)}::text, ${sql.raw(String(length))}, '0')`;
}

/** The moment a `fraction` (0..1) of the way from `from` to `to`. */
export function between(from: SQL, to: SQL, fraction: SQL): SQL {
  return sql`(${from} + (${to} - ${from}) * (${fraction}))`;
}

/** ISO 8601 in UTC with milliseconds, as JavaScript's toISOString writes it. */
export function isoTimestamp(moment: SQL): SQL {
  return sql`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
