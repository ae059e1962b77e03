import type { Stage } from '@ats/api-sdk/rtk';
import { describe, expect, it } from 'vitest';
import {
  candidateListArg,
  filterableStages,
  isFiltered,
  noCandidateFilter,
  scoreChoices,
  stagesById,
} from './candidateFilter.ts';

const stage = (id: string, order: number, isDeleted = false): Stage => ({
  id,
  name: `Stage ${id}`,
  order,
  isDeleted,
  stageType: 3,
});

describe('candidateListArg', () => {
  it('asks for 20 a page and leaves out every empty filter (empty means all)', () => {
    expect(candidateListArg('rec-1', noCandidateFilter, '7')).toEqual({
      recruitmentId: 'rec-1',
      pageSize: 20,
      listKey: '7',
    });
  });

  it('sends the search, the stages and the scores, 0 ("no score") included', () => {
    expect(
      candidateListArg(
        'rec-1',
        { searchQuery: 'nowak', stageIds: ['a', 'b'], scores: [5, 0] },
        '8',
      ),
    ).toEqual({
      recruitmentId: 'rec-1',
      pageSize: 20,
      listKey: '8',
      searchQuery: 'nowak',
      recruitmentStageIds: ['a', 'b'],
      recruitmentRecruiteeScores: [5, 0],
    });
  });
});

describe('isFiltered', () => {
  it('tells an unfiltered list from a filtered one', () => {
    expect(isFiltered(noCandidateFilter)).toBe(false);
    expect(isFiltered({ ...noCandidateFilter, searchQuery: 'a' })).toBe(true);
    expect(isFiltered({ ...noCandidateFilter, stageIds: ['a'] })).toBe(true);
    expect(isFiltered({ ...noCandidateFilter, scores: [0] })).toBe(true);
  });
});

describe('stages', () => {
  const stages = [stage('c', 3), stage('gone', 2, true), stage('a', 1)];

  it('offers the live stages in stage order', () => {
    expect(filterableStages(stages).map((each) => each.id)).toEqual(['a', 'c']);
  });

  it('still names deleted stages, which a candidate may sit in', () => {
    expect(stagesById(stages).get('gone')?.name).toBe('Stage gone');
  });

  it('offers the scores 5 to 1, then 0', () => {
    expect(scoreChoices).toEqual([5, 4, 3, 2, 1, 0]);
  });
});
