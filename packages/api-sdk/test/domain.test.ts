import * as domain from '@ats/domain';
import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index.ts';

describe("the domain's rules in the SDK", () => {
  it('are the one definition of @ats/domain, re-exported', () => {
    expect(sdk.applicationFileRules).toBe(domain.applicationFileRules);
    expect(sdk.applicationFileTypes).toBe(domain.applicationFileTypes);
    expect(sdk.acceptAttribute).toBe(domain.acceptAttribute);
    expect(sdk.maxApplicationFiles).toBe(domain.maxApplicationFiles);
    expect(sdk.stageTypeGroupOrder).toBe(domain.stageTypeGroupOrder);
    expect(sdk.editableStageTypes).toBe(domain.editableStageTypes);
    expect(sdk.isEditableStageType).toBe(domain.isEditableStageType);
  });

  it("speak of the contract's stage types", () => {
    const names = (types: readonly number[]) =>
      types.map((type) => sdk.stageTypeNames[type as sdk.StageType]);
    expect(names(domain.stageTypeGroupOrder)).toEqual([
      'New',
      'Custom',
      'Hired',
      'RejectedCustom',
      'RejectedApplication',
    ]);
    expect(names(domain.editableStageTypes)).toEqual(['Custom', 'RejectedCustom']);
  });
});
