import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { CONSENT_VERSIONS, FUTURE_OPENINGS_CONSENT_MONTHS } from '../../db/consent-versions.ts';
import { below, literal, stableUuid, uniform } from './sql-random.ts';
import type { WordLists } from './words.ts';

const applicationNo = sql.raw('application.application_no');

/**
 * Whether staff added the application's candidate by hand (issue 29): one in twelve, as a
 * referral, sourced, from an agency, met at an event or otherwise; the rest applied through
 * the offer page. The activities use the same draw (CandidateAdded instead of "sent").
 */
export function addedByStaff(no: SQL): SQL {
  return sql`(${uniform('added-by-staff', no)} < 0.083)`;
}

/** The source of a hand-added candidate, by cumulative weights (referrals come first). */
const staffSources = [
  ['referral', 0.4],
  ['sourced', 0.75],
  ['agency', 0.85],
  ['event', 0.95],
  ['other', 1],
] as const;
const colleagues = [
  'Marta Zielińska',
  'Tomasz Lis',
  'Emma Clarke',
  'Piotr Dąbrowski',
  'Oliver Hughes',
  'Agata Wrona',
];
const agencies = ['Hays', 'Michael Page', 'Randstad', 'Antal', 'Grafton Recruitment'];

function pick(list: readonly string[], name: string, no: SQL): SQL {
  return sql`(array[${sql.join(
    list.map((item) => literal(item)),
    sql`, `,
  )}])[1 + ${below(list.length, name, no)}]`;
}

const staffSource = sql`(case ${sql.join(
  staffSources
    .slice(0, -1)
    .map(
      ([source, upTo]) =>
        sql`when ${uniform('staff-source', applicationNo)} < ${sql.raw(String(upTo))} then ${literal(source)}`,
    ),
  sql` `,
)} else 'other' end)`;

/** The application's resume: its file id and name. */
const resume = sql`cross join lateral (
    select ${stableUuid('file', applicationNo)} as file_id,
      'CV_' || candidate.first_ascii || '_' || candidate.last_ascii || '.pdf' as file_name
  ) as resume`;

/**
 * One resume file row per application, dated with it and owned by its candidate. Only the
 * rows: no bytes are stored, so downloading one answers 404 (the lists and profiles, which
 * the benchmark reads, only name the files).
 */
export async function insertResumeFiles(db: Database): Promise<void> {
  await db.execute(sql`insert into files
      (id, storage_key, content_type, size_bytes, original_name, created_at, recruitee_id)
    select resume.file_id, 'applications/' || resume.file_id, 'application/pdf',
      30000 + (abs(hashtext(resume.file_id::text)) % 170000), resume.file_name,
      application.created_at, candidate.id
    from scale_application as application
    join scale_candidate as candidate on candidate.candidate_no = application.candidate_no
    ${resume}`);
}

/**
 * The job applications with the questionnaire version each was sent on and its answers
 * (`answers`, see answers.ts), as the apply service records them: consent (the version in
 * effect) given when sent, three in ten also to be kept for future openings, no idempotency key.
 * The candidates staff added (addedByStaff) have what adding by hand writes instead: the
 * source and who added them, no answers, no consent, no referer.
 */
export async function insertJobApplications(
  db: Database,
  words: WordLists,
  answers: SQL,
): Promise<void> {
  const motivationList = sql`'motivation:' || recruitment.language`;
  const consentVersionId = CONSENT_VERSIONS.at(-1)?.id ?? '';
  const staff = addedByStaff(applicationNo);
  await db.execute(sql`insert into job_applications
      (id, recruitee_id, recruitment_id, created_at, referer, questionnaire_structure, answers,
       resume_file_id, idempotency_key, consented_at, consent_version_id,
       future_openings_consent_until, source, source_detail, added_by)
    select ${stableUuid('application', applicationNo)}, candidate.id, recruitment.id,
      application.created_at,
      case when not ${staff} then application.referer end,
      case when ${staff} then '{"elements":[]}'::jsonb else version.structure end,
      case when ${staff} then '{"additionalQuestionnaireAnswers":[]}'::jsonb else ${answers} end,
      resume.file_id, null,
      case when not ${staff} then application.created_at end,
      case when not ${staff} then ${consentVersionId}::uuid end,
      case when not ${staff} and ${applicationNo} % 10 < 3
        then application.created_at + make_interval(months => ${FUTURE_OPENINGS_CONSENT_MONTHS}::int)
      end,
      source.kind,
      case source.kind
        when 'referral' then ${pick(colleagues, 'referring-colleague', applicationNo)}
        when 'agency' then ${pick(agencies, 'agency', applicationNo)}
      end,
      case when ${staff} then adder.user_id end
    from scale_application as application
    join scale_candidate as candidate on candidate.candidate_no = application.candidate_no
    join scale_recruitment as recruitment on recruitment.no = application.recruitment_no
    join scale_actor as adder on adder.recruitment_no = recruitment.no and adder.slot = 1
    join questionnaire_versions as version
      on version.questionnaire_id = recruitment.questionnaire_id
      and version.version = recruitment.questionnaire_version
    cross join lateral (
      select case when ${staff} then ${staffSource} else 'applied' end as kind
    ) as source
    ${words.join('motivation', motivationList, words.index(motivationList, 'motivation', applicationNo))}
    ${resume}`);
}
