import type { BuilderState } from './builderState.ts';

/** Plain data as the builder keeps it: strings, numbers, booleans, lists and records. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every(
      (key) => key in bRecord && sameValue((a as Record<string, unknown>)[key], bRecord[key]),
    )
  );
}

/**
 * Whether leaving the builder now would lose work: its name or elements differ from what it
 * opened with, or an editor is open (its draft may hold typing the builder does not see).
 * Moving an element away and back, or saving an editor without a change, is no change.
 */
export function hasUnsavedChanges(opened: BuilderState, current: BuilderState): boolean {
  if (current.editing !== null) return true;
  if (current.name !== opened.name) return true;
  // Unchanged elements keep their objects (the reducer copies only what it changes).
  return (
    current.elements !== opened.elements &&
    (current.elements.length !== opened.elements.length ||
      current.elements.some((element, index) => !sameValue(element, opened.elements[index])))
  );
}
