import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { insertInBatches } from '../demo/insert.ts';
import type { DemoRandom } from '../demo/random.ts';
import {
  keywords,
  recruitmentKeywords,
  recruitments,
  recruitmentTeamMembers,
} from '../schema/index.ts';
import type { ScaleRecruitment } from './recruitments.ts';

/** Recruitments, their teams and keywords; returns the rows added per table. */
export async function insertRecruitments(
  db: Database,
  random: DemoRandom,
  list: readonly ScaleRecruitment[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  counts.recruitments = await insertInBatches(
    db,
    recruitments,
    list.map((recruitment) => ({
      id: recruitment.id,
      title: recruitment.title,
      positionId: recruitment.position?.id ?? null,
      status: recruitment.status,
      deadline: recruitment.deadline,
      createDate: recruitment.createDate,
      openedAt: recruitment.openedAt,
      vacantPosts: recruitment.vacantPosts,
      budgetPerPositionMin: recruitment.budgetMin,
      budgetPerPositionMax: recruitment.budgetMax,
      budgetCurrencyId: recruitment.currencyId,
      questionnaireId: recruitment.questionnaire?.id ?? null,
      questionnaireVersion: recruitment.questionnaire?.version ?? null,
      jobTitle: recruitment.jobTitle,
      jobDescription: recruitment.jobDescription,
      locationDescription: recruitment.locationDescription,
      locationLatitude: recruitment.latitude,
      locationLongitude: recruitment.longitude,
      remoteWorkIsPossible: recruitment.remote,
      ownerId: recruitment.ownerId,
      hiringManagerId: recruitment.hiringManagerId,
      jobOfferUrl: recruitment.jobOfferUrl,
    })),
  );
  counts.recruitment_team_members = await insertInBatches(
    db,
    recruitmentTeamMembers,
    list.flatMap((recruitment) =>
      recruitment.teamIds.map((userId) => ({ recruitmentId: recruitment.id, userId })),
    ),
  );

  // Keywords are shared and unique case-insensitively: reuse existing ones.
  const names = new Map<string, string>();
  for (const name of list.flatMap((recruitment) => recruitment.keywords)) {
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  const added =
    names.size === 0
      ? []
      : await db
          .insert(keywords)
          .values([...names.values()].map((name) => ({ id: random.uuid(), name })))
          .onConflictDoNothing()
          .returning({ id: keywords.id });
  counts.keywords = added.length;
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
        return keywordId ? [{ recruitmentId: recruitment.id, keywordId }] : [];
      }),
    ),
  );
  return counts;
}
