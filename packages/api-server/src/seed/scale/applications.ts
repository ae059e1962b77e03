import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { CONSENT_VERSIONS, FUTURE_OPENINGS_CONSENT_MONTHS } from '../../db/consent-versions.ts';
import { stableUuid } from './sql-random.ts';
import type { WordLists } from './words.ts';

const applicationNo = sql.raw('application.application_no');

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
 */
export async function insertJobApplications(
  db: Database,
  words: WordLists,
  answers: SQL,
): Promise<void> {
  const motivationList = sql`'motivation:' || recruitment.language`;
  const consentVersionId = CONSENT_VERSIONS.at(-1)?.id ?? '';
  await db.execute(sql`insert into job_applications
      (id, recruitee_id, recruitment_id, created_at, referer, questionnaire_structure, answers,
       resume_file_id, idempotency_key, consented_at, consent_version_id,
       future_openings_consent_until)
    select ${stableUuid('application', applicationNo)}, candidate.id, recruitment.id,
      application.created_at, application.referer, version.structure, ${answers},
      resume.file_id, null, application.created_at, ${consentVersionId}::uuid,
      case when ${applicationNo} % 10 < 3
        then application.created_at + make_interval(months => ${FUTURE_OPENINGS_CONSENT_MONTHS}::int)
      end
    from scale_application as application
    join scale_candidate as candidate on candidate.candidate_no = application.candidate_no
    join scale_recruitment as recruitment on recruitment.no = application.recruitment_no
    join questionnaire_versions as version
      on version.questionnaire_id = recruitment.questionnaire_id
      and version.version = recruitment.questionnaire_version
    ${words.join('motivation', motivationList, words.index(motivationList, 'motivation', applicationNo))}
    ${resume}`);
}
