import { RecruitmentStatus } from '@ats/api-sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  jobApplications,
  recruitees,
  recruitmentRecruitees,
  recruitments,
} from '../../db/schema/index.ts';

/**
 * The retention rule on a `recruitees` row: the candidate is due for anonymisation when they
 * are not anonymised yet, sent no application in the last `months` months, hold no "keep me
 * for future openings" consent still valid, and are in no recruitment that is still open
 * (nobody disappears half-way through a process). Both lookups use the candidate's indexes
 * (job_applications by recruitee and date, recruitment_recruitees by recruitee).
 */
export function dueForRetention(months: number): SQL<boolean> {
  return sql<boolean>`(
    ${recruitees.anonymisedAt} is null
    and not exists (
      select 1 from ${jobApplications}
      where ${jobApplications.recruiteeId} = ${recruitees.id}
        and (
          ${jobApplications.createdAt} > now() - make_interval(months => ${months}::int)
          or ${jobApplications.futureOpeningsConsentUntil} > now()
        )
    )
    and not exists (
      select 1 from ${recruitmentRecruitees}
      inner join ${recruitments} on ${recruitments.id} = ${recruitmentRecruitees.recruitmentId}
      where ${recruitmentRecruitees.recruiteeId} = ${recruitees.id}
        and ${recruitments.status} = ${RecruitmentStatus.Open}
    )
  )`;
}

/** How many candidates the rule with `months` would anonymise if it ran now (the dry run). */
export async function countDueForRetention(db: Database, months: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recruitees)
    .where(dueForRetention(months));
  return row?.count ?? 0;
}

/**
 * Up to `limit` candidates due under the rule, locked for the caller's transaction; rows
 * another transaction holds (a candidate applying or being erased right now) are skipped and
 * looked at again on the next run.
 */
export async function lockDueForRetention(
  tx: Database,
  months: number,
  limit: number,
): Promise<string[]> {
  const rows = await tx
    .select({ id: recruitees.id })
    .from(recruitees)
    .where(dueForRetention(months))
    .orderBy(recruitees.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}
