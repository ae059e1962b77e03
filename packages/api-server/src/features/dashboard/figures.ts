import { RecruitmentStatus, type Schema, StageType } from '@ats/api-sdk';
import type { CandidateSource } from '@ats/domain';
import { and, asc, desc, eq, gte, lt, type SQLWrapper, sql } from 'drizzle-orm';
import {
  recruitmentVisibleCondition,
  type ScopedUser,
  seesAllRecruitments,
} from '../../access/application-access.ts';
import type { Database } from '../../db/client.ts';
import {
  jobApplications,
  recruitees,
  recruitmentRecruitees,
  recruitmentStages,
  recruitments,
} from '../../db/schema/index.ts';
import { chartDays, lastCalendarDays } from './calendar.ts';

type Dashboard = Schema<'Dashboard'>;

/*
 * Every figure counts the recruitments the user sees (recruitmentVisibleCondition): all of
 * them for administrators and recruiters (the condition is `true`, so their plans are those
 * described below), only their own for hiring managers and interviewers (a small set of ids).
 */

/** The contract's bound of the sources chart (referers are free text, so there may be more). */
const maxReferers = 1000;

/** Stages of a type (the stage list is small: a scan of recruitment_stages). */
const stagesOfType = (stageType: StageType) => sql`(
  select ${recruitmentStages.id} from ${recruitmentStages}
  where ${recruitmentStages.stageType} = ${stageType}
)`;

/**
 * The four tiles in one statement, each an aggregate the database answers from an index:
 * - open recruitments: recruitments_status_deadline_idx (index-only);
 * - total applicants: every recruitee (a recruitee exists only by having applied; none is
 *   kept anonymised after erasure: deleting a recruitee deletes the row);
 * - in process: candidates in an open recruitment whose stage is of type Custom (not New,
 *   Hired or rejected), deleted stages included (the candidate still sits there): the open
 *   recruitments' rows of recruitment_recruitees_recruitment_stage_idx (index-only);
 * - hired: candidates in a Hired stage, in any recruitment (recruitment_recruitees_stage_id_idx).
 */
export async function selectTiles(
  db: Database,
  user: ScopedUser,
): Promise<Dashboard['recruitmentAndRecruiteeAggregates']> {
  const visible = (recruitmentId: SQLWrapper) => recruitmentVisibleCondition(user, recruitmentId);
  // A hiring manager's or an interviewer's candidates: those in one of their recruitments,
  // each once (a small set's rows of recruitment_recruitees_recruitment_stage_idx).
  const recruiteesCount = seesAllRecruitments(user)
    ? sql`(select count(*)::int from ${recruitees})`
    : sql`(
      select count(distinct ${recruitmentRecruitees.recruiteeId})::int from ${recruitmentRecruitees}
      where ${visible(recruitmentRecruitees.recruitmentId)}
    )`;
  const { rows } = await db.execute<Dashboard['recruitmentAndRecruiteeAggregates']>(sql`select
    (
      select count(*)::int from ${recruitments}
      where ${recruitments.status} = ${RecruitmentStatus.Open}
        and ${visible(recruitments.id)}
    ) as "openRecruitmentsCount",
    ${recruiteesCount} as "totalRecruiteesCount",
    (
      select count(*)::int from ${recruitmentRecruitees}
      where ${recruitmentRecruitees.stageId} in ${stagesOfType(StageType.Custom)}
        and ${recruitmentRecruitees.recruitmentId} in (
          select ${recruitments.id} from ${recruitments}
          where ${recruitments.status} = ${RecruitmentStatus.Open}
            and ${visible(recruitments.id)}
        )
    ) as "inProcessCount",
    (
      select count(*)::int from ${recruitmentRecruitees}
      where ${recruitmentRecruitees.stageId} in ${stagesOfType(StageType.Hired)}
        and ${visible(recruitmentRecruitees.recruitmentId)}
    ) as "hiredCount"`);
  const [tiles] = rows;
  if (!tiles) throw new Error('the tiles query answered no row');
  return tiles;
}

/**
 * Job applications per calendar day in `timeZone`, today and the six days before, oldest
 * first; a day without applications is there with 0 (generate_series). The window is one
 * range of job_applications_created_at_idx (index-only).
 */
export async function selectApplicationsByDay(
  db: Database,
  user: ScopedUser,
  timeZone: string,
): Promise<Dashboard['newJobApplicationsGroupedByDay']> {
  const window = lastCalendarDays(timeZone);
  const { rows } = await db.execute<Dashboard['newJobApplicationsGroupedByDay'][number]>(sql`
    select to_char(calendar.day, 'YYYY-MM-DD') as "day", coalesce(counted.count, 0)::int as "count"
    from (
      select ${window.today} - days_ago.n as day
      from generate_series(${chartDays - 1}::int, 0, -1) as days_ago(n)
    ) as calendar
    left join (
      select ${window.dateOf(jobApplications.createdAt)} as day, count(*) as count
      from ${jobApplications}
      where ${jobApplications.createdAt} >= ${window.start}
        and ${jobApplications.createdAt} < ${window.end}
        and ${recruitmentVisibleCondition(user, jobApplications.recruitmentId)}
      group by 1
    ) as counted on counted.day = calendar.day
    order by calendar.day`);
  return rows;
}

/**
 * All job applications by source: `applied` by referer (null: direct links), the other kinds
 * of people staff added each once (their referer is null); most first, then by kind and
 * referer with direct links first, as the recruitment's own chart orders them; at most the
 * contract's 1,000 entries. Reads job_applications_source_referer_idx (index-only).
 */
export async function selectApplicationsByReferer(
  db: Database,
  user: ScopedUser,
): Promise<Dashboard['jobApplicationsGroupedByReferer']> {
  const count = sql<number>`count(*)::int`.mapWith(Number);
  return db
    .select({
      source: sql<CandidateSource>`${jobApplications.source}`,
      referer: jobApplications.referer,
      count,
    })
    .from(jobApplications)
    .where(recruitmentVisibleCondition(user, jobApplications.recruitmentId))
    .groupBy(jobApplications.source, jobApplications.referer)
    .orderBy(desc(count), jobApplications.source, sql`${jobApplications.referer} asc nulls first`)
    .limit(maxReferers);
}

/**
 * Candidates who entered a recruitment (any recruitment) in the last 7 calendar days in
 * `timeZone`, by their current stage: live stages only, in stage order, stages without such
 * candidates left out. One range of recruitment_recruitees_created_at_stage_idx (index-only).
 */
export async function selectCandidatesByStage(
  db: Database,
  user: ScopedUser,
  timeZone: string,
): Promise<Dashboard['recruitmentRecruiteesGroupedByStage']> {
  const window = lastCalendarDays(timeZone);
  const count = sql<number>`count(*)::int`.mapWith(Number);
  return db
    .select({ recruitmentRecruiteeStageId: recruitmentStages.id, count })
    .from(recruitmentRecruitees)
    .innerJoin(recruitmentStages, eq(recruitmentStages.id, recruitmentRecruitees.stageId))
    .where(
      and(
        eq(recruitmentStages.isDeleted, false),
        gte(recruitmentRecruitees.createdAt, window.start),
        lt(recruitmentRecruitees.createdAt, window.end),
        recruitmentVisibleCondition(user, recruitmentRecruitees.recruitmentId),
      ),
    )
    .groupBy(recruitmentStages.id)
    .orderBy(asc(recruitmentStages.order), asc(recruitmentStages.id));
}
