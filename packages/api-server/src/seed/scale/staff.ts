import type { Database } from '../../db/client.ts';
import type { DemoRandom } from '../demo/random.ts';
import { insertDemoStaff, type SeededStaff } from '../shared/staff.ts';

export type ScaleStaff = SeededStaff;

/**
 * The four demo accounts (so that they sign in to this data) and `otherCount` further staff,
 * inserted as the demo loader does, but with the two years of recruitments to look back on.
 */
export function insertStaff(
  db: Database,
  random: DemoRandom,
  options: { otherCount: number; anchor: Date },
): Promise<ScaleStaff> {
  return insertDemoStaff(db, random, {
    otherCount: options.otherCount,
    now: options.anchor,
    accountAgeDays: [700, 800],
    otherAgeDays: [30, 760],
  });
}
