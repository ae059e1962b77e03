import { devAssert } from '../devAssert.ts';

/** Wording of a field's counter, e.g. "12/200"; the app passes a translated one. */
export type CounterLabel = (length: number, max: number) => string;

/** The English (and language-neutral) counter: "12/200". */
export const defaultCounterLabel: CounterLabel = (length, max) => `${length}/${max}`;

/**
 * How insistently the counter shows: `quiet` only while the field has the focus; `near`
 * (from 80% of the limit), `full` and `over` (a longer value given from outside) always.
 */
export type CounterLevel = 'quiet' | 'near' | 'full' | 'over';

/** A counter to draw: its text and how insistently it shows. */
export interface CounterState {
  text: string;
  level: CounterLevel;
}

// From this share of the limit on, the counter shows without focus: the user is about to hit it.
const nearLimitShare = 0.8;

/** The counter of `length` characters (or items) out of `max`. */
export function counterState(
  length: number,
  max: number,
  label: CounterLabel = defaultCounterLabel,
): CounterState {
  devAssert(
    Number.isInteger(max) && max > 0,
    `A field's limit must be a positive integer, got ${max}.`,
  );
  const level: CounterLevel =
    length > max
      ? 'over'
      : length === max
        ? 'full'
        : length >= max * nearLimitShare
          ? 'near'
          : 'quiet';
  return { text: label(length, max), level };
}
