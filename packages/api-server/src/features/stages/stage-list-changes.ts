import type { Schema } from '@ats/api-sdk';
import { LANGUAGE } from '../../db/reference-data.ts';
import { listDetail } from '../audit/index.ts';
import type { StageListPlan } from './plan-stage-list.ts';
import type { StageRecord } from './queries.ts';

type StageLocalization = Schema<'StageLocalization'>;

/** A stage's name for the log: English, else the first one it has. */
function nameOf(localizations: readonly StageLocalization[]): string {
  const english = localizations.find(({ languageId }) => languageId === LANGUAGE.english);
  return (english ?? localizations[0])?.stageName ?? '';
}

function namesByLanguage(localizations: readonly StageLocalization[]): Record<string, string> {
  return Object.fromEntries(
    localizations.map(({ languageId, stageName }) => [languageId, stageName]),
  );
}

function sameNames(a: readonly StageLocalization[], b: readonly StageLocalization[]): boolean {
  const names = namesByLanguage(a);
  return (
    a.length === b.length && b.every(({ languageId, stageName }) => names[languageId] === stageName)
  );
}

/**
 * What saving a stage list changes, for the audit log: the stages added, restored (a deleted
 * stage listed again), renamed (names by language, from and to), deleted, and the new order of
 * the stages kept when it differs. Empty when the save changes nothing. Lists are bounded.
 */
export function stageListChanges(
  stored: readonly StageRecord[],
  plan: StageListPlan,
): Record<string, unknown> {
  const storedById = new Map(stored.map((stage) => [stage.id, stage]));
  const added: string[] = [];
  const restored: string[] = [];
  const renamed: { from: Record<string, string>; to: Record<string, string> }[] = [];
  for (const stage of plan.stages) {
    const before = storedById.get(stage.id);
    if (!before) added.push(nameOf(stage.localizations));
    else if (before.isDeleted) restored.push(nameOf(stage.localizations));
    if (before && !sameNames(before.localizations, stage.localizations)) {
      renamed.push({
        from: namesByLanguage(before.localizations),
        to: namesByLanguage(stage.localizations),
      });
    }
  }
  const deleted = plan.removedIds.map((id) => nameOf(storedById.get(id)?.localizations ?? []));

  const keptIds = new Set(
    plan.stages
      .filter((stage) => storedById.get(stage.id)?.isDeleted === false)
      .map(({ id }) => id),
  );
  const orderBefore = stored
    .filter((stage) => keptIds.has(stage.id))
    .sort((a, b) => a.order - b.order)
    .map(({ id }) => id);
  const keptAfter = plan.stages.filter((stage) => keptIds.has(stage.id));
  const reordered = keptAfter.some((stage, index) => stage.id !== orderBefore[index]);

  return {
    ...listDetail('added', added),
    ...listDetail('restored', restored),
    ...listDetail('renamed', renamed),
    ...listDetail('deleted', deleted),
    ...(reordered
      ? listDetail(
          'newOrder',
          keptAfter.map((stage) => nameOf(stage.localizations)),
        )
      : {}),
  };
}
