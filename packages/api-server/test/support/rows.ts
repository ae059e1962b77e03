import type { Database } from '../../src/db/client.ts';
import { CONSENT_VERSIONS } from '../../src/db/consent-versions.ts';
import {
  jobApplications,
  recruitees,
  recruitments,
  recruitmentTeamMembers,
} from '../../src/db/schema/index.ts';

/*
 * Rows written directly, to set up a case (the services that write them have their own
 * tests). Each answers the new row's id; the features' fixtures choose the values.
 */

/** A recruitment, and its team: each of `teamIds` once in the team table. */
export async function insertRecruitmentRow(
  db: Database,
  { teamIds = [], ...values }: typeof recruitments.$inferInsert & { teamIds?: string[] },
): Promise<string> {
  const [row] = await db.insert(recruitments).values(values).returning({ id: recruitments.id });
  if (!row) throw new Error('recruitment not inserted');
  const members = [...new Set(teamIds)];
  if (members.length > 0) {
    await db
      .insert(recruitmentTeamMembers)
      .values(members.map((userId) => ({ recruitmentId: row.id, userId })));
  }
  return row.id;
}

export async function insertRecruiteeRow(
  db: Database,
  values: typeof recruitees.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(recruitees).values(values).returning({ id: recruitees.id });
  if (!row) throw new Error('recruitee not inserted');
  return row.id;
}

type ApplicationValues = typeof jobApplications.$inferInsert;

/** The consent version every seeded database has (the first one). */
export const seededConsentVersionId = CONSENT_VERSIONS[0]?.id ?? '';

/**
 * A job application; unless given, its questionnaire and answers are empty and the consent
 * (the first version) is as old as the application.
 */
export async function insertApplicationRow(
  db: Database,
  values: Omit<
    ApplicationValues,
    'questionnaireStructure' | 'answers' | 'consentedAt' | 'consentVersionId'
  > &
    Partial<ApplicationValues>,
): Promise<string> {
  const [row] = await db
    .insert(jobApplications)
    .values({
      questionnaireStructure: { elements: [] },
      answers: { additionalQuestionnaireAnswers: [] },
      consentedAt: values.createdAt ?? new Date(),
      consentVersionId: seededConsentVersionId,
      ...values,
    })
    .returning({ id: jobApplications.id });
  if (!row) throw new Error('job application not inserted');
  return row.id;
}
