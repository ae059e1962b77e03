import type { Schema } from '@ats/api-sdk';
import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { localizedPositionName } from '../../db/position-name.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import { activities, atsUsers, recruitees, recruitments } from '../../db/schema/index.ts';

/*
 * How an activity is read in the contract's shape, shared by every list of activities (a
 * candidate's timeline, the dashboard's recent activities): select `activityColumns` from
 * `activities`, add the joins with `withNames`, and map each row with `toActivity`.
 */

type Activity = Schema<'Activity'>;
type ActivityData = Schema<'ActivityData'>;

const position = localizedPositionName('activity_position_name');

/**
 * The stored type-specific fields plus what is joined at read time: the recruitment's
 * position in the request's language (English when it has none in it; null without a
 * position) and, for staff actions, the acting user's names.
 */
const activityData = sql<ActivityData>`${activities.data}
  || jsonb_build_object('positionName', ${position.name})
  || case when ${atsUsers.id} is null then '{}'::jsonb else jsonb_build_object(
    'atsUserId', ${atsUsers.id},
    'atsUserFirstName', ${atsUsers.firstName},
    'atsUserLastName', ${atsUsers.lastName}
  ) end`;

/** The columns of an activity; they read the joins that `withNames` adds. */
export const activityColumns = {
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
export function withNames<T extends PgSelect>(query: T, language: LanguageId) {
  return query
    .innerJoin(recruitees, eq(recruitees.id, activities.recruiteeId))
    .innerJoin(recruitments, eq(recruitments.id, activities.recruitmentId))
    .leftJoin(atsUsers, eq(atsUsers.id, activities.userId))
    .leftJoin(position.requested, position.requestedOn(language))
    .leftJoin(position.english, position.englishOn);
}

export interface ActivityRow {
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

/** A row of `activityColumns` in the contract's shape. */
export function toActivity(row: ActivityRow): Activity {
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
