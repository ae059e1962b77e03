import { and, eq, like, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { canSeeApplicationDetailsCondition } from '../../access/application-access.ts';
import type { Database } from '../../db/client.ts';
import { files, jobApplications, recruitees } from '../../db/schema/index.ts';

/** What serving a file needs from its row. */
export interface StoredFile {
  id: string;
  storageKey: string;
  contentType: string;
  originalName: string;
}

const storedFileColumns = {
  id: files.id,
  storageKey: files.storageKey,
  contentType: files.contentType,
  originalName: files.originalName,
};

const isImage = like(files.contentType, 'image/%');

/**
 * Whether the candidate of `photoFileId` (recruitees.photo_file_id) has a photo that
 * selectRecruiteePhoto serves, as a boolean column of a list's row: one primary-key probe of
 * files per row of the page, so that lists need no request per avatar (issue 26).
 */
export function recruiteeHasPhotoColumn(photoFileId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select from ${files} where ${files.id} = ${photoFileId} and ${isImage})`;
}

/**
 * What `job_applications.answers` contains (`@>`) when one of its answers points at the file:
 * `{ additionalQuestionnaireAnswers: [{ fileIdentifier, $type? }] }`.
 */
function fileAnswer(fileId: SQLWrapper, answerType?: string): SQL {
  const answer = answerType
    ? sql`jsonb_build_object('$type', ${answerType}::text, 'fileIdentifier', ${fileId}::text)`
    : sql`jsonb_build_object('fileIdentifier', ${fileId}::text)`;
  return sql`jsonb_build_object('additionalQuestionnaireAnswers', jsonb_build_array(${answer}))`;
}

/**
 * The job application as `userId` may see it: null when there is no such application;
 * otherwise whether the user may see its details, its candidate, and the file, when the
 * application references it (its resume or any file answer). One query, by primary keys.
 */
export async function selectApplicationFile(
  db: Database,
  request: { userId: string; jobApplicationId: string; fileId: string },
): Promise<{ canSeeDetails: boolean; recruiteeId: string; file: StoredFile | null } | null> {
  const [row] = await db
    .select({
      canSeeDetails: canSeeApplicationDetailsCondition(
        request.userId,
        jobApplications.recruitmentId,
      ),
      recruiteeId: jobApplications.recruiteeId,
      ...storedFileColumns,
    })
    .from(jobApplications)
    .leftJoin(
      files,
      and(
        eq(files.id, request.fileId),
        sql`(${jobApplications.resumeFileId} = ${files.id}
          or ${jobApplications.answers} @> ${fileAnswer(files.id)})`,
      ),
    )
    .where(eq(jobApplications.id, request.jobApplicationId))
    .limit(1);
  if (!row) return null;
  const { canSeeDetails, recruiteeId, id, storageKey, contentType, originalName } = row;
  return {
    canSeeDetails: canSeeDetails === true,
    recruiteeId,
    file:
      id && storageKey && contentType && originalName !== null
        ? { id, storageKey, contentType, originalName }
        : null,
  };
}

/** The candidate's current photo (recruitees.photo_file_id: see submitted-details.ts), if an image. */
export async function selectRecruiteePhoto(
  db: Database,
  recruiteeId: string,
): Promise<StoredFile | null> {
  const [row] = await db
    .select(storedFileColumns)
    .from(recruitees)
    .innerJoin(files, eq(files.id, recruitees.photoFileId))
    .where(and(eq(recruitees.id, recruiteeId), isImage))
    .limit(1);
  return row ?? null;
}

/**
 * An image file that some candidate sent as their photo: their current photo, or the answer
 * to a Photo question of one of their applications. Nothing else (resumes, attachments,
 * images sent as attachments) is reachable by file id alone, since photos are the only
 * files every signed-in staff member may see. Reads the sender's rows only (files.recruitee_id).
 */
export async function selectPhotoFile(
  db: Database,
  fileId: string,
): Promise<(StoredFile & { recruiteeId: string }) | null> {
  const [row] = await db
    .select({ ...storedFileColumns, recruiteeId: files.recruiteeId })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        isImage,
        sql`(
          exists (
            select 1 from ${recruitees}
            where ${recruitees.id} = ${files.recruiteeId} and ${recruitees.photoFileId} = ${files.id}
          )
          or exists (
            select 1 from ${jobApplications}
            where ${jobApplications.recruiteeId} = ${files.recruiteeId}
              and ${jobApplications.answers} @> ${fileAnswer(files.id, 'Photo')}
          )
        )`,
      ),
    )
    .limit(1);
  // The conditions above name the sender: a photo always has one.
  return row?.recruiteeId ? { ...row, recruiteeId: row.recruiteeId } : null;
}
