import { StageType } from '@ats/api-sdk';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recruitmentStages } from '../../db/schema/index.ts';

/** The live stages, by type, as read from the database. */
export interface StageSet {
  newStage: string;
  /** Custom stages in their order (e.g. phone screening, interview, task, offer). */
  custom: readonly string[];
  hired: string | null;
  /** RejectedCustom stages; the first is the usual "rejected by us". */
  rejectedCustom: readonly string[];
  rejectedApplication: string | null;
}

/** Reads the live stages; the reference data must be in place (a stage of type New). */
export async function readStages(db: Database): Promise<StageSet> {
  const rows = await db
    .select({ id: recruitmentStages.id, stageType: recruitmentStages.stageType })
    .from(recruitmentStages)
    .where(eq(recruitmentStages.isDeleted, false))
    .orderBy(asc(recruitmentStages.order), asc(recruitmentStages.id));
  const ofType = (type: number) =>
    rows.filter((row) => row.stageType === type).map((row) => row.id);
  const [newStage] = ofType(StageType.New);
  if (!newStage) throw new Error('Generating data needs the reference data: no stage of type New');
  return {
    newStage,
    custom: ofType(StageType.Custom),
    hired: ofType(StageType.Hired)[0] ?? null,
    rejectedCustom: ofType(StageType.RejectedCustom),
    rejectedApplication: ofType(StageType.RejectedApplication)[0] ?? null,
  };
}
