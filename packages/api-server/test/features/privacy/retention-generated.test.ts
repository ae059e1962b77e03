import { RecruitmentStatus } from '@ats/api-sdk';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { retentionSettings } from '../../../src/db/schema/index.ts';
import { countDueForRetention } from '../../../src/features/privacy/retention-rule.ts';
import { runRetentionIfDue } from '../../../src/jobs/retention-job.ts';
import { generateScaleData } from '../../../src/seed/scale/generate.ts';
import { useTestApp } from '../../support/app.ts';

/** Per candidate of the generated set, what the rule looks at (times in epoch ms). */
type CandidateFacts = {
  id: string;
  email: string;
  newest_application_at: number;
  consent_until: number | null;
  in_open_recruitment: boolean;
};

const epochMs = (value: unknown) => sql`(extract(epoch from ${value}) * 1000)::float8`;

/** The candidates due under `months`, worked out in JavaScript from plain facts. */
async function expectedDue(
  db: Database,
  candidates: readonly CandidateFacts[],
  months: number,
): Promise<Set<string>> {
  // The database's clock and calendar arithmetic, as the rule uses them.
  const { rows } = await db.execute<{ now: number; cutoff: number }>(
    sql`select ${epochMs(sql`now()`)} as now,
      ${epochMs(sql`now() - make_interval(months => ${months}::int)`)} as cutoff`,
  );
  const { now = 0, cutoff = 0 } = rows[0] ?? {};
  return new Set(
    candidates
      .filter(
        (candidate) =>
          candidate.newest_application_at <= cutoff &&
          (candidate.consent_until === null || candidate.consent_until <= now) &&
          !candidate.in_open_recruitment,
      )
      .map((candidate) => candidate.id),
  );
}

describe('the retention rule over a generated set', () => {
  const testApp = useTestApp();
  let candidates: CandidateFacts[];
  const db = () => testApp.database.db;

  beforeAll(async () => {
    // 200 candidates, 300 applications, 10 recruitments (some open), consents on 3 in 10.
    await generateScaleData(db(), { size: 0.001 });
    const { rows } = await db().execute<CandidateFacts>(sql`
      select r.id, r.email,
        ${epochMs(sql`(select max(created_at) from job_applications where recruitee_id = r.id)`)}
          as newest_application_at,
        ${epochMs(sql`(select max(future_openings_consent_until) from job_applications
          where recruitee_id = r.id)`)} as consent_until,
        exists (
          select 1 from recruitment_recruitees rr join recruitments on recruitments.id = rr.recruitment_id
          where rr.recruitee_id = r.id and recruitments.status = ${RecruitmentStatus.Open}
        ) as in_open_recruitment
      from recruitees r`);
    candidates = rows;
  });

  it('counts in the dry run exactly the candidates the rule describes', async () => {
    const months = [1, 3, 6, 12, 24];
    for (const month of months) {
      const expected = await expectedDue(db(), candidates, month);
      expect(await countDueForRetention(db(), month), `${month} months`).toBe(expected.size);
    }
    const counts = await Promise.all(months.map((month) => countDueForRetention(db(), month)));
    // The set has both kinds, so the comparison means something.
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[0]).toBeLessThan(candidates.length);
  });

  it('anonymises those and only those in a run, after which the dry run finds none', async () => {
    const months = 3;
    const expected = await expectedDue(db(), candidates, months);
    await db()
      .update(retentionSettings)
      .set({ isEnabled: true, monthsWithoutApplication: months })
      .where(eq(retentionSettings.id, 1));
    const outcome = await runRetentionIfDue({
      db: db(),
      storage: testApp.app.files,
      log: testApp.app.log,
      batchSize: 25,
    });
    expect(outcome).toEqual({ ran: true, anonymisedCount: expected.size });

    const { rows } = await db().execute<{ id: string; email: string; anonymised: boolean }>(
      sql`select id, email, anonymised_at is not null as anonymised from recruitees`,
    );
    const emailBefore = new Map(candidates.map((candidate) => [candidate.id, candidate.email]));
    for (const row of rows) {
      expect(row.anonymised, row.id).toBe(expected.has(row.id));
      // Anonymised means erased: the personal columns no longer hold the person's data.
      expect(row.email === emailBefore.get(row.id), row.id).toBe(!expected.has(row.id));
    }
    const { rows: files } = await db().execute<{ count: number }>(sql`
      select count(*)::int as count from files
      join recruitees on recruitees.id = files.recruitee_id
      where recruitees.anonymised_at is not null`);
    expect(files[0]?.count).toBe(0);
    expect(await countDueForRetention(db(), months)).toBe(0);
  });
});
