import { ActivityType } from '@ats/api-sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addedByStaff } from './applications.ts';
import { stageChangeTime } from './pipeline.ts';
import { below, isoTimestamp, stableUuid, uniform } from './sql-random.ts';
import type { WordLists } from './words.ts';

/*
 * The activity timelines, four kinds of rows in four statements: "application sent" for
 * every application (or "candidate added" for those staff added), a stage change for every stage a candidate passed, one "score
 * changed" per score, and the other staff activities (calls, notes, messages, meetings).
 * Every activity names the candidate's application that was newest at its moment, as the
 * server's own recordActivity does; staff activities are by the recruitment's team.
 */

const type = (value: number) => sql.raw(String(value));

/** The id of the application of `pair` (a scale_pair row) that was newest at `moment`. */
function applicationAt(moment: SQL, pair = sql.raw('pair')): SQL {
  return stableUuid(
    'application',
    sql`case when ${moment} >= ${pair}.newest_at then ${pair}.newest_application_no
      else ${pair}.first_application_no end`,
  );
}

/** A team member of `recruitment`, drawn for the row (joins scale_actor as `actor`). */
function joinActor(...parts: SQL[]): SQL {
  return sql`join scale_actor as actor on actor.recruitment_no = recruitment.no
    and actor.slot = 1 + ${below(sql.raw('recruitment.actor_count'), 'actor', ...parts)}`;
}

const columns = sql`(id, activity_type, recruitee_id, recruitment_id, user_id,
  creation_timestamp, activity_time, data)`;

/** "Application sent" for each application, or "Candidate added" by whom staff added. */
export async function insertApplicationSentActivities(db: Database): Promise<void> {
  const applicationNo = sql.raw('application.application_no');
  const staff = addedByStaff(applicationNo);
  await db.execute(sql`insert into activities ${columns}
    select ${stableUuid('activity-sent', applicationNo)},
      case when ${staff} then ${type(ActivityType.CandidateAdded)}
        else ${type(ActivityType.JobApplicationSent)} end,
      ${stableUuid('recruitee', sql.raw('application.candidate_no'))}, recruitment.id,
      case when ${staff} then adder.user_id end,
      application.created_at, application.created_at,
      jsonb_build_object('jobApplicationId', ${stableUuid('application', applicationNo)})
    from scale_application as application
    join scale_recruitment as recruitment on recruitment.no = application.recruitment_no
    join scale_actor as adder on adder.recruitment_no = recruitment.no and adder.slot = 1`);
}

export async function insertStageChangeActivities(db: Database): Promise<void> {
  const step = sql.raw('step');
  await db.execute(sql`insert into activities ${columns}
    select ${stableUuid('activity-stage', sql.raw('pair.pair_no'), step)},
      ${type(ActivityType.StageChanged)},
      ${stableUuid('recruitee', sql.raw('pair.candidate_no'))}, recruitment.id, actor.user_id,
      changed.at, changed.at,
      jsonb_build_object('jobApplicationId', ${applicationAt(sql.raw('changed.at'))},
        'newStageId', pair.path[step])
    from scale_pair as pair
    cross join generate_series(1, pair.stage_changes) as step
    cross join lateral (select ${stageChangeTime(step)} as at) as changed
    join scale_recruitment as recruitment on recruitment.no = pair.recruitment_no
    ${joinActor(sql.raw('pair.pair_no'), step)}`);
}

export async function insertScoreActivities(db: Database): Promise<void> {
  await db.execute(sql`insert into activities ${columns}
    select ${stableUuid('activity-score', sql.raw('score.score_no'))},
      ${type(ActivityType.ScoreChanged)},
      ${stableUuid('recruitee', sql.raw('score.candidate_no'))}, recruitment.id, score.user_id,
      score.scored_at, score.scored_at,
      jsonb_build_object('jobApplicationId', ${applicationAt(sql.raw('score.scored_at'))},
        'newScore', score.score, 'comment', score.comment)
    from scale_score as score
    join scale_pair as pair on pair.pair_no = score.pair_no
    join scale_recruitment as recruitment on recruitment.no = score.recruitment_no`);
}

/**
 * Calls (30%), notes (30%), messages (25%) and meetings (15%), at moments between the
 * first application and the last stage change (or the horizon, for a candidate never
 * moved), with the demo's texts in the recruitment's language. A meeting invites the
 * candidate and the staff member, on a working day two to six days later.
 */
