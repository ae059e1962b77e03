import { RecruitmentStatus } from '@ats/api-sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { StageSet } from '../shared/stages.ts';
import { below, literal, stableUuid, uniform } from './sql-random.ts';
import type { WordLists } from './words.ts';

/**
 * Where each candidate stands in each recruitment, and why: the stages they went through
 * (each a "stage changed" activity), how many other staff activities they got, and who
 * scored them. Computed into temporary tables first, because recruitment_recruitees must
 * exist before the activities and scores that reference it, yet its stage is the last
 * stage change's.
 */

function uuidArray(ids: readonly (string | null)[]): SQL {
  const present = ids.filter((id): id is string => id !== null);
  return sql`(${literal(`{${present.join(',')}}`)}::uuid[])`;
}

const pairNo = sql.raw('pair_no');

/**
 * When the `step`-th of a pair's `stage_changes` stage changes happened: spread evenly over
 * the time between the first application and the recruitment's horizon, a little jittered
 * (never out of order). Reads `started_at`, `horizon`, `stage_changes`, `pair_no`.
 */
export function stageChangeTime(step: SQL): SQL {
  return sql`(started_at + (horizon - started_at)
    * ((${step} + 0.3 * (${uniform('stage-time', pairNo, step)} - 0.5)) / (stage_changes + 1)))`;
}

/**
 * scale_pair (temporary): one row per candidate in a recruitment, with the outcome drawn as
 * the demo does (closed recruitments: mostly rejected, some hired; open ones: many still new
 * or in progress), the stages of its path (`path`), how many of them were reached by the
 * horizon (a step takes a day and a half at least), the stage it ends in and when.
 */
export async function createPairStaging(db: Database, stages: StageSet): Promise<void> {
  const customCount = sql.raw(String(stages.custom.length));
  const rejectedCustomCount = sql.raw(String(stages.rejectedCustom.length));
  const u = (name: string) => uniform(name, pairNo);
  const rejection = stages.rejectedApplication
    ? sql`case when (reached = 0 and ${u('rejected-application')} < 0.7) or ${rejectedCustomCount} = 0
          then ${uuidArray([stages.rejectedApplication])}
          else ${rejectedChoice(stages, u)} end`
    : rejectedChoice(stages, u);
  await db.execute(sql`create temporary table scale_pair on commit drop as
    select planned.*,
      case when stage_changes = 0 then ${stages.newStage}::uuid else path[stage_changes] end
        as stage_id,
      case when stage_changes = 0 then started_at else ${stageChangeTime(sql.raw('stage_changes'))} end
        as last_change_at
    from (
      select decided.*,
        least(cardinality(path), floor(span_days / 1.5)::int) as stage_changes
      from (
        select reached_depth.*,
          case outcome
            when 'progress' then ${uuidArray(stages.custom)}[1:depth]
            when 'hired' then ${uuidArray(stages.custom)} || ${uuidArray([stages.hired])}
            when 'rejected' then ${uuidArray(stages.custom)}[1:reached] || ${rejection}
            else '{}'::uuid[]
          end as path
        from (
          select drawn.*,
            case when ${u('reached')} < 0.55 then greatest(0, depth - 1) else 0 end as reached
          from (
            select timed.*,
              case
                when status = ${sql.raw(String(RecruitmentStatus.Closed))} then case
                  when ${u('outcome')} < 0.04 then 'new'
                  when ${u('outcome')} < 0.18 then 'progress'
                  when ${u('outcome')} < 0.34 then 'hired'
                  else 'rejected' end
                when span_days < 2 then case
                  when ${u('outcome')} < 0.85 then 'new' else 'rejected' end
                else case
                  when ${u('outcome')} < 0.28 then 'new'
                  when ${u('outcome')} < 0.72 then 'progress'
                  when ${u('outcome')} < 0.76 and span_days > 14 then 'hired'
                  else 'rejected' end
              end as outcome,
              -- Deeper stages are reached less often (depth d of n weighs n - d + 1).
              least(${customCount}, 1 + floor(${customCount} * (1 - sqrt(${u('depth')})))::int) as depth
            from (
              select grouped.*, recruitment.status, recruitment.horizon,
                extract(epoch from recruitment.horizon - grouped.started_at) / 86400 as span_days
              from (
                select row_number() over (order by min(created_at), recruitment_no, candidate_no)::int
                    as pair_no,
                  recruitment_no, candidate_no,
                  min(created_at) as started_at,
                  (array_agg(application_no order by created_at, application_no))[1]
                    as first_application_no,
                  (array_agg(application_no order by created_at desc, application_no desc))[1]
                    as newest_application_no,
                  max(created_at) as newest_at
                from scale_application
                group by recruitment_no, candidate_no
              ) as grouped
              join scale_recruitment as recruitment on recruitment.no = grouped.recruitment_no
            ) as timed
          ) as drawn
        ) as reached_depth
      ) as decided
    ) as planned
    order by pair_no`);
  await db.execute(sql`alter table scale_pair add primary key (pair_no)`);
  await db.execute(sql`analyze scale_pair`);
}

/** "Rejected by us" four times as often as any other RejectedCustom stage. */
function rejectedChoice(stages: StageSet, u: (name: string) => SQL): SQL {
  const [first, ...others] = stages.rejectedCustom;
  if (!first) return sql`'{}'::uuid[]`;
  if (others.length === 0) return uuidArray([first]);
  return sql`case when ${u('rejected-custom')} < ${sql.raw(String(4 / (4 + others.length)))} then ${uuidArray([first])}
    else array[(${uuidArray(others)})[1 + ${below(others.length, 'rejected-other', pairNo)}]] end`;
}

