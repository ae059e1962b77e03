import type { Score } from '@ats/api-sdk';
import type { ListRecruitmentRecruiteesPagesArg, Stage } from '@ats/api-sdk/rtk';

/** Rows per page of the candidates in a recruitment (spec part 2 §9). */
export const candidatePageSize = 20;

/** The score filter's choices, in the spec's order: 5 stars down to 1, then 0 ("no score"). */
export const scoreChoices: readonly Score[] = [5, 4, 3, 2, 1, 0];

/** What the list shows (spec part 2 §3 "Filters"): an empty choice means all. */
export interface CandidateFilter {
  /** The submitted search text, trimmed; '' for none. */
  searchQuery: string;
  /** Only candidates in these stages. */
  stageIds: readonly string[];
  /** Only candidates whose score set by me is one of these (0: I have not scored them). */
  scores: readonly Score[];
}

export const noCandidateFilter: CandidateFilter = { searchQuery: '', stageIds: [], scores: [] };

/** Whether the filter narrows the list at all (for the empty state's wording). */
export function isFiltered(filter: CandidateFilter): boolean {
  return filter.searchQuery !== '' || filter.stageIds.length > 0 || filter.scores.length > 0;
}

/**
 * The list request for a recruitment and a filter. Empty parts are left out, so that the
 * server reads them as "all"; `listKey` makes every filter change a list of its own, loaded
 * from page 1.
 */
export function candidateListArg(
  recruitmentId: string,
  filter: CandidateFilter,
  listKey: string,
): ListRecruitmentRecruiteesPagesArg {
  return {
    recruitmentId,
    pageSize: candidatePageSize,
    listKey,
    ...(filter.searchQuery ? { searchQuery: filter.searchQuery } : {}),
    ...(filter.stageIds.length > 0 ? { recruitmentStageIds: [...filter.stageIds] } : {}),
    ...(filter.scores.length > 0 ? { recruitmentRecruiteeScores: [...filter.scores] } : {}),
  };
}

/** The stages a candidate can be filtered by: the live ones, in stage order (spec part 2 §2.6). */
export function filterableStages(stages: readonly Stage[]): Stage[] {
  return stages
    .filter((stage) => !stage.isDeleted)
    .sort((first, second) => first.order - second.order);
}

/** Stages by id, deleted ones included: a candidate may still sit in one. */
export function stagesById(stages: readonly Stage[]): ReadonlyMap<string, Stage> {
  return new Map(stages.map((stage) => [stage.id, stage]));
}
