import { randomUUID } from 'node:crypto';
import { RecruitmentStatus, type Schema } from '@ats/api-sdk';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STAGE_ID } from '../../../src/db/reference-data.ts';
import {
  files,
  recruitees,
  recruitmentRecruitees,
  retentionSettings,
} from '../../../src/db/schema/index.ts';
import {
  type RetentionJobContext,
  runRetentionIfDue,
  startRetentionSchedule,
} from '../../../src/jobs/retention-job.ts';
import { userIdByEmail } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { pdfBytes } from '../../support/files.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import {
  insertApplicationRow,
  insertRecruiteeRow,
  insertRecruitmentRow,
} from '../../support/rows.ts';
import { signedInHeaders } from '../../support/sign-in.ts';

type RetentionSettings = Schema<'RetentionSettings'>;

const day = 86_400_000;
const monthsAgo = (months: number) => new Date(Date.now() - months * 31 * day);

describe('the retention rule', () => {
  const testApp = useTestApp();
  let headers: { cookie: string; origin: string };
  let openRecruitmentId: string;
  let closedRecruitmentId: string;
  /** Candidates the rule with 12 months anonymises (the first has a stored file). */
  const due: Record<'withFile' | 'oldOnly' | 'expiredConsent', string> = {
    withFile: '',
    oldOnly: '',
    expiredConsent: '',
  };
  /** Candidates it keeps, each for one reason. */
  const kept: Record<'recent' | 'validConsent' | 'inOpenRecruitment' | 'anonymised', string> = {
    recent: '',
    validConsent: '',
    inOpenRecruitment: '',
    anonymised: '',
  };
  let dueFileKey: string;

  const db = () => testApp.database.db;
  const jobContext = (): RetentionJobContext => ({
    db: db(),
    storage: testApp.app.files,
    log: testApp.app.log,
  });

  async function candidate(options: {
    applications: { at: Date; recruitmentId?: string; futureOpeningsConsentUntil?: Date }[];
    anonymised?: boolean;
  }): Promise<string> {
    const recruiteeId = await insertRecruiteeRow(db(), {
      firstName: 'Kept',
      lastName: `Candidate ${randomUUID().slice(0, 6)}`,
      email: `retention-${randomUUID()}@example.com`,
      phoneNumber: '+48 600 100 200',
      anonymisedAt: options.anonymised ? monthsAgo(1) : null,
    });
    for (const application of options.applications) {
      const recruitmentId = application.recruitmentId ?? closedRecruitmentId;
      await db()
        .insert(recruitmentRecruitees)
        .values({ recruitmentId, recruiteeId, stageId: DEFAULT_STAGE_ID.new })
        .onConflictDoNothing();
      await insertApplicationRow(db(), {
        recruitmentId,
        recruiteeId,
        createdAt: application.at,
        futureOpeningsConsentUntil: application.futureOpeningsConsentUntil ?? null,
      });
    }
    return recruiteeId;
  }

  async function dryRun(months: number): Promise<number> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/Settings/Retention/DryRun?monthsWithoutApplication=${months}`,
      headers: { cookie: headers.cookie },
    });
    const body = bodyOf<Schema<'RetentionDryRun'>>(response);
    expect(body.monthsWithoutApplication).toBe(months);
    return body.candidatesCount;
  }

  function editSettings(body: unknown) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/Settings/Retention/edit',
      headers,
      payload: body as Record<string, unknown>,
    });
  }

  async function settings(): Promise<RetentionSettings> {
    return bodyOf<RetentionSettings>(
      await testApp.app.inject({
        method: 'GET',
        url: '/api/Settings/Retention',
        headers: { cookie: headers.cookie },
      }),
    );
  }

  async function emailsOf(ids: readonly string[]) {
    const rows = await db()
      .select({ id: recruitees.id, email: recruitees.email, anonymisedAt: recruitees.anonymisedAt })
      .from(recruitees)
      .where(inArray(recruitees.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  beforeAll(async () => {
    headers = await signedInHeaders(testApp.app);
    const ownerId = await userIdByEmail(testApp, 'recruiter@example.com');
    openRecruitmentId = await insertRecruitmentRow(db(), {
      title: 'Still hiring',
      status: RecruitmentStatus.Open,
      ownerId,
    });
    closedRecruitmentId = await insertRecruitmentRow(db(), {
      title: 'Long closed',
      status: RecruitmentStatus.Closed,
      ownerId,
    });
    due.withFile = await candidate({ applications: [{ at: monthsAgo(20) }] });
    dueFileKey = `test/${randomUUID()}`;
    await testApp.app.files.put(dueFileKey, pdfBytes);
    await db().insert(files).values({
      storageKey: dueFileKey,
      contentType: 'application/pdf',
      sizeBytes: pdfBytes.length,
      originalName: 'old resume.pdf',
      recruiteeId: due.withFile,
    });
    due.oldOnly = await candidate({ applications: [{ at: monthsAgo(14) }] });
    due.expiredConsent = await candidate({
      applications: [{ at: monthsAgo(30), futureOpeningsConsentUntil: monthsAgo(6) }],
    });
    kept.recent = await candidate({
      applications: [{ at: monthsAgo(14) }, { at: monthsAgo(2), recruitmentId: undefined }],
    });
    kept.validConsent = await candidate({
      applications: [{ at: monthsAgo(14), futureOpeningsConsentUntil: monthsAgo(-10) }],
    });
    kept.inOpenRecruitment = await candidate({
      applications: [{ at: monthsAgo(14), recruitmentId: openRecruitmentId }],
    });
    kept.anonymised = await candidate({ applications: [{ at: monthsAgo(14) }], anonymised: true });
  });

  it('is off by default, with 12 months and the 24 months of a future-openings consent', async () => {
    expect(await settings()).toEqual({
      isEnabled: false,
      monthsWithoutApplication: 12,
      futureOpeningsConsentMonths: 24,
      lastRunAt: null,
      lastRunAnonymisedCount: null,
    });
  });

  it('saves the rule and refuses a period outside 1 to 120 months', async () => {
    const saved = bodyOf<RetentionSettings>(
      await editSettings({ isEnabled: false, monthsWithoutApplication: 18 }),
    );
    expect(saved).toMatchObject({ isEnabled: false, monthsWithoutApplication: 18 });
    expect(await settings()).toEqual(saved);
    for (const body of [
      { isEnabled: true, monthsWithoutApplication: 0 },
      { isEnabled: true, monthsWithoutApplication: 121 },
      { isEnabled: true, monthsWithoutApplication: 12.5 },
      { isEnabled: true },
      { isEnabled: true, monthsWithoutApplication: 12, lastRunAt: null },
    ]) {
      expectError(await editSettings(body), 400);
    }
    expect(await settings()).toEqual(saved);
    const [stored] = await db().select().from(retentionSettings);
    expect(stored?.updatedByUserId).toBe(await userIdByEmail(testApp, 'recruiter@example.com'));
  });

  it('counts, without changing anything, the candidates a period would anonymise', async () => {
    expect(await dryRun(12)).toBe(3);
    // 24 months: only the one who applied 30 months ago, whose consent has run out.
    expect(await dryRun(24)).toBe(1);
    // 1 month: the one whose newest application is 2 months old too.
    expect(await dryRun(1)).toBe(4);
    expect(await dryRun(120)).toBe(0);
    const rows = await emailsOf(Object.values(due));
    expect([...rows.values()].every((row) => row.anonymisedAt === null)).toBe(true);
    expectError(
      await testApp.app.inject({
        method: 'GET',
        url: '/api/Settings/Retention/DryRun?monthsWithoutApplication=0',
        headers: { cookie: headers.cookie },
      }),
      400,
    );
    expectError(
      await testApp.app.inject({
        method: 'GET',
        url: '/api/Settings/Retention/DryRun?monthsWithoutApplication=12',
      }),
      401,
    );
  });

  it('does not run while off', async () => {
    expect(await runRetentionIfDue(jobContext())).toEqual({ ran: false, reason: 'off' });
  });

  it('anonymises the due candidates with the erasure, once a day, and deletes their files', async () => {
    bodyOf(await editSettings({ isEnabled: true, monthsWithoutApplication: 12 }));
    const before = await emailsOf([...Object.values(due), ...Object.values(kept)]);

    const erasedDataScrub = { request: vi.fn() };
    expect(await runRetentionIfDue({ ...jobContext(), batchSize: 2, erasedDataScrub })).toEqual({
      ran: true,
      anonymisedCount: 3,
    });
    // Once for the run, after its commits: the embedded database's files are scrubbed then.
    expect(erasedDataScrub.request).toHaveBeenCalledTimes(1);
    const after = await emailsOf([...Object.values(due), ...Object.values(kept)]);
    for (const id of Object.values(due)) {
      expect(after.get(id)?.anonymisedAt, id).toBeInstanceOf(Date);
      expect(after.get(id)?.email, id).not.toBe(before.get(id)?.email);
    }
    for (const [reason, id] of Object.entries(kept)) {
      expect(after.get(id), reason).toEqual(before.get(id));
    }
    expect(await testApp.app.files.get(dueFileKey)).toBeNull();
    expect(await db().select().from(files).where(eq(files.recruiteeId, due.withFile))).toEqual([]);
    expect(await dryRun(12)).toBe(0);
    expect(await settings()).toMatchObject({
      isEnabled: true,
      lastRunAt: expect.any(String),
      lastRunAnonymisedCount: 3,
    });

    // The next check the same day finds the run done.
    expect(await runRetentionIfDue(jobContext())).toEqual({ ran: false, reason: 'notDue' });
  });

  it('runs on one server only when several check at once, and takes over a dead claim', async () => {
    // The run's bookkeeping, as SQL (times on the database's clock).
    const setRun = (assignments: SQL) =>
      db().execute(sql`update retention_settings set ${assignments} where id = 1`);

    await setRun(sql`last_run_at = null, run_started_at = null`);
    const outcomes = await Promise.all([
      runRetentionIfDue(jobContext()),
      runRetentionIfDue(jobContext()),
      runRetentionIfDue(jobContext()),
    ]);
    expect(outcomes.filter((outcome) => outcome.ran)).toEqual([{ ran: true, anonymisedCount: 0 }]);
    expect(outcomes.filter((outcome) => !outcome.ran).length).toBe(2);

    // Another server is running it now.
    await setRun(sql`last_run_at = null, run_started_at = now()`);
    expect(await runRetentionIfDue(jobContext())).toEqual({ ran: false, reason: 'busy' });
    // That server died two hours ago, mid-run.
    await setRun(sql`run_started_at = now() - interval '2 hours'`);
    expect(await runRetentionIfDue(jobContext())).toEqual({ ran: true, anonymisedCount: 0 });
    const [row] = await db().select().from(retentionSettings);
    expect(row?.runStartedAt).toBeNull();
  });

  it('is checked by a schedule, which stops on shutdown', async () => {
    await db()
      .update(retentionSettings)
      .set({ lastRunAt: null, lastRunAnonymisedCount: null })
      .where(eq(retentionSettings.id, 1));
    const stop = startRetentionSchedule(jobContext(), { firstCheckDelayMs: 1, intervalMs: 60_000 });
    try {
      await expect
        .poll(async () => (await settings()).lastRunAt, { timeout: 10_000 })
        .not.toBeNull();
    } finally {
      await stop();
    }
    expect((await settings()).lastRunAnonymisedCount).toBe(0);
  });
});
