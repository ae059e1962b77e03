import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { positionLocalizations, positions } from '../../db/schema/index.ts';
import type { DemoRandom } from '../demo/random.ts';
import type { DEMO_POSITIONS, DemoLanguage } from '../demo/vocabulary.ts';
import { insertInBatches } from './insert.ts';

export interface DemoPosition {
  id: string;
  names: Record<DemoLanguage, string>;
  isDeleted: boolean;
}

/** A position of the demo's vocabulary, with a new id. */
export function newDemoPosition(
  random: DemoRandom,
  position: (typeof DEMO_POSITIONS)[number],
): DemoPosition {
  return {
    id: random.uuid(),
    names: { en: position.en, pl: position.pl },
    isDeleted: position.isDeleted ?? false,
  };
}

/** The positions in the database with their English and Polish names, oldest first. */
export async function readPositions(db: Database): Promise<DemoPosition[]> {
  const rows = await db
    .select({
      id: positions.id,
      isDeleted: positions.isDeleted,
      languageId: positionLocalizations.languageId,
      name: positionLocalizations.name,
    })
    .from(positions)
    .innerJoin(positionLocalizations, eq(positionLocalizations.positionId, positions.id))
    .orderBy(asc(positions.createdAt), asc(positions.id), asc(positionLocalizations.languageId));
  const byId = new Map<string, DemoPosition>();
  for (const row of rows) {
    const position = byId.get(row.id) ?? {
      id: row.id,
      names: { en: row.name, pl: row.name },
      isDeleted: row.isDeleted,
    };
    if (row.languageId === 'en' || row.languageId === 'pl') {
      position.names[row.languageId] = row.name;
    }
    byId.set(row.id, position);
  }
  return [...byId.values()];
}

/** Positions with their English and Polish names; returns the localizations written. */
export async function storePositions(
  db: Database,
  added: readonly { position: DemoPosition; createdAt: Date }[],
): Promise<number> {
  await insertInBatches(
    db,
    positions,
    added.map(({ position, createdAt }) => ({
      id: position.id,
      isDeleted: position.isDeleted,
      createdAt,
    })),
  );
  return insertInBatches(
    db,
    positionLocalizations,
    added.flatMap(({ position }) => [
      { positionId: position.id, languageId: 'en', name: position.names.en },
      { positionId: position.id, languageId: 'pl', name: position.names.pl },
    ]),
  );
}
