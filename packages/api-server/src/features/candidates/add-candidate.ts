import { ActivityType, RecruitmentStatus, StageType } from '@ats/api-sdk';
import { type CandidateSource, sourceTakesDetail } from '@ats/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  files,
  jobApplications,
  recruitees,
  recruitmentRecruitees,
  recruitmentStages,
  recruitments,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { recordActivity } from '../activities/index.ts';
import type { StoredApplicationFile } from '../offers/index.ts';

/**
 * The person staff add (by hand or by an import), trimmed by the caller as the contract's
 * forms send it. The e-mail is the candidate's key (one candidate per address, any case).
 */
export interface NewCandidateDetails {
  firstName: string;
  lastName: string;
  email: string;
  /** '' when none was given, as recruitees store it. */
  phoneNumber: string;
}

/** Where and how staff place a person in a recruitment. */
export interface CandidatePlacement {
  recruitmentId: string;
  /** A live stage; null places the person in the first live stage of type New. */
  stageId: string | null;
  source: CandidateSource;
  /** The referring colleague or the agency; ignored (stored as null) for other sources. */
  sourceDetail: string | null;
  /** A resume already in the storage (storeApplicationFile); its files row is written here. */
  resume: StoredApplicationFile | null;
  /** The staff member who adds the person. */
  addedBy: string;
  addedAt: Date;
}

export interface PlacedCandidate {
  recruiteeId: string;
  jobApplicationId: string;
}

/**
 * Creates a candidate from staff-entered details, inside the caller's transaction; answers
 * null when a candidate with this e-mail (any case) exists already, so that the caller offers
 * that person instead of creating a twin (an insert on the unique index: two adds at once
 * cannot make two). The person is in no recruitment until placeCandidate.
 */
export async function createCandidate(
  tx: Database,
  details: NewCandidateDetails,
  createdAt: Date,
): Promise<string | null> {
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into ${recruitees} (first_name, last_name, email, phone_number, created_at)
    values (
      ${details.firstName},
      ${details.lastName},
      ${details.email},
      ${details.phoneNumber},
      ${createdAt.toISOString()}::timestamptz
    )
    on conflict ((lower(email))) do nothing
    returning id`);
  return inserted.rows[0]?.id ?? null;
}

/** The candidate with this e-mail (any case), or null. */
export async function candidateIdByEmail(tx: Database, email: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: recruitees.id })
    .from(recruitees)
    .where(sql`lower(${recruitees.email}) = lower(${email})`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * Places an existing candidate in a recruitment, inside the caller's transaction, as staff
 * do: a job application without answers carrying the source, who added the person and the
 * resume (no consent: the person was not asked, docs/decisions/candidates.md), the
 * candidate's place in the chosen stage and the "Candidate added" activity. The recruitment
 * must exist and not be closed (404), the stage must be live (400). A candidate who is in
 * the recruitment already stays in their stage: the caller decides whether that is refused.
 * Access to the recruitment is the caller's check.
 */
export async function placeCandidate(
  tx: Database,
  recruiteeId: string,
  placement: CandidatePlacement,
): Promise<PlacedCandidate> {
  await lockRecruitmentTakingCandidates(tx, placement.recruitmentId);
  const stageId = placement.stageId ?? (await firstNewStageId(tx));
  await requireLiveStage(tx, stageId);

  const [person] = await tx
    .select({
      firstName: recruitees.firstName,
      lastName: recruitees.lastName,
      email: recruitees.email,
      phoneNumber: recruitees.phoneNumber,
      prefix: recruitees.prefix,
    })
    .from(recruitees)
    .where(eq(recruitees.id, recruiteeId))
    .for('update');
  if (!person) throw notFound(`recruitee ${recruiteeId}`);

  const { resume } = placement;
  if (resume) {
    await tx.insert(files).values({
      id: resume.fileId,
      storageKey: resume.storageKey,
      contentType: resume.contentType,
      sizeBytes: resume.sizeBytes,
      originalName: resume.originalName,
      createdAt: placement.addedAt,
      recruiteeId,
      contentSha256: resume.sha256,
    });
  }

  const [application] = await tx
    .insert(jobApplications)
    .values({
      recruiteeId,
      recruitmentId: placement.recruitmentId,
      createdAt: placement.addedAt,
      consentedAt: null,
      consentVersionId: null,
      source: placement.source,
      sourceDetail: sourceTakesDetail(placement.source) ? placement.sourceDetail : null,
      addedBy: placement.addedBy,
      questionnaireStructure: { elements: [] },
      answers: { additionalQuestionnaireAnswers: [] },
      resumeFileId: resume?.fileId ?? null,
      ...person,
    })
    .returning({ id: jobApplications.id });
  if (!application) throw new Error('the job application was not inserted');
  // A new person's details are those of the first application staff entered for them (as an
  // applicant's are their first application's); someone who has some keeps theirs.
  await tx
    .update(recruitees)
    .set({
      detailsApplicationId: sql`coalesce(${recruitees.detailsApplicationId}, ${application.id}::uuid)`,
    })
    .where(eq(recruitees.id, recruiteeId));

  await tx
    .insert(recruitmentRecruitees)
    .values({
      recruitmentId: placement.recruitmentId,
      recruiteeId,
      stageId,
      createdAt: placement.addedAt,
      stageChangedAt: placement.addedAt,
    })
    .onConflictDoNothing();
  await recordActivity(tx, {
    activityType: ActivityType.CandidateAdded,
    candidate: { recruiteeId, recruitmentId: placement.recruitmentId },
    userId: placement.addedBy,
    activityTime: placement.addedAt,
    data: {},
  });
  return { recruiteeId, jobApplicationId: application.id };
}

/**
 * The recruitment, share-locked so that it cannot be closed or deleted meanwhile; 404 when it
 * does not exist or is closed (a closed recruitment takes nobody, as it takes no applications).
 */
async function lockRecruitmentTakingCandidates(tx: Database, recruitmentId: string) {
  const [row] = await tx
    .select({ status: recruitments.status })
    .from(recruitments)
    .where(eq(recruitments.id, recruitmentId))
    .for('share');
  if (!row || row.status === RecruitmentStatus.Closed) {
    throw notFound(`recruitment ${recruitmentId} takes no candidates`);
  }
}

async function firstNewStageId(tx: Database): Promise<string> {
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

async function requireLiveStage(tx: Database, stageId: string): Promise<void> {
  const [stage] = await tx
    .select({ id: recruitmentStages.id })
    .from(recruitmentStages)
    .where(and(eq(recruitmentStages.id, stageId), eq(recruitmentStages.isDeleted, false)));
  if (!stage) throw badRequest(`stage ${stageId} is not a live stage`, 'stageId');
}
