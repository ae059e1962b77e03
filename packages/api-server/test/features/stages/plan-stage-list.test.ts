import type { Schema } from '@ats/api-sdk';
import { StageType } from '@ats/api-sdk';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '../../../src/db/reference-data.ts';
import { HttpError } from '../../../src/errors.ts';
import { planStageList } from '../../../src/features/stages/plan-stage-list.ts';
import type { StageRecord } from '../../../src/features/stages/queries.ts';
import { insertAfterLastOfType, newStage } from './fixtures.ts';

const languageIds = ['en', 'pl'];
const stored: StageRecord[] = DEFAULT_STAGES.map((stage) => ({
  id: stage.id,
  stageType: stage.stageType,
  order: stage.order,
  isDeleted: false,
  localizations: [
    { languageId: 'en', stageName: stage.names.en },
    { languageId: 'pl', stageName: stage.names.pl },
  ],
}));
const submitted: Schema<'StageForEdit'>[] = stored.map(({ isDeleted: _, ...stage }) => stage);

function refusal(list: Schema<'StageForEdit'>[], records = stored): HttpError | undefined {
  try {
    planStageList(list, records, languageIds);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('planStageList', () => {
  it('plans removals of live stages missing from the list, not of deleted ones', () => {
    const deleted: StageRecord = {
      ...stored[1],
      id: '5e1d0000-0000-4000-8000-0000000000ff',
      isDeleted: true,
      order: 10,
    } as StageRecord;
    const list = submitted.filter(
      (stage) => stage.stageType !== StageType.Custom || stage.order === 2,
    );
    const plan = planStageList(
      list.map((stage, index) => ({ ...stage, order: index + 1 })),
      [...stored, deleted],
      languageIds,
    );
    expect(plan.removedIds.sort()).toEqual(
      stored
        .filter((stage) => stage.stageType === StageType.Custom && stage.order !== 2)
        .map(({ id }) => id)
        .sort(),
    );
  });

  it('accepts upper-case ids of stored stages and answers them lower-case', () => {
    const plan = planStageList(
      submitted.map((stage) => ({ ...stage, id: stage.id.toUpperCase() })),
      stored,
      languageIds,
    );
    expect(plan.stages.map(({ id }) => id)).toEqual(submitted.map(({ id }) => id));
    expect(plan.removedIds).toEqual([]);
  });

  it('lets a fixed stage gain a name in a language it has none in yet', () => {
    const englishOnly = stored.map((stage) => ({
      ...stage,
      localizations: stage.localizations.slice(0, 1),
    }));
    expect(refusal(submitted, englishOnly)).toBeUndefined();
  });

  it('says why it refuses, for the log', () => {
    expect(
      refusal(insertAfterLastOfType(submitted, newStage(StageType.Hired, 'Hired again')))?.reason,
    ).toMatch(/cannot be added, removed, moved or renamed/);
    expect(
      refusal(submitted.map((stage) => ({ ...stage, order: stage.order + 1 })))?.statusCode,
    ).toBe(400);
  });
});
