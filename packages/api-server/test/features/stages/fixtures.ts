import type { Schema } from '@ats/api-sdk';
import { ActivityType } from '@ats/api-sdk';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.ts';
import { seedReferenceData } from '../../../src/db/reference-data.ts';
import {
  activities,
  atsUsers,
  recruitees,
  recruitmentRecruitees,
  recruitmentStageLocalizations,
  recruitmentStages,
  recruitments,
} from '../../../src/db/schema/index.ts';
import { insertRecruiteeRow, insertRecruitmentRow } from '../../support/rows.ts';

export type StageForEdit = Schema<'StageForEdit'>;

/** Back to the default stages with no candidates (creating an app per test is slow). */
export async function resetStages(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recruitees);
    await tx.delete(recruitments);
    await tx.delete(recruitmentStages);
    await seedReferenceData(tx);
  });
}

/** Every stored stage row and name, for "nothing changed" comparisons. */
export async function snapshotStages(db: Database) {
  const stages = await db
    .select()
    .from(recruitmentStages)
    .orderBy(asc(recruitmentStages.order), asc(recruitmentStages.id));
  const names = await db
    .select()
    .from(recruitmentStageLocalizations)
    .orderBy(
      asc(recruitmentStageLocalizations.stageId),
      asc(recruitmentStageLocalizations.languageId),
    );
  return { stages, names };
}

let candidateNumber = 0;

/**
 * A candidate in `stageId` of a new recruitment; with `passedThrough`, a stage-changed
 * activity also records that the candidate was once in that stage.
 */
export async function addCandidate(
  db: Database,
  stageId: string,
  options: { passedThrough?: string } = {},
): Promise<{ recruiteeId: string; recruitmentId: string }> {
  candidateNumber += 1;
  const [owner] = await db.select({ id: atsUsers.id }).from(atsUsers).limit(1);
  if (!owner) throw new Error('sign in first: a recruitment needs an owner');
  const recruiteeId = await insertRecruiteeRow(db, {
    firstName: 'Ada',
    lastName: `Candidate ${candidateNumber}`,
    email: `ada${candidateNumber}@example.com`,
  });
  const recruitmentId = await insertRecruitmentRow(db, {
    title: `Recruitment ${candidateNumber}`,
    ownerId: owner.id,
  });
  await db.insert(recruitmentRecruitees).values({ recruiteeId, recruitmentId, stageId });
  if (options.passedThrough) {
    await db.insert(activities).values({
      activityType: ActivityType.StageChanged,
      recruiteeId,
      recruitmentId,
      data: { newStageId: options.passedThrough },
    });
  }
  return { recruiteeId, recruitmentId };
}

export async function stageOfCandidate(db: Database, recruiteeId: string) {
  const [row] = await db
    .select({ stageId: recruitmentRecruitees.stageId })
    .from(recruitmentRecruitees)
    .where(eq(recruitmentRecruitees.recruiteeId, recruiteeId));
  return row?.stageId;
}

/** Orders 1..n in list order. */
export function renumber(list: readonly StageForEdit[]): StageForEdit[] {
  return list.map((stage, index) => ({ ...stage, order: index + 1 }));
}

/** A new stage with the same name in every language, as the settings screen makes one. */
export function newStage(stageType: Schema<'StageType'>, name: string): StageForEdit {
  return {
    id: crypto.randomUUID(),
    stageType,
    order: 1,
    localizations: [
      { languageId: 'en', stageName: name },
      { languageId: 'pl', stageName: name },
    ],
  };
}

export function englishName(stage: StageForEdit): string | undefined {
  return stage.localizations.find((localization) => localization.languageId === 'en')?.stageName;
}

/** Inserts `stage` right after the last stage of its type and renumbers, like the screen. */
export function insertAfterLastOfType(list: readonly StageForEdit[], stage: StageForEdit) {
  const lastIndex = list.findLastIndex((candidate) => candidate.stageType === stage.stageType);
  return renumber([...list.slice(0, lastIndex + 1), stage, ...list.slice(lastIndex + 1)]);
}
