import type { Schema } from '@ats/api-sdk';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { belongsToCandidate, type CandidateKey } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import { activities } from '../../db/schema/index.ts';
import { selectEmailDelivery, sendsMail } from './email-delivery.ts';
import { activityColumns, toActivity, withNames } from './read-activity.ts';

type Activity = Schema<'Activity'>;

/** The page's total counts under an alias, so it never reads the outer row's columns. */
const countedAlias = 'counted_activity';
const counted = alias(activities, countedAlias);

/**
 * A page of the candidate's timeline in the recruitment, newest first (recording time, then
 * id). One statement over activities_recruitee_recruitment_created_idx, which also holds
 * that order, so a long timeline is read page by page without sorting; the total is a count
 * over the same index (a page past the end counts again). The e-mail delivery of the page's
 * messages and meetings is a second statement keyed by their ids. Callers check access first.
 */
export async function selectActivityPage(
  db: Database,
  language: LanguageId,
  candidate: CandidateKey,
  page: { pageNumber: number; pageSize: number },
): Promise<Schema<'ActivityPage'>> {
  const totalCount = sql<number>`(
    select count(*)::int from ${activities} as ${sql.identifier(countedAlias)} where ${belongsToCandidate(counted, candidate)}
  )`.mapWith(Number);
  const rows = await withNames(
    db
      .select({ ...activityColumns, totalCount })
      .from(activities)
      .$dynamic(),
    language,
  )
    .where(belongsToCandidate(activities, candidate))
    .orderBy(desc(activities.creationTimestamp), desc(activities.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  const [first] = rows;
  // One more statement, for the page's own messages and meetings only (none: no statement).
  const deliveries = await selectEmailDelivery(
    db,
    rows.filter((row) => sendsMail(row.activityType)).map((row) => row.id),
  );
  return {
    result: rows.map((row) => {
      const activity = toActivity(row);
      const emailDelivery = deliveries.get(row.id);
      return emailDelivery ? { ...activity, emailDelivery } : activity;
    }),
    totalCount: first ? first.totalCount : await countPastTheEnd(db, candidate, page.pageNumber),
    pageNumber: page.pageNumber,
  };
}

/** The total when a page came back empty: none at all on page 1, else count again. */
async function countPastTheEnd(db: Database, candidate: CandidateKey, pageNumber: number) {
  if (pageNumber === 1) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(activities)
    .where(belongsToCandidate(activities, candidate));
  return row?.count ?? 0;
}

/** One activity in the contract's shape (after recording it). */
export async function selectActivity(
  db: Database,
  language: LanguageId,
  activityId: string,
): Promise<Activity> {
  const [row] = await withNames(db.select(activityColumns).from(activities).$dynamic(), language)
    .where(eq(activities.id, activityId))
    .limit(1);
  if (!row) throw new Error(`activity ${activityId} not found`);
  return toActivity(row);
}
