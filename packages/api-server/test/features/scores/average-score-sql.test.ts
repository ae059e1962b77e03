import { averageScore } from '@ats/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import { roundedAverageScore } from '../../../src/features/candidates/score-columns.ts';
import { createTestDatabase } from '../../support/database.ts';

/** Every list of up to `length` scores of 1-5, in ascending order (a multiset each). */
function scoreLists(length: number, from = 1): number[][] {
  if (length === 0) return [[]];
  const shorter = scoreLists(length - 1, from);
  const longer: number[][] = [];
  for (let score = from; score <= 5; score += 1) {
    for (const rest of scoreLists(length - 1, score)) {
      if (rest.length === length - 1) longer.push([score, ...rest]);
    }
  }
  return [...shorter, ...longer];
}

// Every way up to five people can score, and a few larger crowds near the halves.
const cases: number[][] = [
  ...scoreLists(5),
  [...Array(50).fill(4), ...Array(50).fill(5)],
  [...Array(51).fill(4), ...Array(49).fill(5)],
  [...Array(49).fill(4), ...Array(51).fill(5)],
  [...Array(333).fill(1), ...Array(667).fill(2)],
];

describe("the candidate list's average score in SQL (spec part 2 §9)", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database.close());

  it("equals the domain's averageScore for every case", async () => {
    const caseNumbers = cases.flatMap((scores, number) => scores.map(() => number));
    const scores = cases.flat();
    // One row per case: its scores as smallint (the scores table's type), none for no scores.
    const { rows } = await database.db.execute<{ number: number; average: number }>(sql`
      select cases.number, ${roundedAverageScore(sql`case_scores.score`)} as average
      from generate_series(0, ${cases.length - 1}::int) as cases(number)
      left join unnest(
        ${`{${caseNumbers.join(',')}}`}::int[], ${`{${scores.join(',')}}`}::smallint[]
      ) as case_scores(number, score) on case_scores.number = cases.number
      group by cases.number
      order by cases.number
    `);
    expect(cases.length).toBeGreaterThan(250);
    expect(rows.map((row) => Number(row.average))).toEqual(cases.map(averageScore));
  });
});
