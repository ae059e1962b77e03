import type { Schema } from '@ats/api-sdk';
import { RecruitmentStatus } from '@ats/api-sdk';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { atsUsers, recruitments } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { recordWebhookEvent, recruitmentStatusName } from '../webhooks/index.ts';
import {
  isActiveQuestionnaire,
  lockRecruitment,
  type StoredRecruitment,
  storedFields,
} from './queries.ts';
import { lockForWriting, replaceTeam, requireStaff, teamWithOwner } from './save-recruitment.ts';
import { fullSaveProblems } from './save-rules.ts';
import {
  DELETABLE_STATUSES,
  isRecruitmentStatus,
  nextStatuses,
  UNPUBLISHED_STATUSES,
} from './status-machine.ts';

/** The status machine's facts about a stored recruitment, and the moves they allow. */
async function allowedMoves(tx: Database, stored: StoredRecruitment, options: { lock: boolean }) {
  const { fields, questionnaireVersion } = await storedFields(tx, stored, options);
  if (!isRecruitmentStatus(stored.status)) return { allowed: [], questionnaireVersion };
  const allowed = nextStatuses({
    status: stored.status,
    complete: fullSaveProblems(fields, new Date()).length === 0,
    activeQuestionnaire: isActiveQuestionnaire(fields.questionnaireStatus),
  });
  return { allowed, questionnaireVersion };
}

/**
 * listNextAvailableStatuses: the moves setRecruitmentStatus would accept from this user now;
 * none for a user who may not write. 404 when unknown.
 */
export async function selectNextStatuses(
  db: Database,
  id: string,
  userId: string,
): Promise<RecruitmentStatus[]> {
  const stored = await lockRecruitment(db, id, userId, { lock: false });
  if (!stored) throw notFound(`no recruitment ${id}`);
  if (!stored.canEdit) return [];
  return (await allowedMoves(db, stored, { lock: false })).allowed;
}

/** Moves the recruitment to `newStatus` if the status machine allows it now, else 400. */
export function setRecruitmentStatus(
  db: Database,
  userId: string,
  input: Schema<'SetRecruitmentStatusInput'>,
): Promise<void> {
  return db.transaction(async (tx) => {
    const stored = await lockForWriting(tx, input.recruitmentId, userId);
    const { allowed, questionnaireVersion } = await allowedMoves(tx, stored, { lock: true });
    if (!allowed.includes(input.newStatus)) {
      throw badRequest(
        `recruitment ${stored.id} cannot move from ${stored.status} to ${input.newStatus}`,
      );
    }
    // First publication: candidates fill the questionnaire as it is now. A re-opened
    // recruitment keeps the version its earlier candidates filled.
    const publishing =
      input.newStatus === RecruitmentStatus.Open && UNPUBLISHED_STATUSES.has(stored.status);
    await tx
      .update(recruitments)
      .set({
        status: input.newStatus,
        ...(publishing && questionnaireVersion !== null ? { questionnaireVersion } : {}),
        // The offer's published date: every (re-)opening publishes it again.
        ...(input.newStatus === RecruitmentStatus.Open ? { openedAt: sql`now()` } : {}),
      })
      .where(eq(recruitments.id, stored.id));
    await recordWebhookEvent(tx, {
      type: 'recruitment.status_changed',
      recruiteeId: null,
      data: {
        recruitmentId: stored.id,
        status: recruitmentStatusName(input.newStatus),
        previousStatus: recruitmentStatusName(stored.status),
        changedAt: new Date().toISOString(),
        changedByUserId: userId,
      },
    });
  });
}

/** Deletes a draft or pending recruitment (its team and keywords go with it), else 400. */
export function deleteRecruitment(db: Database, id: string, userId: string): Promise<void> {
  return db.transaction(async (tx) => {
    const stored = await lockForWriting(tx, id, userId);
    if (!DELETABLE_STATUSES.has(stored.status)) {
      throw badRequest(`recruitment ${id} in status ${stored.status} cannot be deleted`);
    }
    await tx.delete(recruitments).where(eq(recruitments.id, id));
  });
}

/**
 * Replaces the team with the given recruiters plus the owner (kept even when not sent).
 * 400 for unknown users; answers the team as saved, sorted by last then first name.
 */
export function updateRecruitmentTeam(
  db: Database,
  userId: string,
  input: Schema<'UpdateRecruitmentTeamInput'>,
): Promise<Schema<'UserSummary'>[]> {
  return db.transaction(async (tx) => {
    const stored = await lockForWriting(tx, input.recruitmentId, userId);
    const team = teamWithOwner(stored.ownerId, input.editedRecruitmentRecruiterIds);
    await requireStaff(tx, team);
    await replaceTeam(tx, stored.id, team);
    return tx
      .select({ id: atsUsers.id, firstName: atsUsers.firstName, lastName: atsUsers.lastName })
      .from(atsUsers)
      .where(inArray(atsUsers.id, team))
      .orderBy(asc(atsUsers.lastName), asc(atsUsers.firstName), asc(atsUsers.id));
  });
}
