import type { Schema } from '@ats/api-sdk';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, recruitees } from '../../../src/db/schema/index.ts';
import { allMatchingPairs, fillDuplicatePairs } from '../../../src/features/duplicates/rules.ts';
import { erasePersonalData } from '../../../src/features/privacy/erase.ts';
import { signInRoles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { bodyOf } from '../../support/responses.ts';
import { insertRecruiteeRow } from '../../support/rows.ts';

/**
 * The pairs list reads duplicate_pairs, which triggers keep (src/db/regenerate-migration.ts):
 * each change that can make or break a pair changes the table in its own transaction, and the
 * table always equals the rules computed over all candidates.
 */
describe('duplicates: the pairs table follows every change', () => {
  const testApp = useTestApp();
  const db = () => testApp.database.db;
  let cookie: string;
  let counter = 0;

  beforeAll(async () => {
    const signedIn = await signInRoles(testApp);
    cookie = signedIn.cookies.owner;
  });

  const headers = () => ({ cookie, origin: testApp.app.config.publicOrigin });

  async function person(values: Partial<typeof recruitees.$inferInsert> = {}) {
    counter += 1;
    return insertRecruiteeRow(db(), {
      firstName: `Paired${counter}`,
      lastName: `Person${counter}`,
      email: `paired.${counter}@example.com`,
      ...values,
    });
  }

  async function file(recruiteeId: string, sha: string | null) {
    counter += 1;
    const [row] = await db()
      .insert(files)
      .values({
        storageKey: `pairs-test-${counter}`,
        contentType: 'application/pdf',
        sizeBytes: 10,
        originalName: 'cv.pdf',
        recruiteeId,
        contentSha256: sha,
      })
      .returning({ id: files.id });
    return row?.id ?? '';
  }

  async function listed() {
    return bodyOf<Schema<'DuplicatePairPage'>>(
      await testApp.app.inject({
        method: 'GET',
        url: '/api/Recruitees/Duplicates?pageSize=200',
        headers: { cookie },
      }),
    );
  }

  /** The reasons of the pair as the list shows it; undefined when it is not listed. */
  async function pairOf(a: string, b: string) {
    const page = await listed();
    const key = [a, b].sort().join();
    return page.result.find((pair) => [pair.first.id, pair.second.id].sort().join() === key)
      ?.reasons;
  }

  /** The table equals the rules computed over every candidate (no pair missing or stale). */
  async function expectTableMatchesRules() {
    const table = await db().execute<{ pair: string }>(sql`
      select first_recruitee_id || ',' || second_recruitee_id || ',' || array_to_string(reasons, '+')
        || ',' || newer_created_at::text as pair
      from duplicate_pairs order by 1`);
    const rules = await db().execute<{ pair: string }>(sql`
      select first_id || ',' || second_id || ',' || array_to_string(reasons, '+')
        || ',' || newer_at::text as pair
      from (${allMatchingPairs()}) m order by 1`);
    expect(table.rows.map((row) => row.pair)).toEqual(rules.rows.map((row) => row.pair));
  }

  it('lists a pair when a new candidate has the phone, and drops it when the phone changes', async () => {
    const a = await person({ phoneNumber: '+48 601 555 777' });
    const before = (await listed()).totalCount;
    const b = await person({ phoneNumber: '601555777' });
    expect(await pairOf(a, b)).toEqual(['phone']);
    const page = await listed();
    expect(page.totalCount).toBe(before + 1);
    // Newest pair first: the newer person of this pair was added last.
    expect([page.result[0]?.first.id, page.result[0]?.second.id].sort()).toEqual([a, b].sort());
    await expectTableMatchesRules();

    await db().update(recruitees).set({ phoneNumber: '601 555 778' }).where(eq(recruitees.id, b));
    expect(await pairOf(a, b)).toBeUndefined();
    expect((await listed()).totalCount).toBe(before);
    // A change back makes it again.
    await db().update(recruitees).set({ phoneNumber: '601-555-777' }).where(eq(recruitees.id, b));
    expect(await pairOf(a, b)).toEqual(['phone']);
    await expectTableMatchesRules();
  });

  it('pairs by name and e-mail on an edit, and by a file with a hash until it is deleted', async () => {
    const a = await person({ firstName: 'Zofia', lastName: 'Pairtest', email: 'zofia.p@a.pl' });
    const b = await person({ firstName: 'Anna', lastName: 'Other', email: 'zofia.p@b.pl' });
    expect(await pairOf(a, b)).toBeUndefined();
    await db()
      .update(recruitees)
      .set({ firstName: 'ZOFIA', lastName: 'Pairtest' })
      .where(eq(recruitees.id, b));
    expect(await pairOf(a, b)).toEqual(['nameAndEmail']);

    const sha = 'c'.repeat(64);
    await file(a, sha);
    await file(b, null);
    expect(await pairOf(a, b)).toEqual(['nameAndEmail']);
    const same = await file(b, sha);
    expect(await pairOf(a, b)).toEqual(['file', 'nameAndEmail']);
    await db().delete(files).where(eq(files.id, same));
    expect(await pairOf(a, b)).toEqual(['nameAndEmail']);
    await expectTableMatchesRules();
  });

  it('hides a dismissed pair, and keeps it hidden after later changes', async () => {
    const a = await person({ phoneNumber: '+48 602 000 111' });
    const b = await person({ phoneNumber: '602000111' });
    const before = (await listed()).totalCount;
    const dismissed = await testApp.app.inject({
      method: 'POST',
      url: '/api/Recruitees/Duplicates/dismiss',
      headers: headers(),
      payload: { firstRecruiteeId: b, secondRecruiteeId: a },
    });
    expect(dismissed.statusCode).toBe(204);
    expect(await pairOf(a, b)).toBeUndefined();
    expect((await listed()).totalCount).toBe(before - 1);
    await file(a, 'd'.repeat(64));
    await file(b, 'd'.repeat(64));
    expect(await pairOf(a, b)).toBeUndefined();
    await expectTableMatchesRules();
  });

  it('removes the pairs of a merged person and of an erased one', async () => {
    const kept = await person({ phoneNumber: '+48 603 000 222' });
    const merged = await person({ phoneNumber: '603000222' });
    const third = await person({ phoneNumber: '603-000-222' });
    const sha = 'e'.repeat(64);
    await file(merged, sha);
    const fourth = await person();
    await file(fourth, sha);
    expect(await pairOf(merged, fourth)).toEqual(['file']);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/Recruitees/merge',
      headers: headers(),
      payload: { keptRecruiteeId: kept, mergedRecruiteeId: merged },
    });
    expect(response.statusCode).toBe(200);
    expect(await pairOf(kept, merged)).toBeUndefined();
    expect(await pairOf(merged, third)).toBeUndefined();
    expect(await pairOf(kept, third)).toEqual(['phone']);
    // The merged person's file moved to the kept one: the pair by file moved with it.
    expect(await pairOf(kept, fourth)).toEqual(['file']);
    await expectTableMatchesRules();

    // The erasure's own writes (the endpoint needs a recruitment of the candidate's).
    await db().transaction((tx) => erasePersonalData(tx, third));
    expect(await pairOf(kept, third)).toBeUndefined();
    await expectTableMatchesRules();

    await db().delete(recruitees).where(eq(recruitees.id, fourth));
    expect(await pairOf(kept, fourth)).toBeUndefined();
    await expectTableMatchesRules();
  });

  it('fills the same table from the rules in one statement (the scale generator after its load)', async () => {
    const table = async () =>
      (
        await db().execute<{ pair: string }>(sql`
          select first_recruitee_id || ',' || second_recruitee_id || ','
            || array_to_string(reasons, '+') || ',' || newer_created_at::text as pair
          from duplicate_pairs order by 1`)
      ).rows.map((row) => row.pair);
    const kept = await table();
    expect(kept.length).toBeGreaterThanOrEqual(2);
    await db().execute(sql`delete from duplicate_pairs`);
    await fillDuplicatePairs(db());
    expect(await table()).toEqual(kept);
  });
});
