import { ActivityType, RecruitmentStatus, type Schema, StageType } from '@ats/api-sdk';
import { and, eq, sql } from 'drizzle-orm';
import { type CandidateKey, requireCandidateAccess } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import { recruitmentRecruitees, recruitmentStages } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { recordActivity } from '../activities/index.ts';
import { recordWebhookEvent, stageTypeName } from '../webhooks/index.ts';
import { selectStages } from './queries.ts';

/** Candidates of a closed recruitment stay where they are (re-open it to move them). */
function canMoveCandidates(recruitmentStatus: number): boolean {
  return recruitmentStatus !== RecruitmentStatus.Closed;
}

/**
 * The stages the candidate's stage dropdown lists: every live stage in stage order, the
 * current one included (the profile shows it in bold; choosing it again is refused), none
 * when the recruitment is closed. 404/403 as requireCandidateAccess.
 */
export async function selectStagesAvailableForSetStage(
  db: Database,
  viewer: { userId: string; language: LanguageId },
  candidate: CandidateKey,
): Promise<Schema<'Stage'>[]> {
  const { recruitmentStatus } = await requireCandidateAccess(db, viewer.userId, candidate);
  if (!canMoveCandidates(recruitmentStatus)) return [];
  return selectStages(db, viewer.language, { liveOnly: true });
}

/**
 * Moves the candidate to one of the stages available for them, other than the current one
 * (400 otherwise: unknown, deleted, current, or a closed recruitment), and records the
 * stage-changed activity in the same transaction. Opening or moving a candidate clears
 * "new".
 */
export function setCandidateStage(
  db: Database,
  userId: string,
  input: Schema<'SetStageInput'>,
): Promise<void> {
  const stageId = input.recruitmentRecruiteeStageId;
  return db.transaction(async (tx) => {
    // The row lock makes two moves of one candidate take turns, so each sees the other's result.
    const candidate = await requireCandidateAccess(tx, userId, input, { lockForUpdate: true });
    if (!canMoveCandidates(candidate.recruitmentStatus)) {
      throw badRequest(`recruitment ${input.recruitmentId} is closed`);
    }
    if (candidate.stageId === stageId) throw badRequest(`the candidate is already in ${stageId}`);
    // A share lock: a stage-list save that removes this stage waits for the move (and then
    // keeps the stage, flagged deleted), or the move waits for it and sees the stage gone.
    const [stage] = await tx
      .select({ isDeleted: recruitmentStages.isDeleted, stageType: recruitmentStages.stageType })
      .from(recruitmentStages)
      .where(eq(recruitmentStages.id, stageId))
      .for('share');
    if (!stage || stage.isDeleted) throw badRequest(`stage ${stageId} is not available`);

    await tx
      .update(recruitmentRecruitees)
      .set({ stageId, stageChangedAt: sql`now()`, isNew: false })
      .where(
        and(
          eq(recruitmentRecruitees.recruitmentId, input.recruitmentId),
          eq(recruitmentRecruitees.recruiteeId, input.recruiteeId),
        ),
      );
    await recordActivity(tx, {
      activityType: ActivityType.StageChanged,
      candidate,
      userId,
      data: { newStageId: stageId },
    });
    const changedAt = new Date().toISOString();
    const previousStageId = candidate.stageId;
    await recordWebhookEvent(tx, {
      type: 'candidate.stage_changed',
      recruiteeId: input.recruiteeId,
      data: async () => {
        const [previous] = await tx
          .select({ stageType: recruitmentStages.stageType })
          .from(recruitmentStages)
          .where(eq(recruitmentStages.id, previousStageId));
        return {
          recruiteeId: input.recruiteeId,
          recruitmentId: input.recruitmentId,
          stageId,
          stageType: stageTypeName(stage.stageType),
          previousStageId,
          previousStageType: previous ? stageTypeName(previous.stageType) : null,
          changedAt,
          changedByUserId: userId,
        };
      },
    });
    if (stage.stageType === StageType.Hired) {
      await recordWebhookEvent(tx, {
        type: 'candidate.hired',
        recruiteeId: input.recruiteeId,
        data: {
          recruiteeId: input.recruiteeId,
          recruitmentId: input.recruitmentId,
          stageId,
          hiredAt: changedAt,
          changedByUserId: userId,
        },
      });
    }
  });
}
