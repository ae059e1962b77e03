import { ActivityType, RecruitmentStatus, type Schema } from '@ats/api-sdk';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_ID } from '../../../src/db/reference-data.ts';
import {
  accessLog,
  activities,
  auditEvents,
  files,
  jobApplications,
  recruitees,
  recruitmentRecruitees,
  scores,
} from '../../../src/db/schema/index.ts';
import { signInRoles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import {
  insertApplicationRow,
  insertRecruiteeRow,
  insertRecruitmentRow,
} from '../../support/rows.ts';

describe('duplicates: the rules, the pairs, "Not a duplicate" and the merge', () => {
  const testApp = useTestApp();
  const db = () => testApp.database.db;
  let cookie: string;
  let managerCookie: string;
  let ownerId: string;
  let otherId: string;
  let firstRecruitment: string;
  let secondRecruitment: string;
  let sharedRecruitment: string;
  let counter = 0;

  beforeAll(async () => {
    const signedIn = await signInRoles(testApp);
    cookie = signedIn.cookies.owner;
    managerCookie = signedIn.cookies.hiringManager;
    ownerId = signedIn.ids.owner;
    otherId = signedIn.ids.otherRecruiter;
    const recruitment = (title: string) =>
      insertRecruitmentRow(db(), {
        title,
        positionId: null,
        status: RecruitmentStatus.Open,
        ownerId,
        hiringManagerId: null,
        teamIds: [ownerId],
      });
    firstRecruitment = await recruitment('Merge first');
    secondRecruitment = await recruitment('Merge second');
    sharedRecruitment = await recruitment('Merge shared');
  });

  const headers = () => ({ cookie, origin: testApp.app.config.publicOrigin });

  async function person(values: Partial<typeof recruitees.$inferInsert> = {}) {
    counter += 1;
    return insertRecruiteeRow(db(), {
      firstName: `Unique${counter}`,
      lastName: `Person${counter}`,
      email: `unique.${counter}@example.com`,
      ...values,
    });
  }

  /** An application and the place in the recruitment, at a stage, with an activity. */
  async function place(
    recruiteeId: string,
    recruitmentId: string,
    stageId: string,
    at: string,
  ): Promise<string> {
    const applicationId = await insertApplicationRow(db(), {
      recruiteeId,
      recruitmentId,
      createdAt: new Date(at),
    });
    await db()
      .insert(recruitmentRecruitees)
      .values({
        recruitmentId,
        recruiteeId,
        stageId,
        createdAt: new Date(at),
        stageChangedAt: new Date(at),
      })
      .onConflictDoNothing();
    await db()
      .insert(activities)
      .values({
        activityType: ActivityType.NoteAdded,
        recruiteeId,
        recruitmentId,
        userId: ownerId,
        data: { text: 'note' },
      });
    return applicationId;
  }

  async function file(recruiteeId: string, sha: string | null) {
    counter += 1;
    const [row] = await db()
      .insert(files)
      .values({
        storageKey: `merge-test-${counter}`,
        contentType: 'application/pdf',
        sizeBytes: 10,
        originalName: 'cv.pdf',
        recruiteeId,
        contentSha256: sha,
      })
      .returning({ id: files.id });
    return row?.id ?? '';
  }

  async function duplicatesOf(recruiteeId: string) {
    return bodyOf<Schema<'RecruiteeDuplicates'>>(
      await testApp.app.inject({
        method: 'GET',
        url: `/api/Recruitees/${recruiteeId}/Duplicates`,
        headers: { cookie },
      }),
    );
  }

  async function allPairs() {
    return bodyOf<Schema<'DuplicatePairPage'>>(
      await testApp.app.inject({
        method: 'GET',
        url: '/api/Recruitees/Duplicates?pageSize=200',
        headers: { cookie },
      }),
    );
  }

  const merge = (keptRecruiteeId: string, mergedRecruiteeId: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/Recruitees/merge',
      headers: headers(),
      payload: { keptRecruiteeId, mergedRecruiteeId },
    });

  it('finds the same phone digits, in any notation, with seven digits or more', async () => {
    const a = await person({ phoneNumber: '+48 600 100 200' });
    const b = await person({ phoneNumber: '600-100-200' });
    const short = await person({ phoneNumber: '12 34' });
    const shortToo = await person({ phoneNumber: '1234' });
    const found = await duplicatesOf(a);
    expect(found.recruitee.id).toBe(a);
    expect(found.duplicates).toEqual([
      expect.objectContaining({
        recruitee: expect.objectContaining({ id: b }),
        reasons: ['phone'],
      }),
    ]);
    expect((await duplicatesOf(short)).duplicates).toEqual([]);
    expect((await duplicatesOf(shortToo)).duplicates).toEqual([]);
  });

  it('finds the same name (any case, any accents) with the same e-mail before the @, not with another e-mail', async () => {
    const a = await person({ firstName: 'Łucja', lastName: 'Żółć', email: 'lucja.zolc@firma.pl' });
    const b = await person({ firstName: 'lucja', lastName: 'ZOLC', email: 'lucja.zolc@gmail.com' });
    const c = await person({ firstName: 'Lucja ', lastName: ' Zolc', email: 'LUCJA.ZOLC@onet.pl' });
    const other = await person({
      firstName: 'Łucja',
      lastName: 'Żółć',
      email: 'lucja.zolc7@firma.pl',
    });
    const namesake = await person({
      firstName: 'Łucja',
      lastName: 'Kowal',
      email: 'lucja.zolc@wp.pl',
    });
    const found = await duplicatesOf(a);
    const ids = found.duplicates.map((match) => match.recruitee.id).sort();
    expect(ids).toEqual([b, c].sort());
    expect(found.duplicates.every((match) => match.reasons.join() === 'nameAndEmail')).toBe(true);
    expect((await duplicatesOf(other)).duplicates).toEqual([]);
    expect((await duplicatesOf(namesake)).duplicates).toEqual([]);
  });

  it('finds the same file, and lists each pair once with all its reasons', async () => {
    const a = await person({ phoneNumber: '+44 7700 900123' });
    const b = await person({ phoneNumber: '07700900123' });
    const sha = 'a'.repeat(64);
    await file(a, sha);
    await file(b, sha);
    await file(b, null);
    expect((await duplicatesOf(a)).duplicates).toEqual([
      expect.objectContaining({ reasons: ['file', 'phone'] }),
    ]);
    const pairs = (await allPairs()).result.filter(
      (pair) => [pair.first.id, pair.second.id].sort().join() === [a, b].sort().join(),
    );
    expect(pairs).toHaveLength(1);
    expect(pairs[0]?.reasons).toEqual(['file', 'phone']);
  });

  it('leaves out a pair marked "Not a duplicate", and records who did it', async () => {
    const a = await person({ phoneNumber: '+48 511 222 333' });
    const b = await person({ phoneNumber: '511222333' });
    const before = await allPairs();
    const dismiss = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/Recruitees/Duplicates/dismiss',
        headers: headers(),
        payload: { firstRecruiteeId: b, secondRecruiteeId: a },
      });
    expect((await dismiss()).statusCode).toBe(204);
    expect((await dismiss()).statusCode).toBe(204);
    expect((await duplicatesOf(a)).duplicates).toEqual([]);
    expect((await allPairs()).totalCount).toBe(before.totalCount - 1);
    const rows = await db().execute<{ dismissed_by: string }>(
      sql`select dismissed_by from duplicate_dismissals where first_recruitee_id = ${[a, b].sort()[0]}`,
    );
    expect(rows.rows).toEqual([{ dismissed_by: ownerId }]);
  });

  async function counts(ids: string[]) {
    const count = async (table: 'job_applications' | 'files' | 'activities' | 'access_log') =>
      Number(
        (
          await db().execute<{ n: string }>(
            sql`select count(*) as n from ${sql.identifier(table)} where recruitee_id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
          )
        ).rows[0]?.n,
      );
    const scoreRows = await db().select().from(scores).where(inArray(scores.recruiteeId, ids));
    const consents = await db()
      .select({ consentedAt: jobApplications.consentedAt })
      .from(jobApplications)
      .where(inArray(jobApplications.recruiteeId, ids));
    return {
      applications: await count('job_applications'),
      files: await count('files'),
      activities: await count('activities'),
      accessLog: await count('access_log'),
      scores: scoreRows.length,
      consents: consents.filter((row) => row.consentedAt !== null).length,
    };
  }

  /** Two people: one in the first and shared recruitments, the other in the second and shared. */
  async function twoPeople() {
    const kept = await person({ phoneNumber: '+48 700 000 001' });
    const merged = await person({ phoneNumber: '700000001' });
    await place(kept, firstRecruitment, DEFAULT_STAGE_ID.new, '2026-01-01T10:00:00Z');
    await place(kept, sharedRecruitment, DEFAULT_STAGE_ID.new, '2026-01-02T10:00:00Z');
    const mergedSecond = await place(
      merged,
      secondRecruitment,
      DEFAULT_STAGE_ID.new,
      '2026-01-03T10:00:00Z',
    );
    const mergedShared = await place(
      merged,
      sharedRecruitment,
      DEFAULT_STAGE_ID.hired,
      '2026-01-04T10:00:00Z',
    );
    await file(kept, null);
    await file(merged, 'b'.repeat(64));
    // Both scored by the owner in the shared recruitment (the newer stays), and by another.
    await db()
      .insert(scores)
      .values([
        {
          recruitmentId: sharedRecruitment,
          recruiteeId: kept,
          userId: ownerId,
          score: 2,
          scoringTime: new Date('2026-01-05'),
        },
        {
          recruitmentId: sharedRecruitment,
          recruiteeId: merged,
          userId: ownerId,
          score: 5,
          scoringTime: new Date('2026-01-06'),
        },
        { recruitmentId: sharedRecruitment, recruiteeId: merged, userId: otherId, score: 3 },
        { recruitmentId: secondRecruitment, recruiteeId: merged, userId: ownerId, score: 4 },
      ]);
    await db().insert(accessLog).values({ recruiteeId: merged, userId: ownerId, kind: 'export' });
    return { kept, merged, mergedSecond, mergedShared };
  }

  it('keeps every row of both on the kept person, one place per recruitment, in one transaction', async () => {
    const { kept, merged, mergedShared } = await twoPeople();
    const before = await counts([kept, merged]);
    const result = bodyOf<Schema<'MergeRecruiteesResult'>>(await merge(kept, merged));
    expect(result).toEqual({ keptRecruiteeId: kept, jobApplicationId: mergedShared });

    const after = await counts([kept]);
    expect(after).toEqual({
      ...before,
      // One of the owner's two scores in the shared recruitment; a "merged" activity per place.
      scores: before.scores - 1,
      activities: before.activities + 3,
    });
    expect(await counts([merged])).toEqual({
      applications: 0,
      files: 0,
      activities: 0,
      accessLog: 0,
      scores: 0,
      consents: 0,
    });
    const places = await db()
      .select()
      .from(recruitmentRecruitees)
      .where(eq(recruitmentRecruitees.recruiteeId, kept));
    expect(places.map((row) => row.recruitmentId).sort()).toEqual(
      [firstRecruitment, secondRecruitment, sharedRecruitment].sort(),
    );
    const shared = places.find((row) => row.recruitmentId === sharedRecruitment);
    // The stage changed last (the merged person's) wins; the newest application follows.
    expect(shared).toMatchObject({
      stageId: DEFAULT_STAGE_ID.hired,
      newestApplicationId: mergedShared,
    });
    const ownerScore = await db()
      .select({ score: scores.score })
      .from(scores)
      .where(
        sql`${scores.recruiteeId} = ${kept} and ${scores.recruitmentId} = ${sharedRecruitment} and ${scores.userId} = ${ownerId}`,
      );
    expect(ownerScore).toEqual([{ score: 5 }]);
    const [keptRow] = await db().select().from(recruitees).where(eq(recruitees.id, kept));
    expect(keptRow?.newestApplicationId).toBe(mergedShared);
    expect(await db().select().from(recruitees).where(eq(recruitees.id, merged))).toEqual([]);
    const mergedActivities = await db()
      .select({ recruitmentId: activities.recruitmentId, userId: activities.userId })
      .from(activities)
      .where(
        sql`${activities.recruiteeId} = ${kept} and ${activities.activityType} = ${ActivityType.CandidatesMerged}`,
      );
    expect(mergedActivities).toHaveLength(3);
    const audit = await db()
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, kept));
    expect(audit).toEqual([{ action: 'candidate.merged', details: { mergedRecruiteeId: merged } }]);
  });

  it('answers the merged id with a redirect to the kept one, and reads it as the kept one in bodies', async () => {
    const { kept, merged } = await twoPeople();
    bodyOf(await merge(kept, merged));
    const old = await testApp.app.inject({
      method: 'GET',
      url: `/api/Recruitees/${merged}/Duplicates`,
      headers: { cookie },
    });
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe(`/api/Recruitees/${kept}/Duplicates`);
    const applications = await testApp.app.inject({
      method: 'GET',
      url: `/api/JobApplications?recruiteeId=${merged}&PageSize=5`,
      headers: { cookie },
    });
    expect(applications.statusCode).toBe(308);
    expect(applications.headers.location).toBe(
      `/api/JobApplications?recruiteeId=${kept}&PageSize=5`,
    );
    // Signed out: 401 first, the redirect tells nothing.
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/Recruitees/${merged}/Duplicates` }))
        .statusCode,
    ).toBe(401);
  });

  it("moves the merged person's e-mails and webhook events, and reads their id in a body as the kept one's", async () => {
    const { kept, merged } = await twoPeople();
    await db().execute(sql`
      insert into outbox_messages (recruitee_id, to_address, subject, html, text)
      values (${merged}, 'a@example.com', 'Hello', '<p>Hi</p>', 'Hi')`);
    await db().execute(sql`
      insert into webhook_messages (event_type, ordering_key, data)
      values ('candidate.stage_changed', ${merged}, '{}'::jsonb)`);
    bodyOf(await merge(kept, merged));
    const dangling = await db().execute<{ n: string }>(sql`
      select (select count(*) from outbox_messages where recruitee_id = ${merged})
        + (select count(*) from webhook_messages where ordering_key = ${merged}) as n`);
    expect(Number(dangling.rows[0]?.n)).toBe(0);
    const moved = await db().execute<{ n: string }>(sql`
      select (select count(*) from outbox_messages where recruitee_id = ${kept})
        + (select count(*) from webhook_messages where ordering_key = ${kept}) as n`);
    expect(Number(moved.rows[0]?.n)).toBe(2);
    // A note sent with the old id lands on the kept person, in the recruitment they took over.
    const note = await testApp.app.inject({
      method: 'POST',
      url: '/api/Activities/note',
      headers: headers(),
      payload: { recruiteeId: merged, recruitmentId: secondRecruitment, text: 'After the merge.' },
    });
    expect(note.statusCode, note.body).toBe(200);
    const notes = await db()
      .select({ recruiteeId: activities.recruiteeId })
      .from(activities)
      .where(sql`${activities.data} ->> 'text' = 'After the merge.'`);
    expect(notes).toEqual([{ recruiteeId: kept }]);
  });

  it('refuses merging twice, one person into themselves, and merges touching a merged person', async () => {
    const { kept, merged } = await twoPeople();
    const third = await person();
    bodyOf(await merge(kept, merged));
    expectError(await merge(kept, merged), 404);
    expectError(await merge(merged, third), 404);
    expectError(await merge(kept, kept), 400);
  });

  it('lets one of two concurrent merges of one person through, and refuses the other', async () => {
    const { kept, merged } = await twoPeople();
    const third = await person();
    const answers = await Promise.all([merge(kept, merged), merge(third, merged)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const winner = answers[0]?.statusCode === 200 ? kept : third;
    const rows = await db()
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.recruiteeId, winner));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('leaves both untouched when the merge fails midway', async () => {
    const { kept, merged } = await twoPeople();
    const before = { kept: await counts([kept]), merged: await counts([merged]) };
    // A failure after the first writes: the audit log refuses the entry.
    await db().execute(sql`
      create or replace function refuse_merge_audit() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await db().execute(sql`
      create trigger refuse_merge_audit before insert on audit_events
      for each row execute function refuse_merge_audit()`);
    try {
      expect((await merge(kept, merged)).statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_merge_audit on audit_events`);
    }
    expect({ kept: await counts([kept]), merged: await counts([merged]) }).toEqual(before);
    const redirect = await db().execute(
      sql`select 1 from recruitee_merges where merged_recruitee_id = ${merged}`,
    );
    expect(redirect.rows).toEqual([]);
  });

  it('is for staff who may merge: 403 for a hiring manager', async () => {
    const { kept, merged } = await twoPeople();
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/Recruitees/merge',
      headers: { cookie: managerCookie, origin: testApp.app.config.publicOrigin },
      payload: { keptRecruiteeId: kept, mergedRecruiteeId: merged },
    });
    expectError(refused, 403);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/Recruitees/Duplicates',
      headers: { cookie: managerCookie },
    });
    expectError(list, 403);
  });
});
