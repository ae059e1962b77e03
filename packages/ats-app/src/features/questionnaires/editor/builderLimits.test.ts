import { defaultQuestionnaireBuilderLimits } from '@ats/design-system';
import { describe, expect, it } from 'vitest';
import { builderLimits } from './builderLimits.ts';

describe('builderLimits', () => {
  it('are the contract bounds the issue chose', () => {
    expect(builderLimits).toEqual({
      nameLength: 200,
      questionLength: 1000,
      textLength: 20_000,
      optionLength: 1000,
      optionCount: 100,
    });
  });

  it('match what the design system assumes without them', () => {
    expect(builderLimits).toEqual(defaultQuestionnaireBuilderLimits);
  });
});
