import type { Database } from '../../db/client.ts';
import { addDays, type DemoRandom } from '../demo/random.ts';
import { DEMO_POSITIONS } from '../demo/vocabulary.ts';
import {
  type DemoPosition,
  newDemoPosition,
  readPositions,
  storePositions,
} from '../shared/positions.ts';

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
  const demoPositions = DEMO_POSITIONS.map((position) => newDemoPosition(random, position));
  const added = demoPositions.filter((position) => !byName.has(position.names.en.toLowerCase()));
  await storePositions(
    db,
    added.map((position) => ({ position, createdAt: addDays(anchor, -800) })),
  );
  const all = [...existing, ...added].sort((a, b) => a.names.en.localeCompare(b.names.en, 'en'));
  return { positions: all, added: added.length };
}
