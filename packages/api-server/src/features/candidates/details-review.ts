import type { Schema } from '@ats/api-sdk';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canSeeApplicationDetailsCondition } from '../../access/application-access.ts';
import type { Database } from '../../db/client.ts';
import { files, jobApplications, recruitees, recruitments } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';

/*
 * An application never changes the candidate's own details (anyone may apply with anyone's
 * e-mail): it keeps what it submitted, and when that differs from the candidate's details the
 * profile offers it to staff as new details, to accept or dismiss
 * (docs/decisions/candidates.md, "An application's own details").
 */

const source = alias(jobApplications, 'details_source');
const currentPhoto = alias(files, 'current_photo');
const submittedPhoto = alias(files, 'submitted_photo');

/**
 * A photo the application sent counts as new when the candidate has none or its size differs:
 * every upload is a new file, and the same picture sent again is no news to review.
 */
const photoDiffers = sql<boolean>`(
  ${submittedPhoto.id} is not null
  and ${currentPhoto.sizeBytes} is distinct from ${submittedPhoto.sizeBytes}
)`;

/** The application's copy differs from the candidate's details (e-mails match by definition). */
const detailsDiffer = sql<boolean>`(
  (${jobApplications.firstName}, ${jobApplications.lastName}, ${jobApplications.phoneNumber},
    ${jobApplications.prefix})
    is distinct from
  (${recruitees.firstName}, ${recruitees.lastName}, ${recruitees.phoneNumber}, ${recruitees.prefix})
  or ${photoDiffers}
)`;

/**
 * Which application brought the candidate's current details, with its recruitment's title
 * when the viewer may see that application; null when it is gone or the data was erased.
 */
export async function selectDetailsSource(
  db: Database,
  userId: string,
  recruiteeId: string,
): Promise<Schema<'DetailsSource'> | null> {
  const [row] = await db
    .select({
      jobApplicationId: jobApplications.id,
      createdAt: jobApplications.createdAt,
      title: recruitments.title,
      allowed: canSeeApplicationDetailsCondition(userId, jobApplications.recruitmentId),
    })
    .from(recruitees)
    .innerJoin(jobApplications, eq(jobApplications.id, recruitees.detailsApplicationId))
    .innerJoin(recruitments, eq(recruitments.id, jobApplications.recruitmentId))
    .where(and(eq(recruitees.id, recruiteeId), isNull(recruitees.anonymisedAt)))
    .limit(1);
  if (!row) return null;
  return {
    jobApplicationId: row.jobApplicationId,
    jobApplicationDate: row.createdAt.toISOString(),
    recruitmentTitle: row.allowed === true ? row.title : null,
  };
}

/**
 * The newest application, of those the viewer may see, whose submitted details differ from
 * the candidate's and are not reviewed yet, and which came after the application the current
 * details are from (a later acceptance supersedes older submissions). Null when there is none.
 * Reads the candidate's applications by job_applications_recruitee_id_created_at_idx.
 */
export async function selectNewDetails(
  db: Database,
  userId: string,
  recruiteeId: string,
): Promise<Schema<'NewDetails'> | null> {
  const [row] = await db
    .select({
      jobApplicationId: jobApplications.id,
      createdAt: jobApplications.createdAt,
      submitted: {
        firstName: jobApplications.firstName,
        lastName: jobApplications.lastName,
        phoneNumber: jobApplications.phoneNumber,
        prefix: jobApplications.prefix,
        photoFileId: jobApplications.photoFileId,
        photoDiffers,
      },
      current: {
        firstName: recruitees.firstName,
        lastName: recruitees.lastName,
        phoneNumber: recruitees.phoneNumber,
        prefix: recruitees.prefix,
        photoFileId: recruitees.photoFileId,
      },
    })
    .from(jobApplications)
    .innerJoin(recruitees, eq(recruitees.id, jobApplications.recruiteeId))
    .leftJoin(source, eq(source.id, recruitees.detailsApplicationId))
    .leftJoin(currentPhoto, eq(currentPhoto.id, recruitees.photoFileId))
    .leftJoin(submittedPhoto, eq(submittedPhoto.id, jobApplications.photoFileId))
    .where(
      and(
        eq(jobApplications.recruiteeId, recruiteeId),
        isNull(recruitees.anonymisedAt),
        sql`${jobApplications.firstName} is not null`,
        isNull(jobApplications.detailsReviewedAt),
        sql`${jobApplications.id} is distinct from ${recruitees.detailsApplicationId}`,
        sql`(${source.id} is null
          or (${jobApplications.createdAt}, ${jobApplications.id}) > (${source.createdAt}, ${source.id}))`,
        detailsDiffer,
        canSeeApplicationDetailsCondition(userId, jobApplications.recruitmentId),
      ),
    )
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(1);
  if (!row) return null;
  const { submitted, current } = row;
  const changes: Schema<'DetailsChange'>[] = [];
  const compare = (
    field: Schema<'DetailsChange'>['field'],
    currentValue: string | null,
    submittedValue: string | null,
  ) => {
    const present = (value: string | null) => (value === '' ? null : value);
    if (present(currentValue) !== present(submittedValue)) {
      changes.push({
        field,
        current: present(currentValue),
        submitted: present(submittedValue),
      });
    }
  };
  compare('firstName', current.firstName, submitted.firstName);
  compare('lastName', current.lastName, submitted.lastName);
  compare('phoneNumber', current.phoneNumber, submitted.phoneNumber);
  compare('prefix', current.prefix, submitted.prefix);
  if (submitted.photoDiffers) {
    changes.push({
      field: 'photo',
      current: current.photoFileId,
      submitted: submitted.photoFileId,
    });
  }
  // The SQL chose the row because something differs; an empty list would be a disagreement.
  if (changes.length === 0) return null;
  return {
    jobApplicationId: row.jobApplicationId,
    jobApplicationDate: row.createdAt.toISOString(),
    changes,
  };
}

