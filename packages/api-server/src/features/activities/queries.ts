import type { Schema } from '@ats/api-sdk';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { CandidateKey } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import { LANGUAGE, type LanguageId } from '../../db/reference-data.ts';
import {
  activities,
  atsUsers,
  positionLocalizations,
  recruitees,
  recruitments,
} from '../../db/schema/index.ts';

type Activity = Schema<'Activity'>;
type ActivityData = Schema<'ActivityData'>;

const requestedName = alias(positionLocalizations, 'activity_position_name');
const englishName = alias(positionLocalizations, 'activity_position_name_en');
/** The page's total counts under an alias, so it never reads the outer row's columns. */
const countedAlias = 'counted_activity';
const counted = alias(activities, countedAlias);

/**
 * The stored type-specific fields plus what is joined at read time: the recruitment's
 * position in the request's language (English when it has none in it; null without a
 * position) and, for staff actions, the acting user's names.
 */
const activityData = sql<ActivityData>`${activities.data}
  || jsonb_build_object('positionName', coalesce(${requestedName.name}, ${englishName.name}))
  || case when ${atsUsers.id} is null then '{}'::jsonb else jsonb_build_object(
    'atsUserId', ${atsUsers.id},
    'atsUserFirstName', ${atsUsers.firstName},
    'atsUserLastName', ${atsUsers.lastName}
  ) end`;

const activityColumns = {
  id: activities.id,
  activityType: activities.activityType,
  recruiteeId: activities.recruiteeId,
  recruiteeFirstName: recruitees.firstName,
  recruiteeLastName: recruitees.lastName,
  recruitmentId: activities.recruitmentId,
  creationTimestamp: activities.creationTimestamp,
  activityTime: activities.activityTime,
  activityData,
};

/** The joins `activityColumns` read: the candidate, the position's names, the acting user. */
function withNames<T extends PgSelect>(query: T, language: LanguageId) {
  return query
    .innerJoin(recruitees, eq(recruitees.id, activities.recruiteeId))
    .innerJoin(recruitments, eq(recruitments.id, activities.recruitmentId))
    .leftJoin(atsUsers, eq(atsUsers.id, activities.userId))
    .leftJoin(
      requestedName,
      and(
        eq(requestedName.positionId, recruitments.positionId),
        eq(requestedName.languageId, language),
      ),
    )
    .leftJoin(
      englishName,
      and(
        eq(englishName.positionId, recruitments.positionId),
        eq(englishName.languageId, LANGUAGE.english),
      ),
    );
}

interface ActivityRow {
  id: string;
  activityType: number;
  recruiteeId: string;
  recruiteeFirstName: string;
  recruiteeLastName: string;
  recruitmentId: string;
  creationTimestamp: Date;
  activityTime: Date;
  activityData: ActivityData;
}

function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    // The table's check keeps the type within the contract's values.
    activityType: row.activityType as Schema<'ActivityType'>,
    recruiteeId: row.recruiteeId,
    recruiteeFirstName: row.recruiteeFirstName,
    recruiteeLastName: row.recruiteeLastName,
    recruitmentId: row.recruitmentId,
    creationTimestamp: row.creationTimestamp.toISOString(),
    activityTime: row.activityTime.toISOString(),
    activityData: row.activityData,
  };
}

function ofCandidate(candidate: CandidateKey) {
  return and(
    eq(activities.recruiteeId, candidate.recruiteeId),
    eq(activities.recruitmentId, candidate.recruitmentId),
  );
}

/**
 * A page of the candidate's timeline in the recruitment, newest first (recording time, then
 * id). One statement over activities_recruitee_recruitment_created_idx, which also holds
 * that order, so a long timeline is read page by page without sorting; the total is a count
 * over the same index (a page past the end counts again). Callers check access first.
 */
export async function selectActivityPage(
  db: Database,
  language: LanguageId,
  candidate: CandidateKey,
  page: { pageNumber: number; pageSize: number },
): Promise<Schema<'ActivityPage'>> {
  const totalCount = sql<number>`(
    select count(*)::int from ${activities} as ${sql.identifier(countedAlias)} where ${and(
      eq(counted.recruiteeId, candidate.recruiteeId),
      eq(counted.recruitmentId, candidate.recruitmentId),
    )}
  )`.mapWith(Number);
  const rows = await withNames(
    db
      .select({ ...activityColumns, totalCount })
      .from(activities)
      .$dynamic(),
    language,
  )
    .where(ofCandidate(candidate))
    .orderBy(desc(activities.creationTimestamp), desc(activities.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  const [first] = rows;
  return {
    result: rows.map(toActivity),
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
    .where(ofCandidate(candidate));
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
