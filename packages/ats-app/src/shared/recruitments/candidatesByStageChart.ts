import type { Stage, StageCount } from '@ats/api-sdk/rtk';
import type { ChartDatum } from '@ats/design-system';
import { stageTypeLook } from '../stages/stageTypeLook.ts';

/**
 * The bars of "candidates by stage" (spec part 2 §2.4, part 1 §2): every stage that is not
 * deleted, in stage order, with its count (0 when the recruitment has nobody there),
 * coloured by the tone of its stage type. Counts of deleted stages, which the server still
 * lists so that its totals add up, are left out, as are ids no stage matches.
 */
export function candidatesByStageChart(
  stages: readonly Stage[],
  counts: readonly StageCount[],
): ChartDatum[] {
  const countOf = new Map<string, number>();
  for (const { recruitmentRecruiteeStageId, count } of counts) {
    countOf.set(
      recruitmentRecruiteeStageId,
      (countOf.get(recruitmentRecruiteeStageId) ?? 0) + count,
    );
  }
  return stages
    .filter((stage) => !stage.isDeleted)
    .toSorted((first, second) => first.order - second.order)
    .map((stage) => ({
      id: stage.id,
      label: stage.name,
      value: countOf.get(stage.id) ?? 0,
      tone: stageTypeLook[stage.stageType].tone,
    }));
}
