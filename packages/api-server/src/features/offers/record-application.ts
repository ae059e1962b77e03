import { ActivityType, RecruitmentStatus, type Schema, StageType } from '@ats/api-sdk';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  activities,
  files,
  jobApplications,
  questionnaireVersions,
  recruitees,
  recruitmentRecruitees,
  recruitmentStages,
  recruitments,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { idempotencyKeyReused, notFound } from '../../errors.ts';
import { futureOpeningsConsentUntil, requireCurrentConsentVersion } from '../privacy/index.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import { checkApplicationData } from './application-data.ts';
import { applicationAnswers, type JobApplicationData, storedReferer } from './application-rules.ts';
import type { StoredApplicationFile } from './store-application-file.ts';

export {
  type ApplicationFileUpload,
  discardStoredFiles,
  type StoredApplicationFile,
  storeApplicationFile,
} from './store-application-file.ts';

export interface RecordApplicationInput {
  recruitmentId: string;
  application: JobApplicationData;
  /** The application's files, already in the storage (storeApplicationFile). */
  files: readonly StoredApplicationFile[];
  /** The client's Idempotency-Key; null when there is none (the demo loader). */
  idempotencyKey: string | null;
  /** What the key sent (ReceivedApplication.fingerprint); null without a key. */
  idempotencyFingerprint: string | null;
  /** When the application arrived: its date, the consents' and the activity's. */
  receivedAt: Date;
}

export interface RecordedApplication {
  jobApplicationId: string;
  recruiteeId: string;
  /** False when the idempotency key had already recorded this application: nothing was added. */
  created: boolean;
}

/** The application an Idempotency-Key recorded, with what the key sent then. */
export interface KeyedApplication extends RecordedApplication {
  /** Null for an application recorded before fingerprints, or erased since. */
  idempotencyFingerprint: string | null;
  /** The questionnaire the application answered (a retry's files are checked against it). */
  questionnaireStructure: Schema<'QuestionnaireStructure'>;
}

const idempotencyKeyIndex = 'job_applications_idempotency_key_key';

/**
 * Records an application in ONE transaction: the candidate (matched by e-mail,
 * case-insensitively; created from this application's details when new, left as they are
 * otherwise: anyone may apply with any e-mail, so only staff change a candidate's details,
 * see submitted-details.ts), the files' rows, the job application with every answer and the
 * personal data it submitted, the candidate's place in the recruitment's
 * New stage (kept where it is when already there) and the "job application sent" activity.
 * The recruitment must be open (404) and the application must follow the contract and the
 * questionnaire's rules (400). A key that already recorded an application answers that one
 * when it sent the same data (sameApplication), and is refused (422) when it did not.
 * It never touches the storage: on failure, or when `created` is false, the caller discards
 * the files it stored (discardStoredFiles).
 */
export async function recordApplication(
  db: Database,
  input: RecordApplicationInput,
): Promise<RecordedApplication> {
  const application = checkApplicationData(input.application);
  const { idempotencyKey } = input;
  try {
    return await db.transaction(async (tx) => {
      const earlier = idempotencyKey ? await applicationByKey(tx, idempotencyKey) : null;
      if (earlier) return sameApplication(earlier, input.idempotencyFingerprint);

      const structure = await lockOpenRecruitment(tx, input.recruitmentId);
      const consentVersionId = await requireCurrentConsentVersion(tx, application.consentVersionId);
      const answers = applicationAnswers(structure, application, input.files);
      const stageId = await newStageId(tx);
      const details = submittedDetails(application.personalData);
      const recruitee = await findOrCreateRecruitee(tx, details, input.receivedAt);
      const { recruiteeId } = recruitee;

      if (input.files.length > 0) {
        await tx.insert(files).values(
          input.files.map((file) => ({
            id: file.fileId,
            storageKey: file.storageKey,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            originalName: file.originalName,
            createdAt: input.receivedAt,
            recruiteeId,
            contentSha256: file.sha256,
          })),
        );
      }
      const photoFileId = input.files.find((file) => file.kind === 'Photo')?.fileId ?? null;

      const [inserted] = await tx
        .insert(jobApplications)
        .values({
          recruiteeId,
          recruitmentId: input.recruitmentId,
          createdAt: input.receivedAt,
          consentedAt: input.receivedAt,
          consentVersionId,
          futureOpeningsConsentUntil: application.futureOpeningsConsent
            ? futureOpeningsConsentUntil(input.receivedAt)
            : null,
          referer: storedReferer(application.referer),
          questionnaireStructure: structure,
          answers: { additionalQuestionnaireAnswers: answers },
          resumeFileId: input.files.find((file) => file.kind === 'Resume')?.fileId ?? null,
          idempotencyKey,
          idempotencyFingerprint: idempotencyKey ? input.idempotencyFingerprint : null,
          ...details,
          photoFileId,
        })
        .returning({ id: jobApplications.id });
      if (!inserted) throw new Error('the job application was not inserted');
      if (recruitee.created) {
        // A new candidate's details are this application's.
        await tx
          .update(recruitees)
          .set({ photoFileId, detailsApplicationId: inserted.id })
          .where(eq(recruitees.id, recruiteeId));
      }

      // A candidate already in this recruitment stays in their stage.
      await tx
        .insert(recruitmentRecruitees)
        .values({
          recruitmentId: input.recruitmentId,
          recruiteeId,
          stageId,
          createdAt: input.receivedAt,
          stageChangedAt: input.receivedAt,
        })
        .onConflictDoNothing();
      await tx.insert(activities).values({
        activityType: ActivityType.JobApplicationSent,
        recruiteeId,
        recruitmentId: input.recruitmentId,
        userId: null,
        creationTimestamp: input.receivedAt,
        activityTime: input.receivedAt,
        data: { jobApplicationId: inserted.id },
      });
      await recordWebhookEvent(tx, {
        type: 'application.received',
        recruiteeId,
        data: {
          jobApplicationId: inserted.id,
          recruiteeId,
          recruitmentId: input.recruitmentId,
          receivedAt: new Date(input.receivedAt).toISOString(),
        },
      });
      return { jobApplicationId: inserted.id, recruiteeId, created: true };
    });
  } catch (error) {
    // Two requests with one key at once: the unique index lets one in; the other answers it.
    if (idempotencyKey && isUniqueViolation(error, idempotencyKeyIndex)) {
      const winner = await applicationByKey(db, idempotencyKey);
      if (winner) return sameApplication(winner, input.idempotencyFingerprint);
    }
    throw error;
  }
}

