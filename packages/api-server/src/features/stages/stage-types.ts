import { DEFAULT_STAGES, STAGE_TYPE, type StageTypeId } from '../../db/reference-data.ts';

/**
 * The order of stage-type groups in the list: the order in which the default stages
 * introduce them (New, Custom, Hired, RejectedCustom, RejectedApplication), so that the
 * seeded list and every saved list agree.
 */
export const STAGE_TYPE_GROUP_ORDER: readonly StageTypeId[] = [
  ...new Set(DEFAULT_STAGES.map((stage) => stage.stageType)),
];

/** Types users may create, rename, reorder and delete; the others are fixed. */
export const EDITABLE_STAGE_TYPES: ReadonlySet<StageTypeId> = new Set([
  STAGE_TYPE.custom,
  STAGE_TYPE.rejectedCustom,
]);

export function isFixedStageType(stageType: number): boolean {
  return !EDITABLE_STAGE_TYPES.has(stageType as StageTypeId);
}
