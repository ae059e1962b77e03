import { describe, expect, it } from 'vitest';
import { mergeOutcome } from './mergeOutcome.ts';

describe('mergeOutcome', () => {
  it('says a person merged meanwhile for 404, a refusal for 400, a failure otherwise', () => {
    expect(mergeOutcome(404)).toBe('alreadyMerged');
    expect(mergeOutcome(400)).toBe('cannotMerge');
    expect(mergeOutcome(500)).toBe('failed');
    expect(mergeOutcome(0)).toBe('failed');
  });
});
