import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { userIdByEmail } from '../support/accounts.ts';
import { createSecondTestApp, type TestApp, useTestApp } from '../support/app.ts';
import { signedInHeaders, signIn } from '../support/sign-in.ts';

/*
 * Two servers on one database, each keeping sessions in its cache for a minute: what ends a
 * session or changes a person's role on one is heard by the other when it commits
 * (src/auth/session-events.ts). PostgreSQL delivers the notification a moment after the
 * commit, so the other server's answer is awaited for a second (far less than the cache's
 * minute); PGlite delivers it before the transaction's promise resolves.
 */
describe('sessions ended on one server end on every server at once', () => {
  const serverA = useTestApp({ sessionCacheSeconds: 60 });
  let serverB: TestApp;
  let admin: { cookie: string; origin: string };

  beforeAll(async () => {
    serverB = await createSecondTestApp(serverA, { sessionCacheSeconds: 60 });
    admin = await signedInHeaders(serverA.app, 'recruiter@example.com');
  });
  afterAll(() => serverB?.close());

  const current = (server: TestApp, cookie: string) =>
    server.app.inject({ method: 'GET', url: '/api/ATSUsers/Current', headers: { cookie } });
  const statusOnB = async (cookie: string) => (await current(serverB, cookie)).statusCode;
  const sessionId = (cookie: string) => cookie.slice('ats_session='.length);

  /** Ends a session behind the servers' backs: only a server that reads it again notices. */
  async function expireDirectly(cookie: string) {
    await serverA.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, sessionId(cookie)));
  }

  it('deactivation on A: the next request on B answers 401', async () => {
    const cookie = await signIn(serverA.app, 'team@example.com');
    const userId = await userIdByEmail(serverA, 'team@example.com');
    const other = await signIn(serverA.app, 'interviewer@example.com');
    expect(await statusOnB(cookie)).toBe(200);
    expect(await statusOnB(other)).toBe(200);
    // B answers from its cache: a change nobody announced is not seen.
    await expireDirectly(other);
    expect(await statusOnB(other)).toBe(200);

    const deactivated = await serverA.app.inject({
      method: 'POST',
      url: `/api/ATSUsers/${userId}/deactivate`,
      headers: admin,
      payload: {},
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);

    await expect.poll(() => statusOnB(cookie), { timeout: 1000, interval: 20 }).toBe(401);
    expect((await current(serverA, cookie)).statusCode).toBe(401);
    // Only that person's entries went: the other one is still B's cached answer.
    expect(await statusOnB(other)).toBe(200);
  });

  it('a role change on A: B answers the new role and permissions at once', async () => {
    const cookie = await signIn(serverA.app, 'manager@example.com');
    const userId = await userIdByEmail(serverA, 'manager@example.com');
    expect((await current(serverB, cookie)).json()).toMatchObject({ role: 'HiringManager' });

    const changed = await serverA.app.inject({
      method: 'POST',
      url: `/api/ATSUsers/${userId}/role`,
      headers: admin,
      payload: { role: 'Interviewer' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    await expect
      .poll(async () => (await current(serverB, cookie)).json().role, {
        timeout: 1000,
        interval: 20,
      })
      .toBe('Interviewer');
    expect((await current(serverB, cookie)).json().permissions).toEqual(['reviewCandidates']);
  });

  it('a sign-out on A: B answers 401 at once', async () => {
    const { cookie, origin } = await signedInHeaders(serverA.app, 'owner@example.com');
    expect(await statusOnB(cookie)).toBe(200);
    const logout = await serverA.app.inject({
      method: 'POST',
      url: '/api/ATSUsers/Logout',
      headers: { cookie, origin },
    });
    expect(logout.statusCode).toBe(200);
    await expect.poll(() => statusOnB(cookie), { timeout: 1000, interval: 20 }).toBe(401);
  });
});
