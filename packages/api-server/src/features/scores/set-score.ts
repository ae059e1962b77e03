import { ActivityType, type Schema } from '@ats/api-sdk';
import { sql } from 'drizzle-orm';
import { requireCandidateAccess } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import { scores } from '../../db/schema/index.ts';
import { recordActivity } from '../activities/index.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import { selectScoreSummary } from './queries.ts';

/**
 * Sets the user's score of the candidate (one per scorer: a second score replaces the first)
 * and records a score-changed activity with the score and comment in the same transaction,
 * so the history of changes stays in the timeline. Answers the summary after the change.
 */
export function setScore(
  db: Database,
  userId: string,
  input: Schema<'SetScoreInput'>,
): Promise<Schema<'ScoreSummary'>> {
  return db.transaction(async (tx) => {
    const candidate = await requireCandidateAccess(tx, userId, input);
    // The column keeps '' for "no comment", as the demo data does.
    const comment = input.comment ?? '';
    await tx
      .insert(scores)
      .values({
        recruitmentId: candidate.recruitmentId,
        recruiteeId: candidate.recruiteeId,
        userId,
        score: input.score,
        comment,
        scoringTime: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [scores.recruitmentId, scores.recruiteeId, scores.userId],
        set: { score: input.score, comment, scoringTime: sql`now()` },
      });
    await recordActivity(tx, {
      activityType: ActivityType.ScoreChanged,
      candidate,
      userId,
      data: { newScore: input.score, comment },
    });
    await recordWebhookEvent(tx, {
      type: 'score.given',
      recruiteeId: candidate.recruiteeId,
      data: {
        recruiteeId: candidate.recruiteeId,
        recruitmentId: candidate.recruitmentId,
        score: input.score,
        givenAt: new Date().toISOString(),
        givenByUserId: userId,
      },
    });
    return selectScoreSummary(tx, userId, candidate);
  });
}
