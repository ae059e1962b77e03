import { StageType } from '@ats/api-sdk';
import type { Stage } from '@ats/api-sdk/rtk';
import { describe, expect, test } from 'vitest';
import { candidatesByStageChart } from './candidatesByStageChart.ts';

function stage(id: string, order: number, stageType: Stage['stageType'], isDeleted = false): Stage {
  return { id, name: `Stage ${id}`, order, stageType, isDeleted };
}

describe('candidatesByStageChart', () => {
  const stages = [
    stage('hired', 5, StageType.Hired),
    stage('new', 1, StageType.New),
    stage('old', 2, StageType.Custom, true),
    stage('interview', 3, StageType.Custom),
    stage('rejected', 4, StageType.RejectedApplication),
  ];

  test('lists the live stages in stage order, zeros included, coloured by stage type', () => {
    const data = candidatesByStageChart(stages, [
      { recruitmentRecruiteeStageId: 'interview', count: 4 },
      { recruitmentRecruiteeStageId: 'new', count: 7 },
    ]);
    expect(data).toEqual([
      { id: 'new', label: 'Stage new', value: 7, tone: 'info' },
      { id: 'interview', label: 'Stage interview', value: 4, tone: 'caution' },
      { id: 'rejected', label: 'Stage rejected', value: 0, tone: 'critical' },
      { id: 'hired', label: 'Stage hired', value: 0, tone: 'promote' },
    ]);
  });

  test('leaves out deleted stages and counts of stages it does not know', () => {
    const data = candidatesByStageChart(stages, [
      { recruitmentRecruiteeStageId: 'old', count: 3 },
      { recruitmentRecruiteeStageId: 'unknown', count: 9 },
      { recruitmentRecruiteeStageId: 'hired', count: 1 },
    ]);
    expect(data.map((datum) => datum.id)).toEqual(['new', 'interview', 'rejected', 'hired']);
    expect(data.map((datum) => datum.value)).toEqual([0, 0, 0, 1]);
  });

  test('has no bars without stages', () => {
    expect(candidatesByStageChart([], [{ recruitmentRecruiteeStageId: 'new', count: 1 }])).toEqual(
      [],
    );
  });
});
