import type { Schema } from '@ats/api-sdk';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import {
  type GenerateResult,
  generateScaleData,
  ScaleDataRefusedError,
} from '../../src/seed/scale/generate.ts';
import { scaleCounts } from '../../src/seed/scale/sizes.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase } from '../support/database.ts';
import { signIn } from '../support/sign-in.ts';

/** 10 recruitments, 200 candidates, 300 applications, 2,000 activities, 500 scores. */
const size = 0.001;
const expected = scaleCounts(size);

/**
 * A digest of the generated content (ids, names, e-mails, dates, answers, activity data),
 * equal exactly when two databases hold the same rows. Dates as epoch numbers, so that the
 * session's time zone plays no part.
 */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const digests = {
    recruitments: sql`select md5(string_agg(concat_ws('|', id, title, status, owner_id,
      extract(epoch from create_date), deadline, questionnaire_version), ',' order by id)) from recruitments`,
    recruitees: sql`select md5(string_agg(concat_ws('|', id, first_name, last_name, email,
      phone_number, prefix, extract(epoch from created_at)), ',' order by id)) from recruitees`,
    job_applications: sql`select md5(string_agg(concat_ws('|', id, recruitee_id, recruitment_id,
      referer, answers::text, resume_file_id, extract(epoch from created_at), source,
      source_detail, added_by), ',' order by id))
      from job_applications`,
    recruitment_recruitees: sql`select md5(string_agg(concat_ws('|', recruitment_id, recruitee_id,
      stage_id, is_new, extract(epoch from stage_changed_at)), ',' order by recruitment_id, recruitee_id))
      from recruitment_recruitees`,
    scores: sql`select md5(string_agg(concat_ws('|', id, user_id, score, comment,
      extract(epoch from scoring_time)), ',' order by id)) from scores`,
    activities: sql`select md5(string_agg(concat_ws('|', id, activity_type, recruitee_id, user_id,
      extract(epoch from creation_timestamp), extract(epoch from activity_time), data::text),
      ',' order by id)) from activities`,
    ats_users: sql`select md5(string_agg(concat_ws('|', id, email, first_name, last_name, role,
      status, oidc_subject, extract(epoch from created_at), extract(epoch from invited_at),
      extract(epoch from deactivated_at), extract(epoch from last_sign_in_at)), ',' order by id))
      from ats_users where email like '%@people.example.com'`,
    audit_events: sql`select md5(string_agg(concat_ws('|', id, extract(epoch from occurred_at),
      actor_user_id, action, target_type, target_id, target_name, details::text), ',' order by id))
      from audit_events`,
    api_tokens: sql`select md5(string_agg(concat_ws('|', id, lookup_id, encode(secret_hash, 'hex'),
      owner_id, name, scopes::text, extract(epoch from created_at), extract(epoch from expires_at),
      extract(epoch from revoked_at), extract(epoch from last_used_at), last_used_from), ','
      order by id)) from api_tokens`,
  };
  const result: Record<string, string> = {};
  for (const [table, query] of Object.entries(digests)) {
    const { rows } = await db.execute<{ md5: string }>(query);
    result[table] = rows[0]?.md5 ?? '';
  }
  return result;
}

