import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ScaleRecruitment } from './recruitments.ts';
import type { ScaleStaff } from './staff.ts';

/**
 * What the generating SQL needs to know of the recruitments that take applications, as
 * temporary tables (dropped at commit):
 * - scale_recruitment: one row per such recruitment (its window, language, questionnaire);
 * - scale_slot: each recruitment repeated by its weight, so that drawing a slot uniformly
 *   draws a recruitment by weight;
 * - scale_actor: who acts on its candidates (the team; the demo recruiter three times, as
 *   she is the busiest), numbered per recruitment;
 * - scale_reviewer: who may score its candidates (team and hiring manager).
 */
export async function createRecruitmentStaging(
  db: Database,
  list: readonly ScaleRecruitment[],
  staff: ScaleStaff,
): Promise<{ receiving: number; slots: number }> {
  const receiving = list.filter(
    (recruitment) => recruitment.applicationWindow && recruitment.questionnaire,
  );
  if (receiving.length === 0) throw new Error('No recruitment takes applications');

  await db.execute(sql`create temporary table scale_recruitment (
    no int primary key, id uuid not null, status int not null, language text not null,
    window_from timestamptz not null, window_to timestamptz not null, horizon timestamptz not null,
    questionnaire_id uuid not null, questionnaire_version int not null,
    answer_plan text not null, currency text, budget_min numeric not null,
    position_en text not null, position_pl text not null,
    skills text[] not null, fields text[] not null, actor_count int not null,
    application_weight int not null
  ) on commit drop`);
  await db.execute(sql`create temporary table scale_actor (
    recruitment_no int not null, slot int not null, user_id uuid not null, email text not null,
    primary key (recruitment_no, slot)
  ) on commit drop`);
  await db.execute(sql`create temporary table scale_reviewer (
    recruitment_no int not null, user_id uuid not null, is_recruiter boolean not null,
    primary key (recruitment_no, user_id)
  ) on commit drop`);

  const recruitmentRows: SQL[] = [];
  const actorRows: SQL[] = [];
  const reviewerRows: SQL[] = [];
  for (const recruitment of receiving) {
    const { applicationWindow: window, questionnaire } = recruitment;
    if (!window || !questionnaire) continue;
    const actors = recruitment.teamIds.flatMap((id) =>
      id === staff.recruiter ? [id, id, id] : [id],
    );
    const reviewers = [
      ...new Set([
        ...recruitment.teamIds,
        ...(recruitment.hiringManagerId ? [recruitment.hiringManagerId] : []),
      ]),
    ];
    recruitmentRows.push(sql`(
      ${recruitment.no}::int, ${recruitment.id}::uuid, ${recruitment.status}::int,
      ${recruitment.language}::text,
      ${window.from.toISOString()}::timestamptz, ${window.to.toISOString()}::timestamptz,
      ${recruitment.horizon.toISOString()}::timestamptz,
      ${questionnaire.id}::uuid, ${questionnaire.version}::int,
      ${answerPlanKey(questionnaire)}::text, ${recruitment.currencyId}::text,
      ${recruitment.budgetMin}::numeric,
      ${recruitment.position?.names.en ?? ''}::text, ${recruitment.position?.names.pl ?? ''}::text,
      ${textArray(recruitment.keywords)}, ${textArray(recruitment.profile.fields[recruitment.language])},
      ${actors.length}::int, ${Math.max(1, recruitment.applicationWeight)}::int
    )`);
    actors.forEach((userId, index) => {
      actorRows.push(
        sql`(${recruitment.no}::int, ${index + 1}::int, ${userId}::uuid, ${staff.emails.get(userId) ?? ''}::text)`,
      );
    });
    for (const userId of reviewers) {
      reviewerRows.push(
        sql`(${recruitment.no}::int, ${userId}::uuid, ${userId === staff.recruiter}::boolean)`,
      );
    }
  }
  await insertValues(db, 'scale_recruitment', recruitmentRows, 200);
  await db.execute(sql`create temporary table scale_slot on commit drop as
    select row_number() over (order by recruitment.no, copy)::int as slot,
      recruitment.no as recruitment_no
    from scale_recruitment as recruitment, generate_series(1, recruitment.application_weight) as copy`);
  await db.execute(sql`alter table scale_slot add primary key (slot)`);
  await insertValues(db, 'scale_actor', actorRows, 1000);
  await insertValues(db, 'scale_reviewer', reviewerRows, 1000);
  for (const table of ['scale_recruitment', 'scale_slot', 'scale_actor', 'scale_reviewer']) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
  const [slots] = (
    await db.execute<{ count: number }>(sql`select count(*)::int as count from scale_slot`)
  ).rows;
  return { receiving: receiving.length, slots: Number(slots?.count ?? 0) };
}

/** The key of a questionnaire version in the answer plans ('<id>:<version>'). */
export function answerPlanKey(questionnaire: { id: string; version: number }): string {
  return `${questionnaire.id}:${questionnaire.version}`;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`;
}

async function insertValues(db: Database, table: string, rows: readonly SQL[], batch: number) {
  for (let start = 0; start < rows.length; start += batch) {
    await db.execute(
      sql`insert into ${sql.identifier(table)} values ${sql.join(rows.slice(start, start + batch), sql`, `)}`,
    );
  }
}
