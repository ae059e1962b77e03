import { describe, expect, it } from 'vitest';
import { editableStageTypes, isEditableStageType, stageTypeGroupOrder } from './stageTypes.ts';

describe('stage type rules', () => {
  it('order the groups New, Custom, Hired, RejectedCustom, RejectedApplication', () => {
    expect(stageTypeGroupOrder).toEqual([2, 3, 4, 1, 0]);
  });

  it('let users edit only Custom and RejectedCustom stages, in the Add new menu order', () => {
    expect(editableStageTypes).toEqual([3, 1]);
    expect([0, 1, 2, 3, 4].filter(isEditableStageType)).toEqual([1, 3]);
  });
});