describe('scale data generator', () => {
  let testApp: TestApp;
  let second: DatabaseHandle;
  let generated: GenerateResult;

  beforeAll(async () => {
    testApp = await createTestApp();
    generated = await generateScaleData(testApp.database.db, { size });
    second = await createTestDatabase();
    await generateScaleData(second.db, { size });
  });
  afterAll(async () => {
    await second?.close();
    await testApp?.close();
  });

  it('fills every table, the main ones with exactly the rows of the size', () => {
    const { counts } = generated;
    expect(counts.recruitments).toBe(expected.recruitments);
    expect(counts.recruitees).toBe(expected.recruitees);
    expect(counts.job_applications).toBe(expected.jobApplications);
    expect(counts.scores).toBe(expected.scores);
    expect(counts.activities).toBe(expected.activities);
    // One resume per application; a candidate sits once in each recruitment applied to.
    expect(counts.files).toBe(expected.jobApplications);
    expect(counts.recruitment_recruitees).toBeLessThanOrEqual(expected.jobApplications);
    expect(counts.recruitment_recruitees).toBeGreaterThan(expected.jobApplications * 0.7);
    // The demo accounts with a role (not the uninvited nor the newcomer), the other staff and
    // the directory.
    expect(counts.ats_users).toBe(5 + expected.otherStaff + expected.directoryStaff);
    expect(counts.audit_events).toBe(expected.auditEvents);
    // Settings > API access: a few hundred tokens, most of the directory staff's.
    expect(counts.api_tokens).toBe(expected.apiTokens);
    for (const table of ['questionnaires', 'recruitment_team_members', 'recruitment_keywords']) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
  });

  it('writes every kind of activity, and each stage change ends where the candidate is', async () => {
    const db = testApp.database.db;
    const { rows: kinds } = await db.execute<{ activity_type: number }>(
      sql`select distinct activity_type from activities order by activity_type`,
    );
    expect(kinds.map((row) => Number(row.activity_type))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const { rows: mismatched } = await db.execute(sql`
      select 1 from recruitment_recruitees as placed
      join lateral (
        select (data->>'newStageId')::uuid as stage_id from activities
        where activities.recruitment_id = placed.recruitment_id
          and activities.recruitee_id = placed.recruitee_id and activity_type = 5
        order by creation_timestamp desc limit 1
      ) as last_change on true
      where last_change.stage_id <> placed.stage_id`);
    expect(mismatched).toEqual([]);
  });

  it('adds about one candidate in twelve by hand, as adding by hand writes them', async () => {
    const db = testApp.database.db;
    const { rows } = await db.execute<{
      source: string;
      applications: number;
      with_consent: number;
      with_adder: number;
      with_detail: number;
      with_referer: number;
      added_activities: number;
    }>(sql`
      select a.source, count(*)::int as applications,
        count(a.consented_at)::int as with_consent, count(a.added_by)::int as with_adder,
        count(a.source_detail)::int as with_detail, count(a.referer)::int as with_referer,
        count(act.id) filter (where act.activity_type = 7 and act.user_id = a.added_by)::int
          as added_activities
      from job_applications a
      left join activities act on act.data->>'jobApplicationId' = a.id::text
        and act.activity_type in (0, 7)
      group by a.source order by a.source`);
    const bySource = Object.fromEntries(rows.map((row) => [row.source, row]));
    const applied = bySource.applied;
    if (!applied) throw new Error('no applications through the offer page');
    expect(applied.with_consent).toBe(applied.applications);
    expect(applied.with_adder).toBe(0);
    const byStaff = rows.filter((row) => row.source !== 'applied');
    const staffAdded = byStaff.reduce((sum, row) => sum + row.applications, 0);
    expect(staffAdded).toBeGreaterThan(expected.jobApplications * 0.04);
    expect(staffAdded).toBeLessThan(expected.jobApplications * 0.13);
    for (const row of byStaff) {
      expect(row, row.source).toMatchObject({
        with_consent: 0,
        with_adder: row.applications,
        with_referer: 0,
        added_activities: row.applications,
        with_detail: ['referral', 'agency'].includes(row.source) ? row.applications : 0,
      });
    }
  });

  it('sets the newest applications as the triggers keep them, and leaves the triggers on', async () => {
    const db = testApp.database.db;
    const newest = (owner: string, match: string) =>
      sql.raw(`select count(*)::int as wrong from ${owner} as owner
      left join lateral (
        select id, created_at from job_applications where ${match}
        order by created_at desc, id desc limit 1
      ) as newest on true
      where owner.newest_application_id is distinct from newest.id
        or owner.newest_application_at is distinct from newest.created_at`);
    for (const [owner, match] of [
      ['recruitees', 'recruitee_id = owner.id'],
      [
        'recruitment_recruitees',
        'recruitment_id = owner.recruitment_id and recruitee_id = owner.recruitee_id',
      ],
    ] as const) {
      const { rows } = await db.execute<{ wrong: number }>(newest(owner, match));
      expect(rows[0]?.wrong, owner).toBe(0);
    }
    const { rows: disabled } = await db.execute<{ tgname: string }>(
      sql`select tgname from pg_trigger where not tgisinternal and tgenabled = 'D'`,
    );
    expect(disabled).toEqual([]);
  });

  it('gives identical data on another fresh database', async () => {
    const first = await fingerprint(testApp.database.db);
    expect(first.activities).toMatch(/^[0-9a-f]{32}$/);
    expect(await fingerprint(second.db)).toEqual(first);
  });

  it('refuses a database with recruitments, and after a reset generates the same again', async () => {
    const before = await fingerprint(second.db);
    await expect(generateScaleData(second.db, { size })).rejects.toThrow(ScaleDataRefusedError);
    await generateScaleData(second.db, { size, reset: true });
    expect(await fingerprint(second.db)).toEqual(before);
  });

  it('lets the demo recruiter sign in and read lists, profiles and the dashboard', async () => {
    const { app } = testApp;
    const cookie = await signIn(app, 'recruiter@example.com');
    const get = async <T>(url: string): Promise<T> => {
      const response: LightMyRequestResponse = await app.inject({
        method: 'GET',
        url,
        headers: { cookie },
      });
      // The test app checks every answer against the contract.
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json() as T;
    };

    const recruitments = await get<Schema<'RecruitmentListItemPage'>>(
      '/api/Recruitments?pageNumber=1&pageSize=100',
    );
    expect(recruitments.totalCount).toBe(expected.recruitments);
    // The busiest of those she owns (the first recruitment is hers and takes applications).
    const busiest = recruitments.result
      .filter((recruitment) => recruitment.recruitmentOwner.lastName === 'Kowalska')
      .sort((a, b) => b.candidatesCount - a.candidatesCount)[0];
    if (!busiest) throw new Error('no recruitment of the demo recruiter');
    const candidates = await get<Schema<'RecruitmentRecruiteePage'>>(
      `/api/RecruitmentRecruitees?recruitmentId=${busiest.id}&PageNumber=1&PageSize=20`,
    );
    expect(candidates.totalCount).toBe(busiest.candidatesCount);
    const [candidate] = candidates.result;
    if (!candidate) throw new Error('no candidate');

    const profile = await get<Schema<'RecruiteeWithJobApplication'>>(
      `/api/Recruitees/ByJobApplication?jobApplicationId=${candidate.newestJobApplicationId}`,
    );
    expect(profile.authorizedData).not.toBeNull();
    const activities = await get<Schema<'ActivityPage'>>(
      `/api/Activities?recruiteeId=${candidate.id}&recruitmentId=${busiest.id}&PageNumber=1&PageSize=20`,
    );
    expect(activities.totalCount).toBeGreaterThan(0);
    await get(
      `/api/RecruitmentRecruiteeScores/Summary?recruiteeId=${candidate.id}&recruitmentId=${busiest.id}`,
    );

    const search = await get<Schema<'RecruiteeListItemPage'>>(
      `/api/Recruitees?pageNumber=1&pageSize=20&SearchQuery=${encodeURIComponent(candidate.lastName)}`,
    );
    expect(search.totalCount).toBeGreaterThan(0);
    const dashboard = await get<Schema<'Dashboard'>>('/api/Dashboard');
    expect(dashboard.recruitmentAndRecruiteeAggregates.totalRecruiteesCount).toBe(
      expected.recruitees,
    );
  });
});
