import { StageType } from '../generated/enums.ts';

/**
 * The order of the stage-type groups in the stage list, which the server keeps and every
 * screen shows: New, Custom, Hired, RejectedCustom, RejectedApplication. A stage of a type
 * that has no stage yet goes where its group belongs.
 */
export const stageTypeGroupOrder: readonly StageType[] = [
  StageType.New,
  StageType.Custom,
  StageType.Hired,
  StageType.RejectedCustom,
  StageType.RejectedApplication,
];

/**
 * The types whose stages users may add, rename, reorder and delete, in the Add new menu's
 * order (spec part 1 §2). New, Hired and RejectedApplication are fixed: exactly their seeded
 * stages exist.
 */
export const editableStageTypes: readonly StageType[] = [
  StageType.Custom,
  StageType.RejectedCustom,
];

/** Whether users may add, rename, reorder and delete stages of this type. */
export function isEditableStageType(stageType: number): boolean {
  return (editableStageTypes as readonly number[]).includes(stageType);
}
