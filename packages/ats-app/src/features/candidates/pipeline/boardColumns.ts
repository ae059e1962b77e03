import type { Stage } from '@ats/api-sdk/rtk';
import { filterableStages } from '../inRecruitment/candidateFilter.ts';

/**
 * The board's columns: one per live stage in stage order, or only the chosen ones when the
 * stage filter names some (the list's "All stages" when it names none).
 */
export function boardStages(stages: readonly Stage[], chosenStageIds: readonly string[]): Stage[] {
  const live = filterableStages(stages);
  if (chosenStageIds.length === 0) return live;
  return live.filter((stage) => chosenStageIds.includes(stage.id));
}