/**
 * The application, for a user who may see its details, with its candidate's row locked until
 * the transaction ends (an erasure or another review waits): 404 for an unknown application,
 * 403 for other staff.
 */
async function lockApplicationForReview(tx: Database, userId: string, jobApplicationId: string) {
  const [row] = await tx
    .select({
      recruiteeId: jobApplications.recruiteeId,
      hasCopy: sql<boolean>`(${jobApplications.firstName} is not null)`,
      isErased: sql<boolean>`(${recruitees.anonymisedAt} is not null)`,
      allowed: canSeeApplicationDetailsCondition(userId, jobApplications.recruitmentId),
    })
    .from(jobApplications)
    .innerJoin(recruitees, eq(recruitees.id, jobApplications.recruiteeId))
    .where(eq(jobApplications.id, jobApplicationId))
    .for('update', { of: recruitees });
  if (!row) throw notFound(`no job application ${jobApplicationId}`);
  if (row.allowed !== true) {
    throw forbidden(`user ${userId} may not see job application ${jobApplicationId}`);
  }
  return row;
}

/** Marks the application's details reviewed (once: the first review's time and person stay). */
async function markReviewed(tx: Database, userId: string, jobApplicationId: string) {
  await tx
    .update(jobApplications)
    .set({ detailsReviewedAt: sql`now()`, detailsReviewedBy: userId })
    .where(
      and(eq(jobApplications.id, jobApplicationId), isNull(jobApplications.detailsReviewedAt)),
    );
}

/**
 * Makes the application's submitted details the candidate's (names, phone, prefix, and its
 * photo when it sent one), records it as their source and marks it reviewed, inside the
 * caller's transaction. 400 when the candidate was erased or the application holds no copy.
 */
export async function acceptSubmittedDetails(
  tx: Database,
  userId: string,
  jobApplicationId: string,
): Promise<void> {
  const application = await lockApplicationForReview(tx, userId, jobApplicationId);
  if (application.isErased || !application.hasCopy) {
    throw badRequest(`job application ${jobApplicationId} has no details to accept`);
  }
  await tx
    .update(recruitees)
    .set({
      firstName: sql`${jobApplications.firstName}`,
      lastName: sql`${jobApplications.lastName}`,
      phoneNumber: sql`${jobApplications.phoneNumber}`,
      prefix: sql`${jobApplications.prefix}`,
      photoFileId: sql`coalesce(${jobApplications.photoFileId}, ${recruitees.photoFileId})`,
      detailsApplicationId: jobApplicationId,
    })
    .from(jobApplications)
    .where(
      and(eq(recruitees.id, application.recruiteeId), eq(jobApplications.id, jobApplicationId)),
    );
  await markReviewed(tx, userId, jobApplicationId);
}

/** Keeps the candidate's details: the application's are marked reviewed, nothing else changes. */
export async function dismissSubmittedDetails(
  tx: Database,
  userId: string,
  jobApplicationId: string,
): Promise<void> {
  await lockApplicationForReview(tx, userId, jobApplicationId);
  await markReviewed(tx, userId, jobApplicationId);
}
