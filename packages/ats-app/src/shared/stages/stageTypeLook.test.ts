import { StageType } from '@ats/api-sdk';
import {
  BanIcon,
  CheckIcon,
  DocumentIcon,
  PencilSquareIcon,
  PlusCircleIcon,
} from '@ats/design-system';
import { describe, expect, test } from 'vitest';
import { stageTypeLook } from './stageTypeLook.ts';

describe('stageTypeLook', () => {
  test('gives every stage type of the contract a look', () => {
    expect(Object.keys(stageTypeLook).map(Number).sort()).toEqual(Object.values(StageType).sort());
  });

  // Spec part 1 §2 "Settings: recruitment stages": icon and colour per type.
  test.each([
    [StageType.RejectedApplication, 'critical', DocumentIcon],
    [StageType.RejectedCustom, 'critical', BanIcon],
    [StageType.New, 'info', PlusCircleIcon],
    [StageType.Custom, 'caution', PencilSquareIcon],
    [StageType.Hired, 'promote', CheckIcon],
  ])('stage type %i is %s with its icon', (stageType, tone, icon) => {
    expect(stageTypeLook[stageType]).toEqual({ tone, icon });
  });
});
