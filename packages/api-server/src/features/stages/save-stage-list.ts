import type { Schema } from '@ats/api-sdk';
import { ActivityType } from '@ats/api-sdk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  activities,
  languages,
  recruitmentRecruitees,
  recruitmentStageLocalizations,
  recruitmentStages,
} from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { planStageList } from './plan-stage-list.ts';
import { selectStageRecords, selectStagesForEdit } from './queries.ts';
import { stageListChanges } from './stage-list-changes.ts';

/** Any constant: serialises saves of the stage list (transaction-scoped advisory lock). */
const stageListLockKey = 7_311_301;

/**
 * Saves the whole ordered stage list in one transaction, validated as a whole against the
 * stored list (see planStageList): a bad list changes nothing. Listed stages are created or
 * updated; a live stage missing from the list is destroyed when no candidate is or ever was
 * in it, otherwise flagged deleted so that candidates and their history keep it. Deleted
 * stages are renumbered after the live ones. A save that changes something is recorded in the
 * audit log (`stages.edited`), in the same transaction. Answers the list as saved.
 */
export async function saveStageList(
  db: Database,
  actorUserId: string,
  submitted: readonly Schema<'StageForEdit'>[],
): Promise<Schema<'StagesForEdit'>> {
  return db.transaction(async (tx) => {
    // Two sessions saving at once: the second waits and validates against the first's result.
    await tx.execute(sql`select pg_advisory_xact_lock(${stageListLockKey})`);
    const stored = await selectStageRecords(tx, { includeDeleted: true });
    const languageIds = (await tx.select({ id: languages.id }).from(languages)).map(({ id }) => id);
    const plan = planStageList(submitted, stored, languageIds);
    const { stages, removedIds } = plan;

    await tx
      .insert(recruitmentStages)
      .values(
        stages.map(({ id, stageType, order }) => ({ id, stageType, order, isDeleted: false })),
      )
      .onConflictDoUpdate({
        target: recruitmentStages.id,
        set: { order: sql.raw('excluded.stage_order'), isDeleted: false },
      });
    await tx
      .insert(recruitmentStageLocalizations)
      .values(
        stages.flatMap(({ id, localizations }) =>
          localizations.map(({ languageId, stageName }) => ({
            stageId: id,
            languageId,
            name: stageName,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [recruitmentStageLocalizations.stageId, recruitmentStageLocalizations.languageId],
        set: { name: sql.raw('excluded.name') },
      });

    if (removedIds.length > 0) await removeStages(tx, removedIds);

    await tx.execute(sql`
      update ${recruitmentStages} set stage_order = ${stages.length} + renumbered.position
      from (
        select id, row_number() over (order by stage_order, id) as position
        from ${recruitmentStages} where is_deleted
      ) as renumbered
      where ${recruitmentStages.id} = renumbered.id`);

    const changes = stageListChanges(stored, plan);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actorUserId,
        action: 'stages.edited',
        targetType: 'stages',
        details: changes,
      });
    }
    return selectStagesForEdit(tx);
  });
}

/** Destroys stages nobody was ever in; flags the others deleted. */
async function removeStages(tx: Database, stageIds: string[]): Promise<void> {
  // Row locks make a concurrent stage change (its foreign key takes a share lock on the
  // stage) wait, so no candidate can enter a stage between the check and the delete.
  await tx
    .select({ id: recruitmentStages.id })
    .from(recruitmentStages)
    .where(inArray(recruitmentStages.id, stageIds))
    .for('update');
  const current = tx
    .selectDistinct({ stageId: recruitmentRecruitees.stageId })
    .from(recruitmentRecruitees)
    .where(inArray(recruitmentRecruitees.stageId, stageIds));
  const past = tx
    .selectDistinct({ stageId: sql<string>`(${activities.data} ->> 'newStageId')::uuid` })
    .from(activities)
    .where(
      and(
        eq(activities.activityType, ActivityType.StageChanged),
        inArray(sql`${activities.data} ->> 'newStageId'`, stageIds),
      ),
    );
  const usedIds = new Set((await current.union(past)).map(({ stageId }) => stageId));
  const unusedIds = stageIds.filter((id) => !usedIds.has(id));
  if (usedIds.size > 0) {
    await tx
      .update(recruitmentStages)
      .set({ isDeleted: true })
      .where(inArray(recruitmentStages.id, [...usedIds]));
  }
  if (unusedIds.length > 0) {
    await tx.delete(recruitmentStages).where(inArray(recruitmentStages.id, unusedIds));
  }
}
