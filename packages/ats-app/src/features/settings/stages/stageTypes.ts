import type { StageType } from '@ats/api-sdk/rtk';
import type { StageType as StageTypeName } from '@ats/design-system';

/** The contract's stage type values by name (spec part 1 §3: 0 to 4). */
export const STAGE_TYPE = {
  rejectedApplication: 0,
  rejectedCustom: 1,
  new: 2,
  custom: 3,
  hired: 4,
} as const satisfies Record<string, StageType>;

/** The type names of spec part 1 §3, as the design system's StageTypeBadge takes them. */
export const stageTypeNames: Readonly<Record<StageType, StageTypeName>> = {
  0: 'RejectedApplication',
  1: 'RejectedCustom',
  2: 'New',
  3: 'Custom',
  4: 'Hired',
};

/**
 * The order of the type groups in the list, as the server keeps it (New, Custom, Hired,
 * RejectedCustom, RejectedApplication): a stage of a type with no stage yet goes where its
 * group belongs.
 */
export const stageTypeGroupOrder: readonly StageType[] = [
  STAGE_TYPE.new,
  STAGE_TYPE.custom,
  STAGE_TYPE.hired,
  STAGE_TYPE.rejectedCustom,
  STAGE_TYPE.rejectedApplication,
];

/** The types users may add, rename, reorder and delete, in the Add new menu's order. */
export const editableStageTypes: readonly StageType[] = [
  STAGE_TYPE.custom,
  STAGE_TYPE.rejectedCustom,
];

/** New, Hired and RejectedApplication stages cannot be edited, deleted, dragged or added. */
export function isEditableStageType(stageType: StageType): boolean {
  return editableStageTypes.includes(stageType);
}