/** The application an Idempotency-Key recorded, or null. */
export async function applicationByKey(
  db: Database,
  idempotencyKey: string,
): Promise<KeyedApplication | null> {
  const [row] = await db
    .select({
      jobApplicationId: jobApplications.id,
      recruiteeId: jobApplications.recruiteeId,
      idempotencyFingerprint: jobApplications.idempotencyFingerprint,
      questionnaireStructure: jobApplications.questionnaireStructure,
    })
    .from(jobApplications)
    .where(eq(jobApplications.idempotencyKey, idempotencyKey));
  if (!row) return null;
  return {
    ...row,
    // Stored through the contract's validation when the questionnaire was saved.
    questionnaireStructure: row.questionnaireStructure as Schema<'QuestionnaireStructure'>,
    created: false,
  };
}

/**
 * The earlier application of a repeated key, when the key sent the same data again (a retry);
 * 422 when it sent other data, which would otherwise be dropped without a word. An earlier
 * application without a fingerprint (older, or erased) is answered as before.
 */
export function sameApplication(
  earlier: KeyedApplication,
  fingerprint: string | null,
): RecordedApplication {
  if (earlier.idempotencyFingerprint !== null && earlier.idempotencyFingerprint !== fingerprint) {
    throw idempotencyKeyReused(`idempotency key of application ${earlier.jobApplicationId}`);
  }
  return {
    jobApplicationId: earlier.jobApplicationId,
    recruiteeId: earlier.recruiteeId,
    created: false,
  };
}

/**
 * The structure of the questionnaire version the open recruitment's candidates fill. The
 * row is share-locked, so the recruitment cannot be closed while the application is written;
 * 404 when it is not open.
 */
async function lockOpenRecruitment(tx: Database, recruitmentId: string) {
  const [row] = await tx
    .select({ status: recruitments.status, structure: questionnaireVersions.structure })
    .from(recruitments)
    .innerJoin(
      questionnaireVersions,
      and(
        eq(questionnaireVersions.questionnaireId, recruitments.questionnaireId),
        eq(questionnaireVersions.version, recruitments.questionnaireVersion),
      ),
    )
    .where(eq(recruitments.id, recruitmentId))
    .for('share', { of: recruitments });
  if (!row || row.status !== RecruitmentStatus.Open) {
    throw notFound(`recruitment ${recruitmentId} takes no applications`);
  }
  // Stored through the contract's validation when the questionnaire was saved.
  return row.structure as Schema<'QuestionnaireStructure'>;
}

/** The live stage of type New (the reference data always has one). */
async function newStageId(tx: Database): Promise<string> {
  const [stage] = await tx
    .select({ id: recruitmentStages.id })
    .from(recruitmentStages)
    .where(
      and(eq(recruitmentStages.stageType, StageType.New), eq(recruitmentStages.isDeleted, false)),
    )
    .orderBy(asc(recruitmentStages.order))
    .limit(1);
  if (!stage) throw new Error('no live stage of type New');
  return stage.id;
}

/** The personal data an application submitted, trimmed, as both tables store it. */
function submittedDetails(personalData: JobApplicationData['personalData']) {
  return {
    firstName: personalData.firstName.trim(),
    lastName: personalData.lastName.trim(),
    email: personalData.email.trim(),
    phoneNumber: personalData.phoneNumber?.trim() ?? '',
    prefix: personalData.prefix,
  };
}

/**
 * The recruitee with this e-mail (any case), or a new one made of these details: one insert
 * on the unique index over lower(email), so two applications of one person at once cannot
 * make two recruitees. An existing recruitee is only locked (an erasure waits, or goes
 * first), never changed: its details change only by staff.
 */
async function findOrCreateRecruitee(
  tx: Database,
  details: ReturnType<typeof submittedDetails>,
  receivedAt: Date,
): Promise<{ recruiteeId: string; created: boolean }> {
  // An erasure may free the e-mail between the two statements: then the insert is tried again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into ${recruitees} (first_name, last_name, email, phone_number, prefix, created_at)
      values (
        ${details.firstName},
        ${details.lastName},
        ${details.email},
        ${details.phoneNumber},
        ${details.prefix},
        ${receivedAt.toISOString()}::timestamptz
      )
      on conflict ((lower(email))) do nothing
      returning id`);
    const [created] = inserted.rows;
    if (created) return { recruiteeId: created.id, created: true };
    const [existing] = await tx
      .select({ id: recruitees.id })
      .from(recruitees)
      .where(sql`lower(${recruitees.email}) = lower(${details.email})`)
      .for('update');
    if (existing) return { recruiteeId: existing.id, created: false };
  }
  throw new Error('the recruitee was neither found nor stored');
}
