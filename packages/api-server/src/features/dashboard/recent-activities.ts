import type { Schema } from '@ats/api-sdk';
import { desc, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canSeeApplicationDetailsCondition } from '../../access/application-access.ts';
import type { Database } from '../../db/client.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import { activities, recruitments } from '../../db/schema/index.ts';
import { activityColumns, toActivity, withNames } from '../activities/index.ts';

/** How many activities the feed shows (the contract: the 20 newest the user may see). */
export const recentActivitiesLength = 20;

/**
 * How many of the newest activities of the whole company the first way reads before it gives
 * up for the second (see `recentActivityIds`).
 */
export const newestActivitiesScanned = 1000;

const newestAlias = 'newest_activity';
const latestAlias = 'latest_activity';
const visibleAlias = 'visible_recruitment';
const newest = alias(activities, newestAlias);
const latest = alias(activities, latestAlias);
const visible = alias(recruitments, visibleAlias);
const seen = sql.identifier('seen_activity');
const candidates = sql.identifier('newest_candidate');
const perRecruitment = sql.identifier('latest_of_recruitment');

/**
 * The ids of the `length` newest activities (recording time, then id) of recruitments whose
 * application details the user may see (the one access rule), in one statement that takes
 * whichever of two ways is cheap:
 *
 * 1. Walk every activity newest first (activities_creation_timestamp_id_idx, index-only, with
 *    the recruitment) and keep those the rule allows. Cheap for a user who sees much, but a
 *    user who sees a few quiet recruitments among thousands would walk far: so it reads at
 *    most the `scanned` newest activities. When it found `length`, they are the answer (any
 *    newer visible activity would be among those read).
 * 2. Otherwise, the `length` newest of each recruitment the user may see (a lateral read of
 *    activities_recruitment_created_idx per recruitment, index-only), merged. Its cost grows
 *    with the recruitments the user sees, not with the activities of others. Its branch is
 *    guarded by a one-time filter, so it is not run when the first way found enough.
 */
function recentActivityIds(userId: string, options: { length: number; scanned: number }) {
  const { length, scanned } = options;
  const candidateRecruitment = sql`${candidates}.${sql.identifier('recruitment_id')}`;
  return sql`
    with ${seen} as (
      select ${candidates}.id, ${candidates}.creation_timestamp
      from (
        select ${newest.id} as id, ${newest.creationTimestamp} as creation_timestamp,
          ${newest.recruitmentId} as recruitment_id
        from ${activities} as ${sql.identifier(newestAlias)}
        order by ${newest.creationTimestamp} desc, ${newest.id} desc
        limit ${scanned}
      ) as ${candidates}
      where ${canSeeApplicationDetailsCondition(userId, candidateRecruitment)}
      order by ${candidates}.creation_timestamp desc, ${candidates}.id desc
      limit ${length}
    )
    select ${seen}.id from ${seen}
    where (select count(*) from ${seen}) = ${length}
    union all
    select ${perRecruitment}.id from (
      select ${latest.id} as id, ${latest.creationTimestamp} as creation_timestamp
      from ${recruitments} as ${sql.identifier(visibleAlias)}
      -- The lateral result takes the name of the table it reads, so the same columns name
      -- its output outside it.
      cross join lateral (
        select ${latest.id}, ${latest.creationTimestamp}
        from ${activities} as ${sql.identifier(latestAlias)}
        where ${latest.recruitmentId} = ${visible.id}
        order by ${latest.creationTimestamp} desc, ${latest.id} desc
        limit ${length}
      ) as ${sql.identifier(latestAlias)}
      where (select count(*) from ${seen}) < ${length}
        and ${canSeeApplicationDetailsCondition(userId, visible.id)}
      order by ${latest.creationTimestamp} desc, ${latest.id} desc
      limit ${length}
    ) as ${perRecruitment}`;
}

/**
 * The newest activities the user may see, newest first, in the contract's shape and the
 * request's language (as the candidate's timeline answers them).
 */
export async function selectRecentActivities(
  db: Database,
  language: LanguageId,
  userId: string,
  options: { length?: number; scanned?: number } = {},
): Promise<Schema<'Activity'>[]> {
  const ids = recentActivityIds(userId, {
    length: options.length ?? recentActivitiesLength,
    scanned: options.scanned ?? newestActivitiesScanned,
  });
  const rows = await withNames(db.select(activityColumns).from(activities).$dynamic(), language)
    .where(sql`${activities.id} in (${ids})`)
    .orderBy(desc(activities.creationTimestamp), desc(activities.id))
    .limit(options.length ?? recentActivitiesLength);
  return rows.map(toActivity);
}
