import { describe, expect, it } from 'vitest';
import { mergeLabels } from './mergeLabels.ts';

const defaults = {
  title: 'Title',
  count: (n: number) => `${n} items`,
  group: { first: 'First', second: 'Second' },
};

describe('mergeLabels', () => {
  it('keeps the defaults of every text not given, also within a group', () => {
    const merged = mergeLabels(defaults, {
      title: 'Tytuł',
      count: undefined,
      group: { second: 'Drugi', first: undefined },
    });
    expect(merged.title).toBe('Tytuł');
    expect(merged.count(2)).toBe('2 items');
    expect(merged.group).toEqual({ first: 'First', second: 'Drugi' });
    expect(mergeLabels(defaults)).toEqual(defaults);
  });
});
