import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { addDays, type DemoRandom } from '../demo/random.ts';
import type { DemoPosition } from '../demo/recruitments.ts';
import { DEMO_POSITIONS } from '../demo/vocabulary.ts';
import { positionLocalizations, positions } from '../schema/index.ts';

/**
 * The positions recruitments choose from: those in the database (the reference ones) plus
 * the demo's further positions, added unless one of that English name exists. Positions
 * are reference data: a reset keeps them, and a second run finds them by name.
 */
export async function preparePositions(
  db: Database,
  random: DemoRandom,
  anchor: Date,
): Promise<{ positions: DemoPosition[]; added: number }> {
  const existing = await readPositions(db);
  const byName = new Map(existing.map((position) => [position.names.en.toLowerCase(), position]));
  // Ids are drawn for every demo position, added or not, so that a second run (after a
  // reset, with the positions still there) draws everything after them the same.
  const demoPositions = DEMO_POSITIONS.map((position) => ({
    id: random.uuid(),
    names: { en: position.en, pl: position.pl },
    isDeleted: position.isDeleted ?? false,
  }));
  const added = demoPositions.filter((position) => !byName.has(position.names.en.toLowerCase()));
  if (added.length > 0) {
    await db.insert(positions).values(
      added.map((position) => ({
        id: position.id,
        isDeleted: position.isDeleted,
        createdAt: addDays(anchor, -800),
      })),
    );
    await db.insert(positionLocalizations).values(
      added.flatMap((position) => [
        { positionId: position.id, languageId: 'en', name: position.names.en },
        { positionId: position.id, languageId: 'pl', name: position.names.pl },
      ]),
    );
  }
  const all = [...existing, ...added].sort((a, b) => a.names.en.localeCompare(b.names.en, 'en'));
  return { positions: all, added: added.length };
}

/** Positions with their English and Polish names, in a stable order. */
async function readPositions(db: Database): Promise<DemoPosition[]> {
  const rows = await db
    .select({
      id: positions.id,
      isDeleted: positions.isDeleted,
      languageId: positionLocalizations.languageId,
      name: positionLocalizations.name,
    })
    .from(positions)
    .innerJoin(positionLocalizations, eq(positionLocalizations.positionId, positions.id))
    .orderBy(asc(positions.id), asc(positionLocalizations.languageId));
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
