/**
 * The contract's stage types (openapi.yaml, `StageType`), named for the rules below: the same
 * values as the SDK's generated `StageType`, which the SDK's tests hold equal.
 */
const StageType = {
  RejectedApplication: 0,
  RejectedCustom: 1,
  New: 2,
  Custom: 3,
  Hired: 4,
} as const;

/** One of the contract's stage type values. */
export type StageTypeValue = (typeof StageType)[keyof typeof StageType];

/**
 * The order of the stage-type groups in the stage list, which the server keeps and every
 * screen shows: New, Custom, Hired, RejectedCustom, RejectedApplication. A stage of a type
 * that has no stage yet goes where its group belongs.
 */
export const stageTypeGroupOrder: readonly StageTypeValue[] = [
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
export const editableStageTypes: readonly StageTypeValue[] = [
  StageType.Custom,
  StageType.RejectedCustom,
];

/** Whether users may add, rename, reorder and delete stages of this type. */
export function isEditableStageType(stageType: number): boolean {
  return (editableStageTypes as readonly number[]).includes(stageType);
}
