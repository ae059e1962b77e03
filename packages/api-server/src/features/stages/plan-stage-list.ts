import type { Schema } from '@ats/api-sdk';
import { isEditableStageType, stageTypeGroupOrder } from '@ats/domain';
import { badRequest } from '../../errors.ts';
import type { StageRecord } from './queries.ts';

type StageForEdit = Schema<'StageForEdit'>;

/** What saving a valid list does: write these stages, remove the live stages not listed. */
export interface StageListPlan {
  /** The list sorted by order, names trimmed. */
  stages: StageForEdit[];
  /** Ids of live stages missing from the list. */
  removedIds: string[];
}

/**
 * Checks a whole submitted stage list against the stored stages and returns what to write,
 * or throws 400 naming the first broken rule. The list must:
 * - name each stage once, with orders forming 1..n;
 * - give every stage one non-blank name per language, and no other language;
 * - keep stages grouped by type in the canonical group order (New, Custom, Hired,
 *   RejectedCustom, RejectedApplication);
 * - keep an existing stage's type;
 * - keep the fixed stages (New, Hired, RejectedApplication) exactly as stored: the same
 *   stages, in the same relative order, with the same names; none added, none removed.
 */
export function planStageList(
  submitted: readonly StageForEdit[],
  stored: readonly StageRecord[],
  languageIds: readonly string[],
): StageListPlan {
  if (submitted.length === 0) throw badRequest('the stage list is empty');
  const ids = new Set(submitted.map((stage) => stage.id.toLowerCase()));
  if (ids.size !== submitted.length) throw badRequest('a stage is listed twice');

  const stages = [...submitted]
    .sort((a, b) => a.order - b.order)
    .map((stage) => ({ ...stage, id: stage.id.toLowerCase() }));
  stages.forEach((stage, index) => {
    if (stage.order !== index + 1) throw badRequest('stage orders must be 1..n');
  });

  const normalised = stages.map((stage) => ({
    ...stage,
    localizations: checkLocalizations(stage, languageIds),
  }));

  let groupIndex = 0;
  for (const stage of normalised) {
    const index = stageTypeGroupOrder.indexOf(stage.stageType);
    if (index < groupIndex) {
      throw badRequest(`stage ${stage.id} is out of its type group (order ${stage.order})`);
    }
    groupIndex = index;
  }

  const storedById = new Map(stored.map((stage) => [stage.id, stage]));
  for (const stage of normalised) {
    const existing = storedById.get(stage.id);
    if (existing && existing.stageType !== stage.stageType) {
      throw badRequest(`stage ${stage.id} cannot change its type`);
    }
  }

  const storedFixed = stored.filter(
    (stage) => !stage.isDeleted && !isEditableStageType(stage.stageType),
  );
  const submittedFixed = normalised.filter((stage) => !isEditableStageType(stage.stageType));
  const sameFixedStages =
    storedFixed.length === submittedFixed.length &&
    storedFixed.every((stage, index) => {
      const submittedStage = submittedFixed[index];
      return (
        submittedStage?.id === stage.id &&
        keepsStoredNames(submittedStage.localizations, stage.localizations)
      );
    });
  if (!sameFixedStages) {
    throw badRequest(
      'New, Hired and RejectedApplication stages cannot be added, removed, moved or renamed',
    );
  }

  const removedIds = stored
    .filter((stage) => !stage.isDeleted && !ids.has(stage.id))
    .map((stage) => stage.id);
  return { stages: normalised, removedIds };
}

function checkLocalizations(
  stage: StageForEdit,
  languageIds: readonly string[],
): StageForEdit['localizations'] {
  const languages = new Set(stage.localizations.map((localization) => localization.languageId));
  const complete =
    languages.size === stage.localizations.length &&
    languages.size === languageIds.length &&
    languageIds.every((languageId) => languages.has(languageId));
  if (!complete) throw badRequest(`stage ${stage.id} needs one name per language`);
  return stage.localizations.map((localization) => {
    const stageName = localization.stageName.trim();
    if (stageName === '') throw badRequest(`stage ${stage.id} has a blank name`);
    return { languageId: localization.languageId, stageName };
  });
}

/**
 * Every stored name is submitted unchanged. A language the stage has no stored name for yet
 * (one added to the product later) may be filled in: that completes the stage, it does not
 * rename it.
 */
function keepsStoredNames(
  submitted: readonly Schema<'StageLocalization'>[],
  stored: readonly Schema<'StageLocalization'>[],
): boolean {
  const names = new Map(submitted.map(({ languageId, stageName }) => [languageId, stageName]));
  return stored.every(({ languageId, stageName }) => names.get(languageId) === stageName);
}
