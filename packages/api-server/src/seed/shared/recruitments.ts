import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  keywords,
  recruitmentKeywords,
  recruitments,
  recruitmentTeamMembers,
} from '../../db/schema/index.ts';
import type { DemoRandom } from '../demo/random.ts';
import { insertInBatches } from './insert.ts';

export interface RecruitmentToStore {
  row: typeof recruitments.$inferInsert & { id: string };
  /** The team, owner included. */
  teamIds: readonly string[];
  keywords: readonly string[];
}

/**
 * Recruitments, their teams and their keywords; returns the rows added per table. Keywords
 * are shared and unique case-insensitively: existing ones are reused, the others added.
 */
export async function storeRecruitments(
  db: Database,
  random: DemoRandom,
  list: readonly RecruitmentToStore[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  counts.recruitments = await insertInBatches(
    db,
    recruitments,
    list.map((recruitment) => recruitment.row),
  );
  counts.recruitment_team_members = await insertInBatches(
    db,
    recruitmentTeamMembers,
    list.flatMap((recruitment) =>
      recruitment.teamIds.map((userId) => ({ recruitmentId: recruitment.row.id, userId })),
    ),
  );

  const names = new Map<string, string>();
  for (const name of list.flatMap((recruitment) => recruitment.keywords)) {
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  const keywordRows = [...names.values()].map((name) => ({ id: random.uuid(), name }));
  let addedKeywords = 0;
  for (let start = 0; start < keywordRows.length; start += 500) {
    const added = await db
      .insert(keywords)
      .values(keywordRows.slice(start, start + 500))
      .onConflictDoNothing()
      .returning({ id: keywords.id });
    addedKeywords += added.length;
  }
  counts.keywords = addedKeywords;
  const keywordIds = new Map<string, string>();
  if (names.size > 0) {
    const stored = await db
      .select({ id: keywords.id, name: keywords.name })
      .from(keywords)
      .where(inArray(sql`lower(${keywords.name})`, [...names.keys()]));
    for (const row of stored) keywordIds.set(row.name.toLowerCase(), row.id);
  }
  counts.recruitment_keywords = await insertInBatches(
    db,
    recruitmentKeywords,
    list.flatMap((recruitment) =>
      recruitment.keywords.flatMap((name) => {
        const keywordId = keywordIds.get(name.toLowerCase());
        return keywordId ? [{ recruitmentId: recruitment.row.id, keywordId }] : [];
      }),
    ),
  );
  return counts;
}
