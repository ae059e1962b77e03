import { afterAll, beforeAll } from 'vitest';

/**
 * For tests of a screen with a rich-text editor that inserts text: the editor scrolls its
 * cursor into view after an insert, measuring a Range, and jsdom (no layout) has no such
 * measures. Adds empty ones for the file's tests, and takes them away afterwards.
 */
export function withJsdomRangeMeasures(): void {
  const missingRangeMeasures = {
    getClientRects: () => [],
    getBoundingClientRect: () => new DOMRect(),
  };
  const addedRangeMeasures = Object.keys(missingRangeMeasures).filter(
    (measure) => !(measure in Range.prototype),
  );
  beforeAll(() => {
    for (const measure of addedRangeMeasures) {
      Object.assign(Range.prototype, {
        [measure]: missingRangeMeasures[measure as keyof typeof missingRangeMeasures],
      });
    }
  });
  afterAll(() => {
    for (const measure of addedRangeMeasures) Reflect.deleteProperty(Range.prototype, measure);
  });
}