/**
 * scale_extra (temporary): how many further staff activities (calls, notes, messages,
 * meetings) each pair gets, `total` in all, shared in proportion to 1 + 2 x its stage
 * changes (a candidate far in the process was talked about more). Integer shares of a
 * running sum, so that the total is exact.
 */
export async function createExtraActivityStaging(db: Database, total: number): Promise<void> {
  await db.execute(sql`create temporary table scale_extra on commit drop as
    select pair_no,
      ((${total}::bigint * cumulative) / whole - (${total}::bigint * (cumulative - weight)) / whole)::int
        as extra_count
    from (
      select pair_no, weight,
        sum(weight) over (order by pair_no) as cumulative,
        sum(weight) over () as whole
      from (select pair_no, 1 + 2 * stage_changes as weight from scale_pair) as weighted
    ) as shares`);
  await db.execute(sql`alter table scale_extra add primary key (pair_no)`);
  await db.execute(sql`analyze scale_extra`);
}

/**
 * scale_score (temporary): exactly `total` scores, each by a reviewer of the recruitment (a
 * team member or its hiring manager) once per candidate: of every (candidate, reviewer),
 * those past the New stage first, the demo recruiter a little more often, the rest by
 * chance. Scores follow the outcome (hired 4-5, rejected 1-3); two in three carry one of the
 * demo's comments; each is given after the first stage change.
 */
export async function createScoreStaging(
  db: Database,
  words: WordLists,
  total: number,
): Promise<void> {
  const scoreNo = sql.raw('picked.score_no');
  const score = sql.raw('picked.score');
  const commentList = sql`'score-comment:' || ${score}`;
  await db.execute(sql`create temporary table scale_score on commit drop as
    select picked.*,
      case when ${uniform('comment-given', scoreNo)} < 0.65 then comment.word else '' end as comment
    from (
      select ranked.*,
        case pair.outcome
          when 'hired' then 4 + ${below(2, 'score', sql.raw('ranked.score_no'))}
          when 'rejected' then 1 + ${below(3, 'score', sql.raw('ranked.score_no'))}
          else 2 + ${below(4, 'score', sql.raw('ranked.score_no'))}
        end as score,
        pair.started_at + (
          (case when pair.stage_changes > 0 then pair.last_change_at else pair.horizon end)
          - pair.started_at
        ) * (0.3 + 0.7 * ${uniform('score-time', sql.raw('ranked.score_no'))}) as scored_at,
        pair.recruitment_no, pair.candidate_no
      from (
        select row_number() over (order by priority, pair_no, user_id)::int as score_no,
          pair_no, user_id
        from (
          select pair.pair_no, reviewer.user_id,
            ${uniform('score-pick', sql.raw('pair.pair_no'), sql.raw('reviewer.user_id'))}
              - case when pair.stage_changes > 0 then 1 else 0 end
              - case when reviewer.is_recruiter then 0.3 else 0 end as priority
          from scale_pair as pair
          join scale_reviewer as reviewer on reviewer.recruitment_no = pair.recruitment_no
          order by priority, pair.pair_no, reviewer.user_id
          limit ${total}::int
        ) as candidates
      ) as ranked
      join scale_pair as pair on pair.pair_no = ranked.pair_no
    ) as picked
    ${words.join('comment', commentList, words.index(commentList, 'comment', scoreNo))}`);
  await db.execute(sql`alter table scale_score add primary key (score_no)`);
  await db.execute(sql`create index on scale_score (pair_no)`);
  await db.execute(sql`analyze scale_score`);
}

/**
 * Candidates in recruitments: their last stage, untouched ones still marked new, and their
 * newest application there as the triggers keep it (read from job_applications in the same
 * statement: the caller turns the triggers off, which would look it up row by row).
 */
export async function insertRecruitmentRecruitees(db: Database): Promise<void> {
  await db.execute(sql`insert into recruitment_recruitees
      (recruitment_id, recruitee_id, stage_id, is_new, created_at, stage_changed_at,
        newest_application_id, newest_application_at)
    select pair_row.*, newest.id, newest.created_at
    from (
      select recruitment.id as recruitment_id,
        ${stableUuid('recruitee', sql.raw('pair.candidate_no'))} as recruitee_id, pair.stage_id,
        pair.stage_changes = 0 and extra.extra_count = 0
          and not exists (select 1 from scale_score as score where score.pair_no = pair.pair_no),
        pair.started_at, pair.last_change_at
      from scale_pair as pair
      join scale_extra as extra on extra.pair_no = pair.pair_no
      join scale_recruitment as recruitment on recruitment.no = pair.recruitment_no
    ) as pair_row
    left join (
      select distinct on (recruitment_id, recruitee_id) recruitment_id, recruitee_id, id, created_at
      from job_applications
      order by recruitment_id, recruitee_id, created_at desc, id desc
    ) as newest using (recruitment_id, recruitee_id)`);
}

export async function insertScores(db: Database): Promise<void> {
  await db.execute(sql`insert into scores
      (id, recruitment_id, recruitee_id, user_id, score, comment, scoring_time)
    select ${stableUuid('score', sql.raw('score.score_no'))}, recruitment.id,
      ${stableUuid('recruitee', sql.raw('score.candidate_no'))}, score.user_id, score.score,
      score.comment, score.scored_at
    from scale_score as score
    join scale_recruitment as recruitment on recruitment.no = score.recruitment_no`);
}
