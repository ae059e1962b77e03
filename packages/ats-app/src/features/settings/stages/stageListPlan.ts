import type { StageForEdit, StageLocalization, StageType } from '@ats/api-sdk/rtk';
import { isEditableStageType, stageTypeGroupOrder } from '@ats/domain';
import { defaultLocale } from '../../../i18n/locales.ts';

/**
 * The stage list changes of spec part 1 §4 "Stage editing", as pure functions from the
 * current ordered list to the new one, which is then saved whole. Every result is numbered
 * 1..n in list order. A change the rules forbid (a fixed stage, another type group) returns
 * the list unchanged.
 */

/** Orders 1..n in list order (spec part 1 §9: stage order starts at 1). */
export function renumbered(stages: readonly StageForEdit[]): StageForEdit[] {
  return stages.map((stage, index) =>
    stage.order === index + 1 ? stage : { ...stage, order: index + 1 },
  );
}

export interface NewStage {
  /** A new unique id (see createStageId). */
  id: string;
  stageType: StageType;
  /** The entered name, given to every language. */
  name: string;
  /** Every available language. */
  languageIds: readonly string[];
}

/**
 * Creation: the new stage goes right after the last stage of its type (where its group
 * belongs when it has none yet), later stages shift by 1, and every language gets the
 * entered name.
 */
export function insertStage(stages: readonly StageForEdit[], newStage: NewStage): StageForEdit[] {
  if (!isEditableStageType(newStage.stageType)) return [...stages];
  const name = newStage.name.trim();
  const stage: StageForEdit = {
    id: newStage.id,
    stageType: newStage.stageType,
    order: 0,
    localizations: newStage.languageIds.map((languageId) => ({ languageId, stageName: name })),
  };
  const index = insertionIndex(stages, newStage.stageType);
  return renumbered([...stages.slice(0, index), stage, ...stages.slice(index)]);
}

function insertionIndex(stages: readonly StageForEdit[], stageType: StageType): number {
  const lastOfType = stages.findLastIndex((stage) => stage.stageType === stageType);
  if (lastOfType >= 0) return lastOfType + 1;
  const groupRank = (type: StageType) => stageTypeGroupOrder.indexOf(type);
  const firstLaterGroup = stages.findIndex(
    (stage) => groupRank(stage.stageType) > groupRank(stageType),
  );
  return firstLaterGroup >= 0 ? firstLaterGroup : stages.length;
}

/**
 * Update: the name in `languageId` (the interface language) is replaced; the other
 * languages, the type and the order stay.
 */
export function renameStage(
  stages: readonly StageForEdit[],
  stageId: string,
  languageId: string,
  name: string,
): StageForEdit[] {
  return stages.map((stage) =>
    stage.id === stageId && isEditableStageType(stage.stageType)
      ? { ...stage, localizations: withName(stage.localizations, languageId, name.trim()) }
      : stage,
  );
}

function withName(
  localizations: readonly StageLocalization[],
  languageId: string,
  stageName: string,
): StageLocalization[] {
  const known = localizations.some((localization) => localization.languageId === languageId);
  if (!known) return [...localizations, { languageId, stageName }];
  return localizations.map((localization) =>
    localization.languageId === languageId ? { languageId, stageName } : localization,
  );
}

/**
 * Reorder: the stage moves to `toIndex` (its index after the move) within its own type
 * group. As the spec words it, the stage is inserted at the dropped-on index, increased by 1
 * when moving downward, and its old place is removed; then orders are renumbered 1..n.
 */
export function moveStage(
  stages: readonly StageForEdit[],
  stageId: string,
  toIndex: number,
): StageForEdit[] {
  const fromIndex = stages.findIndex((stage) => stage.id === stageId);
  const moved = stages[fromIndex];
  const target = stages[toIndex];
  const allowed =
    moved !== undefined &&
    target !== undefined &&
    fromIndex !== toIndex &&
    isEditableStageType(moved.stageType) &&
    target.stageType === moved.stageType;
  if (!allowed) return [...stages];
  const insertAt = toIndex > fromIndex ? toIndex + 1 : toIndex;
  const withCopy = [...stages.slice(0, insertAt), moved, ...stages.slice(insertAt)];
  const oldPlace = toIndex > fromIndex ? fromIndex : fromIndex + 1;
  return renumbered(withCopy.filter((_, index) => index !== oldPlace));
}

/** Delete: the stage leaves the list and the orders are renumbered. */
export function deleteStage(stages: readonly StageForEdit[], stageId: string): StageForEdit[] {
  const stage = stages.find((candidate) => candidate.id === stageId);
  if (!stage || !isEditableStageType(stage.stageType)) return [...stages];
  return renumbered(stages.filter((candidate) => candidate.id !== stageId));
}

/**
 * A stage's name in `language`, else in English (the server's fallback), else any: the
 * server keeps one name per language, so the last resort is for data from elsewhere.
 */
export function stageNameIn(localizations: readonly StageLocalization[], language: string): string {
  const localization =
    localizations.find((candidate) => candidate.languageId === language) ??
    localizations.find((candidate) => candidate.languageId === defaultLocale) ??
    localizations[0];
  return localization?.stageName ?? '';
}

/**
 * A random UUID (version 4) for a new stage, as the contract requires. Built on
 * `crypto.getRandomValues`: `crypto.randomUUID` exists only in secure contexts, and an
 * internal tool may be served over plain http.
 */
export function createStageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
