import type { Schema } from '@ats/api-sdk';
import { and, eq } from 'drizzle-orm';
import { canSeeApplicationDetailsCondition } from '../access/application-access.ts';
import type { Database } from '../db/client.ts';
import { localizedPositionName } from '../db/position-name.ts';
import type { LanguageId } from '../db/reference-data.ts';
import { files, jobApplications, recruitees, recruitments } from '../db/schema/index.ts';
import { forbidden, notFound } from '../errors.ts';
import { submittedDetailsColumns } from '../submitted-details.ts';
import type { FilledQuestionnaireContent } from './filled-questionnaire.ts';

const position = localizedPositionName();

/** The resume file of an application, as far as merging it needs. */
export interface ResumeFile {
  id: string;
  storageKey: string;
  contentType: string;
}

export interface ApplicationForPdf {
  /** The candidate (whose access log records the read). */
  recruiteeId: string;
  form: FilledQuestionnaireContent;
  /** Null when the application has no resume file (any longer). */
  resume: ResumeFile | null;
}

/**
 * What the application's PDFs show, for a user who may see its details (the one rule of
 * application-access.ts): 404 for an unknown application, 403 without access. The details are
 * read with the rule in their WHERE clause too, so they never leave the database otherwise.
 */
export async function requireApplicationForPdf(
  db: Database,
  viewer: { userId: string; language: LanguageId },
  jobApplicationId: string,
): Promise<ApplicationForPdf> {
  const allowed = canSeeApplicationDetailsCondition(viewer.userId, jobApplications.recruitmentId);
  const [access] = await db
    .select({ allowed })
    .from(jobApplications)
    .where(eq(jobApplications.id, jobApplicationId))
    .limit(1);
  if (!access) throw notFound(`no job application ${jobApplicationId}`);
  if (access.allowed !== true) {
    throw forbidden(`user ${viewer.userId} may not see job application ${jobApplicationId}`);
  }

  const [row] = await db
    .select({
      recruiteeId: recruitees.id,
      // What THIS application submitted, not the candidate's current details.
      firstName: submittedDetailsColumns.firstName,
      lastName: submittedDetailsColumns.lastName,
      email: submittedDetailsColumns.email,
      phoneNumber: submittedDetailsColumns.phoneNumber,
      prefix: submittedDetailsColumns.prefix,
      positionName: position.name,
      recruitmentTitle: recruitments.title,
      applicationDate: jobApplications.createdAt,
      structure: jobApplications.questionnaireStructure,
      answers: jobApplications.answers,
      resumeId: files.id,
      resumeStorageKey: files.storageKey,
      resumeContentType: files.contentType,
    })
    .from(jobApplications)
    .innerJoin(recruitees, eq(recruitees.id, jobApplications.recruiteeId))
    .innerJoin(recruitments, eq(recruitments.id, jobApplications.recruitmentId))
    .leftJoin(position.requested, position.requestedOn(viewer.language))
    .leftJoin(position.english, position.englishOn)
    .leftJoin(files, eq(files.id, jobApplications.resumeFileId))
    .where(and(eq(jobApplications.id, jobApplicationId), allowed))
    .limit(1);
  // Deleted (or moved out of reach) between the two reads.
  if (!row) throw notFound(`job application ${jobApplicationId} is gone`);

  return {
    recruiteeId: row.recruiteeId,
    form: {
      language: viewer.language,
      candidate: {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phoneNumber: row.phoneNumber === '' ? null : row.phoneNumber,
        prefix: row.prefix,
      },
      positionName: row.positionName,
      recruitmentTitle: row.recruitmentTitle,
      applicationDate: row.applicationDate,
      // Stored as the contract's shapes when the application was recorded.
      structure: row.structure as Schema<'QuestionnaireStructure'>,
      answers: row.answers as Schema<'FilledQuestionnaireAnswers'>,
    },
    resume:
      row.resumeId && row.resumeStorageKey && row.resumeContentType
        ? { id: row.resumeId, storageKey: row.resumeStorageKey, contentType: row.resumeContentType }
        : null,
  };
}
