import type { Schema } from '@ats/api-sdk';
import { roundAverageScore } from '@ats/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { belongsToCandidate, type CandidateKey } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import { atsUsers, scores } from '../../db/schema/index.ts';

/**
 * Average (rounded to one significant digit, 0 when nobody scored), the viewer's own score
 * (0 when none) and the number of scorers, in one aggregate over
 * scores_recruitment_recruitee_user_key. Callers check access first.
 */
export async function selectScoreSummary(
  db: Database,
  userId: string,
  candidate: CandidateKey,
): Promise<Schema<'ScoreSummary'>> {
  const [row] = await db
    .select({
      average: sql<number>`coalesce(avg(${scores.score}), 0)::float8`.mapWith(Number),
      mine: sql<number>`coalesce(max(${scores.score}) filter (where ${scores.userId} = ${userId}), 0)::int`.mapWith(
        Number,
      ),
      reviewCount: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(scores)
    .where(belongsToCandidate(scores, candidate));
  return {
    averageScore: roundAverageScore(row?.average ?? 0),
    scoreSetByMe: (row?.mine ?? 0) as Schema<'Score'>,
    reviewCount: row?.reviewCount ?? 0,
  };
}

/**
 * A page of the score entries, newest first (scoring time, then id), with the scorers'
 * names joined; the total comes with the page. Callers check access first.
 */
export async function selectScorePage(
  db: Database,
  candidate: CandidateKey,
  page: { pageNumber: number; pageSize: number },
): Promise<Schema<'ScoresSummary'>> {
  const rows = await db
    .select({
      score: scores.score,
      comment: scores.comment,
      scoringATSUserId: scores.userId,
      scoringATSUserFirstName: atsUsers.firstName,
      scoringATSUserLastName: atsUsers.lastName,
      scoringTime: scores.scoringTime,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(scores)
    .innerJoin(atsUsers, eq(atsUsers.id, scores.userId))
    .where(belongsToCandidate(scores, candidate))
    .orderBy(desc(scores.scoringTime), desc(scores.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  const totalCount = rows[0]?.totalCount ?? (await countScores(db, candidate, page.pageNumber));
  return {
    recruitmentRecruiteeScoresSummaryRows: {
      result: rows.map(({ totalCount: _total, score, scoringTime, ...entry }) => ({
        ...entry,
        // The table's check keeps stored scores between 1 and 5.
        score: score as Schema<'ScoreToSet'>,
        scoringTime: scoringTime.toISOString(),
      })),
      totalCount,
      pageNumber: page.pageNumber,
    },
  };
}

/** The total for a page past the end (an empty first page means none at all). */
async function countScores(db: Database, candidate: CandidateKey, pageNumber: number) {
  if (pageNumber === 1) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(scores)
    .where(belongsToCandidate(scores, candidate));
  return row?.count ?? 0;
}
