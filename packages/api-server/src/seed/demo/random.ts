import { faker as englishFaker } from '@faker-js/faker/locale/en';
import { faker as polishFaker } from '@faker-js/faker/locale/pl';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The one source of randomness of the demo data: faker's seeded generator, so that the same
 * seed, size and `now` give the same data set. Everything is drawn in a fixed order, so
 * callers must not draw from it concurrently (generation is synchronous).
 */
export class DemoRandom {
  readonly english = englishFaker;
  readonly polish = polishFaker;

  constructor(seed: number) {
    // The locale modules export shared instances: seeding them here makes each load repeatable.
    englishFaker.seed(seed);
    polishFaker.seed(seed + 1);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return this.english.number.int({ min, max });
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return this.english.number.float({ min, max });
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    if (probability <= 0) return false;
    if (probability >= 1) return true;
    return this.english.datatype.boolean({ probability });
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return this.english.helpers.arrayElement(items);
  }

  /** `count` distinct items (all of them when there are fewer). */
  pickSome<T>(items: readonly T[], count: number): T[] {
    return this.english.helpers.arrayElements(items, Math.min(count, items.length));
  }

  /** One item, each with the probability of its weight among all weights (0 = never). */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    return this.english.helpers.weightedArrayElement(
      entries.filter(([, weight]) => weight > 0).map(([value, weight]) => ({ value, weight })),
    );
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.english.helpers.shuffle([...items]);
  }

  /** A version 4 UUID from the seeded generator. */
  uuid(): string {
    return this.english.string.uuid();
  }

  /** A string of `length` decimal digits. */
  digits(length: number): string {
    return this.english.string.numeric({ length, allowLeadingZeros: true });
  }

  /** A moment between `from` and `to` (uniform). */
  between(from: Date, to: Date): Date {
    const start = from.getTime();
    const end = Math.max(start, to.getTime());
    return new Date(start + Math.floor(this.float(0, 1) * (end - start)));
  }
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * dayMs);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / dayMs;
}

/** 'YYYY-MM-DD' of the UTC calendar day. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

export function maxDate(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}
