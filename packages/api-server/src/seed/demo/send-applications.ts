import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activities, recruitmentRecruitees, scores } from '../../db/schema/index.ts';
import type { FileStorage } from '../../features/files/index.ts';
import {
  discardStoredFiles,
  recordApplication,
  type StoredApplicationFile,
  storeApplicationFile,
} from '../../features/offers/index.ts';
import { BATCH_SIZE, insertInBatches } from '../shared/insert.ts';
import type { DemoUpload } from './answers.ts';
import type { ApplicationsPlan, Placement } from './applications.ts';

/** Files written to the storage at once. */
const storeConcurrency = 8;

/**
 * Stores every upload through the apply service's file step (type by content, size limit),
 * a few at a time; answers the stored files in the uploads' order. When one fails, the ones
 * stored already are deleted and the error is thrown.
 */
async function storeUploads(
  storage: FileStorage,
  uploads: readonly DemoUpload[],
): Promise<StoredApplicationFile[]> {
  const stored: StoredApplicationFile[] = new Array(uploads.length);
  let next = 0;
  const worker = async () => {
    while (next < uploads.length) {
      const index = next;
      next += 1;
      const upload = uploads[index];
      if (!upload) continue;
      stored[index] = await storeApplicationFile(storage, {
        kind: upload.kind,
        questionId: upload.questionId,
        fileName: upload.fileName,
        source: upload.bytes,
      });
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(storeConcurrency, uploads.length) }, worker),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await discardStoredFiles(storage, stored.filter(Boolean));
    throw failure.reason;
  }
  return stored;
}

/** Sets where each candidate stands now: one UPDATE ... FROM (VALUES ...) per batch. */
async function updatePlacements(
  db: Database,
  placements: readonly Placement[],
  recruiteeIdOf: (candidateId: string) => string,
) {
  for (let start = 0; start < placements.length; start += BATCH_SIZE) {
    const rows: SQL[] = placements
      .slice(start, start + BATCH_SIZE)
      .map(
        (placement) =>
          sql`(${placement.recruitmentId}::uuid, ${recruiteeIdOf(placement.candidateId)}::uuid, ${placement.stageId}::uuid, ${placement.isNew}::boolean, ${placement.stageChangedAt.toISOString()}::timestamptz)`,
      );
    await db.execute(sql`
      update ${recruitmentRecruitees} set
        stage_id = placement.stage_id,
        is_new = placement.is_new,
        stage_changed_at = placement.stage_changed_at
      from (values ${sql.join(rows, sql`, `)})
        as placement (recruitment_id, recruitee_id, stage_id, is_new, stage_changed_at)
      where ${recruitmentRecruitees.recruitmentId} = placement.recruitment_id
        and ${recruitmentRecruitees.recruiteeId} = placement.recruitee_id`);
  }
}

/**
 * Sends the planned applications through the apply service, as candidates would: their
 * files first, then one `recordApplication` per application in the order they arrive (the
 * candidate found or created by e-mail, the application, its files, the New-stage placement
 * and the "sent" activity, dated `receivedAt`). Then writes what happened later (stage moves,
 * scores, other activities) onto the ids the service made. Needs the applications' recruitments
 * open. A failure deletes the stored files; a rollback of the caller's transaction afterwards
 * leaves them behind (under 'applications/'). Returns the rows added per table.
 */
export async function sendApplications(
  db: Database,
  storage: FileStorage,
  plan: ApplicationsPlan,
): Promise<Record<string, number>> {
  const stored = await storeUploads(
    storage,
    plan.applications.flatMap((application) => application.uploads),
  );
  try {
    const applicationIds = new Map<string, string>();
    const recruiteeIds = new Map<string, string>();
    const placed = new Set<string>();
    let fileIndex = 0;
    for (const application of plan.applications) {
      const files = stored.slice(fileIndex, fileIndex + application.uploads.length);
      fileIndex += application.uploads.length;
      const recorded = await recordApplication(db, {
        recruitmentId: application.recruitmentId,
        application: application.data,
        files,
        idempotencyKey: null,
        idempotencyFingerprint: null,
        receivedAt: application.receivedAt,
      });
      applicationIds.set(application.plannedId, recorded.jobApplicationId);
      recruiteeIds.set(application.candidateId, recorded.recruiteeId);
      placed.add(`${application.recruitmentId} ${recorded.recruiteeId}`);
    }

    const recruiteeIdOf = (candidateId: string) => {
      const id = recruiteeIds.get(candidateId);
      if (!id) throw new Error(`Demo candidate ${candidateId} sent no application`);
      return id;
    };
    const applicationIdOf = (plannedId: unknown) => {
      const id = typeof plannedId === 'string' ? applicationIds.get(plannedId) : undefined;
      if (!id) throw new Error(`Demo application ${String(plannedId)} was not recorded`);
      return id;
    };

    await updatePlacements(db, plan.placements, recruiteeIdOf);
    const scoreCount = await insertInBatches(
      db,
      scores,
      plan.scores.map((score) => ({ ...score, recruiteeId: recruiteeIdOf(score.recruiteeId) })),
    );
    const activityCount = await insertInBatches(
      db,
      activities,
      plan.activities.map((activity) => ({
        ...activity,
        recruiteeId: recruiteeIdOf(activity.recruiteeId),
        data: {
          ...activity.data,
          jobApplicationId: applicationIdOf(activity.data?.jobApplicationId),
        },
      })),
    );
    return {
      files: stored.length,
      recruitees: new Set(recruiteeIds.values()).size,
      job_applications: plan.applications.length,
      recruitment_recruitees: placed.size,
      scores: scoreCount,
      // The service wrote one "sent" activity per application.
      activities: plan.applications.length + activityCount,
    };
  } catch (error) {
    await discardStoredFiles(storage, stored);
    throw error;
  }
}
