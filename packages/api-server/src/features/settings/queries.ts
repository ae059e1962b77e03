import type { Schema } from '@ats/api-sdk';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LANGUAGE } from '../../db/reference-data.ts';
import { currencies, languages, stageTypes, timeZones } from '../../db/schema/index.ts';

export function selectCurrencies(db: Database): Promise<Schema<'Currency'>[]> {
  return db
    .select({ id: currencies.id, name: currencies.name })
    .from(currencies)
    .orderBy(asc(currencies.id));
}

export async function selectStageTypes(db: Database): Promise<Schema<'StageTypeOption'>[]> {
  const rows = await db
    .select({ id: stageTypes.id, name: stageTypes.name })
    .from(stageTypes)
    .orderBy(asc(stageTypes.id));
  // The table's check constraint and seed keep id and name within the contract's enums.
  return rows as Schema<'StageTypeOption'>[];
}

/** English first (the default and fallback), then by id; each named in its own language. */
export async function selectLanguages(db: Database): Promise<Schema<'Language'>[]> {
  const rows = await db
    .select({ id: languages.id, name: languages.name })
    .from(languages)
    .orderBy(sql`${languages.id} <> ${LANGUAGE.english}`, asc(languages.id));
  return rows.map((row) => ({ id: row.id, name: ownName(row.id) ?? row.name }));
}

/** 'Polski' for 'pl': the name a speaker of the language looks for in a language menu. */
function ownName(languageId: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([languageId], { type: 'language' }).of(languageId);
    if (!name || name === languageId) return undefined;
    return name.charAt(0).toLocaleUpperCase(languageId) + name.slice(1);
  } catch {
    return undefined; // not a tag Intl knows: keep the stored name
  }
}

/** By standard UTC offset, then by id. */
export function selectTimeZones(db: Database): Promise<Schema<'TimeZone'>[]> {
  return db
    .select({ id: timeZones.id, displayName: timeZones.displayName })
    .from(timeZones)
    .orderBy(asc(timeZones.utcOffsetMinutes), asc(timeZones.id));
}
