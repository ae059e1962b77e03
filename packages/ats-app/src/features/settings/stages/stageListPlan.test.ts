import { StageType } from '@ats/api-sdk';
import type { StageForEdit } from '@ats/api-sdk/rtk';
import { describe, expect, it } from 'vitest';
import {
  createStageId,
  deleteStage,
  insertStage,
  moveStage,
  renameStage,
  renumbered,
  stageNameIn,
} from './stageListPlan.ts';

function stage(id: string, stageType: StageType, order: number): StageForEdit {
  return {
    id,
    stageType,
    order,
    localizations: [
      { languageId: 'en', stageName: id },
      { languageId: 'pl', stageName: `${id} (pl)` },
    ],
  };
}

// The demo list: New, four Custom, Hired, two RejectedCustom, RejectedApplication.
const stages: StageForEdit[] = [
  stage('new', StageType.New, 1),
  stage('phone', StageType.Custom, 2),
  stage('interview', StageType.Custom, 3),
  stage('task', StageType.Custom, 4),
  stage('offer', StageType.Custom, 5),
  stage('hired', StageType.Hired, 6),
  stage('notFit', StageType.RejectedCustom, 7),
  stage('withdrew', StageType.RejectedCustom, 8),
  stage('rejected', StageType.RejectedApplication, 9),
];

const ids = (list: readonly StageForEdit[]) => list.map(({ id }) => id);
const orders = (list: readonly StageForEdit[]) => list.map(({ order }) => order);
const oneToN = (list: readonly StageForEdit[]) => list.map((_, index) => index + 1);

describe('renumbered', () => {
  it('numbers the stages 1..n in list order, keeping stages already right', () => {
    const shuffled = [stages[2], stages[0], stages[1]] as StageForEdit[];
    const result = renumbered(shuffled);
    expect(orders(result)).toEqual([1, 2, 3]);
    expect(renumbered(stages)[0]).toBe(stages[0]);
  });
});

describe('insertStage', () => {
  const languageIds = ['en', 'pl'];

  it('puts a Custom stage right after the last Custom stage and shifts the later ones', () => {
    const result = insertStage(stages, {
      id: 'culture',
      stageType: StageType.Custom,
      name: '  Culture fit  ',
      languageIds,
    });
    expect(ids(result)).toEqual([
      'new',
      'phone',
      'interview',
      'task',
      'offer',
      'culture',
      'hired',
      'notFit',
      'withdrew',
      'rejected',
    ]);
    expect(orders(result)).toEqual(oneToN(result));
    expect(result[5]).toEqual({
      id: 'culture',
      stageType: StageType.Custom,
      order: 6,
      localizations: [
        { languageId: 'en', stageName: 'Culture fit' },
        { languageId: 'pl', stageName: 'Culture fit' },
      ],
    });
  });

  it('puts a RejectedCustom stage after the last RejectedCustom stage', () => {
    const result = insertStage(stages, {
      id: 'ghosted',
      stageType: StageType.RejectedCustom,
      name: 'Ghosted',
      languageIds,
    });
    expect(ids(result).slice(-3)).toEqual(['withdrew', 'ghosted', 'rejected']);
    expect(orders(result)).toEqual(oneToN(result));
  });

  it('puts the first stage of a type where its group belongs', () => {
    const withoutCustom = renumbered(stages.filter((s) => s.stageType !== StageType.Custom));
    const custom = insertStage(withoutCustom, {
      id: 'culture',
      stageType: StageType.Custom,
      name: 'Culture fit',
      languageIds,
    });
    expect(ids(custom).slice(0, 3)).toEqual(['new', 'culture', 'hired']);

    const withoutRejectedCustom = renumbered(
      stages.filter((s) => s.stageType !== StageType.RejectedCustom),
    );
    const rejected = insertStage(withoutRejectedCustom, {
      id: 'ghosted',
      stageType: StageType.RejectedCustom,
      name: 'Ghosted',
      languageIds,
    });
    expect(ids(rejected).slice(-3)).toEqual(['hired', 'ghosted', 'rejected']);
  });

  it('adds no stage of a fixed type', () => {
    const result = insertStage(stages, {
      id: 'x',
      stageType: StageType.Hired,
      name: 'Hired again',
      languageIds,
    });
    expect(result).toEqual(stages);
  });
});