export async function insertOtherStaffActivities(db: Database, words: WordLists): Promise<void> {
  const pairNo = sql.raw('drawn.pair_no');
  const item = sql.raw('drawn.item');
  const u = (name: string) => uniform(name, pairNo, item);
  const kind = sql.raw('drawn.activity_type');
  const textList = sql`(case ${kind}
      when ${type(ActivityType.PhoneCallPerformed)} then 'call:'
      when ${type(ActivityType.NoteAdded)} then 'note:'
      when ${type(ActivityType.MessageSent)} then 'message:'
      else 'meeting:' end) || recruitment.language`;
  const meetingAt = sql`(date_trunc('day', drawn.at) + make_interval(
      days => 2 + ${below(5, 'meeting-day', pairNo, item)},
      hours => 8 + ${below(8, 'meeting-hour', pairNo, item)},
      mins => 30 * ${below(2, 'meeting-minute', pairNo, item)}))`;
  const greeting = sql`case when recruitment.language = 'pl'
      then 'Dzień dobry ' || candidate.first_name || ', zapraszamy na rozmowę. Do zobaczenia!'
      else 'Hi ' || candidate.first_name || ', we would like to invite you to an interview. See you soon!'
    end`;
  // As the editor stores rich text: a ProseMirror document with one paragraph.
  const richGreeting = sql`'{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":'
    || to_json(${greeting})::text || '}]}]}'`;
  const data = sql`case ${kind}
      when ${type(ActivityType.PhoneCallPerformed)} then jsonb_build_object(
        'callType', case when ${u('call-type')} < 0.8 then 1 else 0 end,
        'description', text.word)
      when ${type(ActivityType.MeetingScheduled)} then jsonb_build_object(
        'meetingName', text.word,
        'invitedPeople', jsonb_build_array(candidate.email, actor.email),
        'meetingDateTime', ${isoTimestamp(meetingAt)},
        'timeZoneId', zone.word,
        'durationInMinutes', (array[30, 30, 60, 60, 60, 60, 60, 120, 120, 180])[1 + ${below(10, 'meeting-length', pairNo, item)}],
        'messageContent', case when ${u('meeting-message')} < 0.8 then ${richGreeting} end)
      else jsonb_build_object('text', text.word)
    end`;
  const activityTime = sql`case ${kind}
      when ${type(ActivityType.PhoneCallPerformed)} then drawn.at - interval '25 minutes'
      when ${type(ActivityType.MeetingScheduled)} then ${meetingAt}
      else drawn.at end`;
  const innerPair = sql.raw('pair.pair_no');
  const innerItem = sql.raw('item');
  await db.execute(sql`insert into activities ${columns}
    select ${stableUuid('activity-other', pairNo, item)}, drawn.activity_type,
      candidate.id, recruitment.id, actor.user_id, drawn.at, ${activityTime},
      jsonb_build_object('jobApplicationId', ${applicationAt(sql.raw('drawn.at'), sql.raw('drawn'))})
        || ${data}
    from (
      select pair.*, item,
        case
          when ${uniform('activity-type', innerPair, innerItem)} < 0.30 then ${type(ActivityType.PhoneCallPerformed)}
          when ${uniform('activity-type', innerPair, innerItem)} < 0.60 then ${type(ActivityType.NoteAdded)}
          when ${uniform('activity-type', innerPair, innerItem)} < 0.85 then ${type(ActivityType.MessageSent)}
          else ${type(ActivityType.MeetingScheduled)}
        end as activity_type,
        pair.started_at + (
          (case when pair.stage_changes > 0 then pair.last_change_at else pair.horizon end)
          - pair.started_at
        ) * ${uniform('activity-time', innerPair, innerItem)} as at
      from scale_pair as pair
      join scale_extra as extra on extra.pair_no = pair.pair_no
      cross join generate_series(1, extra.extra_count) as item
    ) as drawn
    join scale_recruitment as recruitment on recruitment.no = drawn.recruitment_no
    join scale_candidate as candidate on candidate.candidate_no = drawn.candidate_no
    ${joinActor(pairNo, item)}
    ${words.join('text', textList, words.index(textList, 'text', pairNo, item))}
    ${words.join('zone', 'time-zone', words.index('time-zone', 'time-zone', pairNo, item))}`);
}
