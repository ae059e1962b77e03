import { StageType } from '@ats/api-sdk';
import type { Stage } from '@ats/api-sdk/rtk';
import { describe, expect, it } from 'vitest';
import { boardStages } from './boardColumns.ts';

function stage(id: string, order: number, isDeleted = false): Stage {
  return { id, name: id, order, isDeleted, stageType: StageType.Custom } as Stage;
}

const stages = [stage('offer', 3), stage('new', 1), stage('gone', 2, true), stage('interview', 2)];

describe('boardStages', () => {
  it('shows every live stage in stage order, deleted ones left out', () => {
    expect(boardStages(stages, []).map((column) => column.id)).toEqual([
      'new',
      'interview',
      'offer',
    ]);
  });

  it('shows only the stages the filter chose, still in stage order', () => {
    expect(boardStages(stages, ['offer', 'new', 'gone']).map((column) => column.id)).toEqual([
      'new',
      'offer',
    ]);
  });
});