describe('renameStage', () => {
  it('replaces only the name in the given language', () => {
    const result = renameStage(stages, 'interview', 'pl', ' Rozmowa ');
    expect(result[2]?.localizations).toEqual([
      { languageId: 'en', stageName: 'interview' },
      { languageId: 'pl', stageName: 'Rozmowa' },
    ]);
    expect(result[2]?.order).toBe(3);
    expect(result[2]?.stageType).toBe(StageType.Custom);
    expect(result.filter((_, index) => index !== 2)).toEqual(
      stages.filter((_, index) => index !== 2),
    );
  });

  it('adds the name of a language the stage had none in', () => {
    const result = renameStage(stages, 'phone', 'de', 'Telefonat');
    expect(result[1]?.localizations).toHaveLength(3);
    expect(stageNameIn(result[1]?.localizations ?? [], 'de')).toBe('Telefonat');
  });

  it('does not rename a fixed stage', () => {
    expect(renameStage(stages, 'hired', 'en', 'Employed')).toEqual(stages);
  });
});

describe('moveStage', () => {
  it('moves a stage downward within its group (index increased by 1 on insertion)', () => {
    const result = moveStage(stages, 'phone', 3);
    expect(ids(result).slice(1, 5)).toEqual(['interview', 'task', 'phone', 'offer']);
    expect(orders(result)).toEqual(oneToN(result));
  });

  it('moves a stage upward within its group', () => {
    const result = moveStage(stages, 'offer', 1);
    expect(ids(result).slice(1, 5)).toEqual(['offer', 'phone', 'interview', 'task']);
    expect(orders(result)).toEqual(oneToN(result));
  });

  it('moves by one place either way', () => {
    expect(ids(moveStage(stages, 'withdrew', 6)).slice(6, 8)).toEqual(['withdrew', 'notFit']);
    expect(ids(moveStage(stages, 'notFit', 7)).slice(6, 8)).toEqual(['withdrew', 'notFit']);
  });

  it('leaves the list as it is for a move out of the group, of a fixed stage, or to nowhere', () => {
    expect(moveStage(stages, 'offer', 5)).toEqual(stages);
    expect(moveStage(stages, 'notFit', 4)).toEqual(stages);
    expect(moveStage(stages, 'new', 1)).toEqual(stages);
    expect(moveStage(stages, 'phone', 1)).toEqual(stages);
    expect(moveStage(stages, 'phone', 42)).toEqual(stages);
    expect(moveStage(stages, 'nobody', 2)).toEqual(stages);
  });

  it('always keeps every stage once, in their groups, numbered 1..n', () => {
    for (const from of stages) {
      for (let toIndex = 0; toIndex < stages.length; toIndex += 1) {
        const result = moveStage(stages, from.id, toIndex);
        expect([...ids(result)].sort()).toEqual([...ids(stages)].sort());
        expect(result.map(({ stageType }) => stageType)).toEqual(
          stages.map(({ stageType }) => stageType),
        );
        expect(orders(result)).toEqual(oneToN(result));
      }
    }
  });
});

describe('deleteStage', () => {
  it('removes the stage and renumbers the rest', () => {
    const result = deleteStage(stages, 'interview');
    expect(ids(result)).not.toContain('interview');
    expect(result).toHaveLength(stages.length - 1);
    expect(orders(result)).toEqual(oneToN(result));
  });

  it('keeps fixed stages and ignores unknown ids', () => {
    expect(deleteStage(stages, 'new')).toEqual(stages);
    expect(deleteStage(stages, 'nobody')).toEqual(stages);
  });
});

describe('stageNameIn', () => {
  it('reads the name in the language, else English, else any', () => {
    const localizations = stages[1]?.localizations ?? [];
    expect(stageNameIn(localizations, 'pl')).toBe('phone (pl)');
    expect(stageNameIn(localizations, 'de')).toBe('phone');
    expect(stageNameIn([{ languageId: 'pl', stageName: 'Oferta' }], 'de')).toBe('Oferta');
    expect(stageNameIn([], 'en')).toBe('');
  });
});

describe('createStageId', () => {
  it('makes distinct version-4 UUIDs', () => {
    const made = new Set(Array.from({ length: 50 }, createStageId));
    expect(made.size).toBe(50);
    for (const id of made) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
