import { ActivityType, QuestionnaireStatus, RecruitmentStatus, StageType } from '@ats/api-sdk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createTestDatabase } from '../support/database.ts';

const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * The schema's check constraints that hold an enum column to the contract's values
 * (`between 0 and N`, written by hand in src/db/schema). A value added to the contract's enum
 * without a migration widening its check fails here, not at the first insert in production.
 */
const enumChecks = {
  activities_activity_type_range: ActivityType,
  questionnaires_status_range: QuestionnaireStatus,
  recruitments_status_range: RecruitmentStatus,
  stage_types_id_range: StageType,
} as const satisfies Record<string, Record<string, number>>;

/** Range checks on numbers that are not enums (their bounds are the contract's limits). */
const otherRangeChecks = [
  'recruitments_vacant_posts_range',
  'retention_settings_months_range',
  'scores_score_range',
];

interface RangeCheck {
  name: string;
  column: string;
  min: number;
  max: number;
}

/** Postgres prints `between a and b` back as `((column >= a) AND (column <= b))`. */
const rangePattern = /^CHECK \(\(\((\w+) >= (-?\d+)\) AND \(\1 <= (-?\d+)\)\)\)$/;

/** Every check constraint of the public schema that is one closed range on one column. */
async function rangeChecks(handle: DatabaseHandle): Promise<RangeCheck[]> {
  const result = await handle.db.execute(
    sql`select c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'c' and n.nspname = 'public'
        order by c.conname`,
  );
  return (result.rows as { name: string; definition: string }[]).flatMap(({ name, definition }) => {
    const match = rangePattern.exec(definition);
    if (!match) return [];
    const [, column = '', min = '', max = ''] = match;
    return [{ name, column, min: Number(min), max: Number(max) }];
  });
}

/** The whole numbers from `min` to `max`. */
function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

describe(`enum check constraints on ${kind}`, () => {
  let handle: DatabaseHandle;
  let checks: RangeCheck[];
  beforeAll(async () => {
    handle = await createTestDatabase();
    checks = await rangeChecks(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('reads the range checks from the database (the parsing works)', () => {
    expect(checks).toContainEqual({
      name: 'scores_score_range',
      column: 'score',
      min: 1,
      max: 5,
    });
  });

  it.each(Object.entries(enumChecks))(
    '%s allows exactly the contract enum values',
    (name, values) => {
      const check = checks.find((candidate) => candidate.name === name);
      expect(check, `no range check ${name} in the migrated database`).toBeDefined();
      if (!check) return;
      const contractValues = [...new Set(Object.values(values))].sort((a, b) => a - b);
      expect(range(check.min, check.max), `${name} (${check.column})`).toEqual(contractValues);
    },
  );

  it('knows every range check: a new one on an enum column belongs in the list above', () => {
    expect(checks.map((check) => check.name).sort()).toEqual(
      [...Object.keys(enumChecks), ...otherRangeChecks].sort(),
    );
  });
});
