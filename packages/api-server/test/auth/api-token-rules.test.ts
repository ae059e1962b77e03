import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditEvents, idempotencyKeys } from '../../src/db/schema/index.ts';
import { errorCatalogue } from '../../src/errors.ts';
import { numbered } from '../features/questionnaires/fixtures.ts';
import { userIdByEmail } from '../support/accounts.ts';
import { allScopes, bearer, makeApiToken } from '../support/api-tokens.ts';
import { createSecondTestApp, type TestApp, useTestApp } from '../support/app.ts';
import { auditOf } from '../support/audit.ts';
import { unknownId } from '../support/ids.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * The rules of API tokens (issue 28) beyond the access matrix: when a token stops, what it
 * needs and what it does not, what the server keeps of it, who sees and revokes whose.
 */

const administratorEmail = 'recruiter@example.com';
const recruiterEmail = 'owner@example.com';
const catalogue = (status: 401 | 403 | 404) => ({
  status,
  message: errorCatalogue[status],
});

const questionnaireBody = () => ({
  questionnaireName: `Made by a tool ${randomUUID().slice(0, 8)}`,
  isDraft: true,
  questionnaireStructure: {
    elements: numbered([
      { $type: 'Resume', pageNumber: 1, sectionNumber: 1, question: 'CV', isRequired: true },
    ]),
  },
});

describe('API token rules', () => {
  const testApp = useTestApp();
  let administrator: string;
  let recruiter: string;
  let origin: string;

  beforeAll(async () => {
    administrator = await signIn(testApp.app, administratorEmail);
    recruiter = await signIn(testApp.app, recruiterEmail);
    origin = testApp.app.config.publicOrigin;
  });

  const current = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/api/ATSUsers/Current', headers });

  it('stops when it expires (401)', async () => {
    const { token, secret } = await makeApiToken(testApp.app, recruiter, { lifetimeInDays: 30 });
    expect(Date.parse(token.expiresAt ?? '') - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await current(bearer(secret))).statusCode).toBe(200);
    await testApp.database.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, token.id));
    const expired = await current(bearer(secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(catalogue(401));
    // Its owner still sees it listed, to know why a tool stopped.
    const listed = await testApp.app.inject({
      url: '/api/Settings/ApiTokens',
      headers: { cookie: recruiter },
    });
    expect(listed.json().result.map((entry: { id: string }) => entry.id)).toContain(token.id);
  });

  it('makes tokens that never expire when asked', async () => {
    const { token, secret } = await makeApiToken(testApp.app, recruiter, { lifetimeInDays: null });
    expect(token.expiresAt).toBeNull();
    expect((await current(bearer(secret))).statusCode).toBe(200);
  });

  it("stops when its owner is deactivated (401), and works again when they're back", async () => {
    const email = 'interviewer@example.com';
    const cookie = await signIn(testApp.app, email);
    const userId = await userIdByEmail(testApp, email);
    const { secret } = await makeApiToken(testApp.app, cookie, { lifetimeInDays: null });
    expect((await current(bearer(secret))).statusCode).toBe(200);
    const deactivated = await testApp.app.inject({
      method: 'POST',
      url: `/api/ATSUsers/${userId}/deactivate`,
      headers: { cookie: administrator, origin },
      payload: {},
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const refused = await current(bearer(secret));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(catalogue(401));
    const reactivated = await testApp.app.inject({
      method: 'POST',
      url: `/api/ATSUsers/${userId}/reactivate`,
      headers: { cookie: administrator, origin },
    });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect((await current(bearer(secret))).statusCode).toBe(200);
  });

  it('writes without Origin or Sec-Fetch-Site, where the cookie still needs them', async () => {
    const { secret } = await makeApiToken(testApp.app, recruiter, {
      scopes: ['recruitments:write'],
    });
    const withToken = await testApp.app.inject({
      method: 'POST',
      url: '/api/Questionnaires/add',
      headers: bearer(secret),
      payload: questionnaireBody(),
    });
    expect(withToken.statusCode, withToken.body).toBe(200);
    const withCookie = await testApp.app.inject({
      method: 'POST',
      url: '/api/Questionnaires/add',
      headers: { cookie: recruiter },
      payload: questionnaireBody(),
    });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json()).toEqual(catalogue(403));
    // A foreign Origin does not matter to a token either: no browser adds one by itself.
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: '/api/Questionnaires/add',
      headers: {
        ...bearer(secret),
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: questionnaireBody(),
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
  });

  it('acts as the token only when a cookie comes with it', async () => {
    const interviewerCookie = await signIn(testApp.app, 'interviewer@example.com');
    const { secret } = await makeApiToken(testApp.app, interviewerCookie, {
      scopes: ['recruitments:read'],
    });
    // The administrator's cookie beside the interviewer's token: the interviewer.
    const both = { cookie: administrator, ...bearer(secret) };
    expect((await current(both)).json()).toMatchObject({ email: 'interviewer@example.com' });
    // Neither the cookie's role nor its scopes help: the token's owner has no manageUsers...
    const users = await testApp.app.inject({ url: '/api/ATSUsers', headers: both });
    expect(users.statusCode).toBe(403);
    // ...and the token no settings:read.
    const templates = await testApp.app.inject({
      url: '/api/Settings/EmailTemplatePlaceholders',
      headers: both,
    });
    expect(templates.statusCode).toBe(403);
    // A cookie-only operation refuses the request, though the cookie alone would pass.
    const tokens = await testApp.app.inject({ url: '/api/Settings/ApiTokens', headers: both });
    expect(tokens.statusCode).toBe(403);
    // A wrong token with a good cookie is a wrong token.
    const wrong = await current({ cookie: administrator, ...bearer(`${secret.slice(0, -2)}AA`) });
    expect(wrong.statusCode).toBe(401);
  });

  it('leaves the cookie session alone: sign-in and sign-out refuse a token (403)', async () => {
    const cookie = await signIn(testApp.app, recruiterEmail);
    const { secret } = await makeApiToken(testApp.app, cookie);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/ATSUsers/Logout',
      headers: { cookie, ...bearer(secret) },
    });
    expect(logout.statusCode).toBe(403);
    expect(logout.json()).toEqual(catalogue(403));
    expect((await current({ cookie })).statusCode).toBe(200);
    for (const url of [
      '/api/ATSUsers/Login?redirectUrl=%2Frecruitments',
      '/api/ATSUsers/LoginCallback?code=a&state=b',
    ]) {
      const response = await testApp.app.inject({ url, headers: bearer(secret) });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(catalogue(403));
    }
    // The other public operations read no credential: a token there changes nothing.
    const health = await testApp.app.inject({
      url: '/api/health',
      headers: bearer('ats_0000000000000000_not-a-real-token'),
    });
    expect(health.statusCode).toBe(200);
  });

  it('records its last use, and the client address, at most once a minute per address', async () => {
    const { token, secret } = await makeApiToken(testApp.app, recruiter);
    expect(token).toMatchObject({ lastUsedAt: null, lastUsedFrom: null });
    const before = Date.now();
    const used = await testApp.app.inject({
      url: '/api/ATSUsers/Current',
      headers: bearer(secret),
      remoteAddress: '198.51.100.7',
    });
    expect(used.statusCode).toBe(200);
    const listed = async () => {
      const response = await testApp.app.inject({
        url: '/api/Settings/ApiTokens',
        headers: { cookie: recruiter },
      });
      return (response.json().result as (typeof token)[]).find((entry) => entry.id === token.id);
    };
    const first = await listed();
    expect(first?.lastUsedFrom).toBe('198.51.100.7');
    expect(Date.parse(first?.lastUsedAt ?? '')).toBeGreaterThanOrEqual(before - 1_000);
    // Another address is written at once.
    await testApp.app.inject({
      url: '/api/ATSUsers/Current',
      headers: bearer(secret),
      remoteAddress: '2001:db8::5',
    });
    expect((await listed())?.lastUsedFrom).toBe('2001:db8::5');
  });

  it('keeps only a hash: no secret in its row, the audit log or stored answers', async () => {
    const { token, secret } = await makeApiToken(testApp.app, recruiter, {
      name: 'Hash check',
      scopes: ['recruitments:write', 'recruitments:read'],
    });
    // A write with an Idempotency-Key stores its answer: it must not hold the token.
    const stored = await testApp.app.inject({
      method: 'POST',
      url: '/api/Questionnaires/add',
      headers: { ...bearer(secret), 'idempotency-key': randomUUID() },
      payload: questionnaireBody(),
    });
    expect(stored.statusCode, stored.body).toBe(200);

    const [row] = await testApp.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, token.id));
    expect(row?.secretHash).toEqual(createHash('sha256').update(secret).digest());
    const secretPart = secret.slice(secret.lastIndexOf('_') + 1);
    const hexHash = createHash('sha256').update(secret).digest('hex');
    const tables = {
      apiTokens: row,
      audit: await testApp.database.db.select().from(auditEvents),
      idempotency: await testApp.database.db.select().from(idempotencyKeys),
    };
    expect(tables.idempotency.length).toBeGreaterThan(0);
    for (const [table, rows] of Object.entries(tables)) {
      const text = JSON.stringify(rows, (_key, value) =>
        Buffer.isBuffer(value) || value instanceof Uint8Array
          ? Buffer.from(value).toString('hex')
          : value,
      );
      expect(text.includes(secretPart), `${table} holds the secret`).toBe(false);
      if (table !== 'apiTokens')
        expect(text.includes(hexHash), `${table} holds the hash`).toBe(false);
    }
  });

  it('audits its making and its revocation', async () => {
    const recruiterId = await userIdByEmail(testApp, recruiterEmail);
    const administratorId = await userIdByEmail(testApp, administratorEmail);
    const mine = await makeApiToken(testApp.app, recruiter, {
      name: 'Audited',
      scopes: ['candidates:read'],
      lifetimeInDays: 90,
    });
    const revoke = (cookie: string, id: string) =>
      testApp.app.inject({
        method: 'DELETE',
        url: `/api/Settings/ApiTokens/${id}`,
        headers: { cookie, origin },
      });
    expect((await revoke(recruiter, mine.token.id)).statusCode).toBe(204);
    // Revoking it again changes nothing, and is not audited again.
    expect((await revoke(recruiter, mine.token.id)).statusCode).toBe(204);
    expect(await auditOf(testApp, mine.token.id)).toEqual([
      {
        action: 'apiToken.created',
        actorUserId: recruiterId,
        details: { scopes: ['candidates:read'], lifetimeInDays: 90 },
      },
      { action: 'apiToken.revoked', actorUserId: recruiterId, details: {} },
    ]);
    // The administrator revoking someone else's: the owner is named.
    const theirs = await makeApiToken(testApp.app, recruiter);
    expect((await revoke(administrator, theirs.token.id)).statusCode).toBe(204);
    expect((await auditOf(testApp, theirs.token.id))[1]).toEqual({
      action: 'apiToken.revoked',
      actorUserId: administratorId,
      details: { ownerId: recruiterId },
    });
    expect((await current(bearer(theirs.secret))).statusCode).toBe(401);
  });

  it("lists everyone's to the administrator only (403), one's own to anyone", async () => {
    const mine = await makeApiToken(testApp.app, administrator, { name: 'Administrator’s' });
    const theirs = await makeApiToken(testApp.app, recruiter, { name: 'Recruiter’s' });
    const list = async (cookie: string, whose: string) =>
      testApp.app.inject({ url: `/api/Settings/ApiTokens?whose=${whose}`, headers: { cookie } });
    const idsOf = async (cookie: string, whose: string) =>
      ((await list(cookie, whose)).json().result as { id: string }[]).map((entry) => entry.id);

    expect(await idsOf(administrator, 'everyone')).toEqual(
      expect.arrayContaining([mine.token.id, theirs.token.id]),
    );
    expect(await idsOf(administrator, 'mine')).toContain(mine.token.id);
    expect(await idsOf(administrator, 'mine')).not.toContain(theirs.token.id);
    expect(await idsOf(recruiter, 'mine')).toContain(theirs.token.id);
    expect(await idsOf(recruiter, 'mine')).not.toContain(mine.token.id);
    const refused = await list(recruiter, 'everyone');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(catalogue(403));
    // The list shows the owner and a prefix, never the secret.
    const entry = (await list(administrator, 'everyone'))
      .json()
      .result.find((item: { id: string }) => item.id === theirs.token.id);
    expect(entry).toMatchObject({
      name: 'Recruiter’s',
      owner: { id: await userIdByEmail(testApp, recruiterEmail) },
      prefix: theirs.token.prefix,
    });
    expect(JSON.stringify(entry)).not.toContain(theirs.secret.slice(theirs.token.prefix.length));
  });

  it("refuses a staff member revoking someone else's token as one that does not exist (404)", async () => {
    const theirs = await makeApiToken(testApp.app, administrator);
    for (const id of [theirs.token.id, unknownId]) {
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/Settings/ApiTokens/${id}`,
        headers: { cookie: recruiter, origin },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(catalogue(404));
    }
    expect((await current(bearer(theirs.secret))).statusCode).toBe(200);
    expect(await auditOf(testApp, theirs.token.id)).toHaveLength(1);
  });

  it.each([
    [
      'a name too long',
      { name: 'x'.repeat(101), lifetimeInDays: 30, scopes: ['recruitments:read'] },
    ],
    ['an empty name', { name: '   ', lifetimeInDays: 30, scopes: ['recruitments:read'] }],
    ['an unknown scope', { name: 'Tool', lifetimeInDays: 30, scopes: ['everything'] }],
    ['a lifetime of 7 days', { name: 'Tool', lifetimeInDays: 7, scopes: ['recruitments:read'] }],
    ['no lifetime', { name: 'Tool', scopes: ['recruitments:read'] }],
    ['no scopes', { name: 'Tool', lifetimeInDays: 30, scopes: [] }],
    [
      'a scope twice',
      { name: 'Tool', lifetimeInDays: 30, scopes: ['personalData', 'personalData'] },
    ],
    ['an unknown field', { name: 'Tool', lifetimeInDays: 30, scopes: allScopes, owner: unknownId }],
  ])('refuses a token with %s (400), making nothing', async (_case, payload) => {
    const count = async () =>
      (await testApp.database.db.select({ id: apiTokens.id }).from(apiTokens)).length;
    const before = await count();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/Settings/ApiTokens',
      headers: { cookie: recruiter, origin },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(await count()).toBe(before);
  });
});

/*
 * Two servers on one database, both caching sessions and tokens for a minute (as served):
 * a revocation or a deactivation on one stops the token on the other at once
 * (src/auth/session-events.ts). The second server also has a small per-token rate limit.
 */
describe('API tokens across servers', () => {
  const serverA = useTestApp({ sessionCacheSeconds: 60 });
  let serverB: TestApp;
  let administrator: string;
  const rateLimit = 3;

  beforeAll(async () => {
    serverB = await createSecondTestApp(serverA, {
      sessionCacheSeconds: 60,
      apiTokenRateLimit: rateLimit,
    });
    administrator = await signIn(serverA.app, administratorEmail);
  });
  afterAll(() => serverB?.close());

  const currentOn = async (server: TestApp, secret: string) =>
    (await server.app.inject({ url: '/api/ATSUsers/Current', headers: bearer(secret) })).statusCode;

  it('a revocation on A stops the token on B at once, though B had it cached', async () => {
    const kept = await makeApiToken(serverA.app, administrator, { name: 'Kept' });
    const revoked = await makeApiToken(serverA.app, administrator, { name: 'Revoked' });
    // B caches both (one request each, far under its limit).
    expect(await currentOn(serverB, kept.secret)).toBe(200);
    expect(await currentOn(serverB, revoked.secret)).toBe(200);
    const response = await serverA.app.inject({
      method: 'DELETE',
      url: `/api/Settings/ApiTokens/${revoked.token.id}`,
      headers: { cookie: administrator, origin: serverA.app.config.publicOrigin },
    });
    expect(response.statusCode).toBe(204);
    await expect
      .poll(() => currentOn(serverB, revoked.secret), { timeout: 1000, interval: 20 })
      .toBe(401);
    expect(await currentOn(serverA, revoked.secret)).toBe(401);
    expect(await currentOn(serverB, kept.secret)).toBe(200);
  });

  it('a deactivation on A stops the token on B at once', async () => {
    const email = 'team@example.com';
    const cookie = await signIn(serverA.app, email);
    const { secret } = await makeApiToken(serverA.app, cookie);
    expect(await currentOn(serverB, secret)).toBe(200);
    const deactivated = await serverA.app.inject({
      method: 'POST',
      url: `/api/ATSUsers/${await userIdByEmail(serverA, email)}/deactivate`,
      headers: { cookie: administrator, origin: serverA.app.config.publicOrigin },
      payload: {},
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await expect.poll(() => currentOn(serverB, secret), { timeout: 1000, interval: 20 }).toBe(401);
  });

  it('limits requests per token (429 with Retry-After); other tokens and cookies go on', async () => {
    const busy = await makeApiToken(serverA.app, administrator, { name: 'Busy' });
    const quiet = await makeApiToken(serverA.app, administrator, { name: 'Quiet' });
    for (let request = 0; request < rateLimit; request += 1) {
      expect(await currentOn(serverB, busy.secret)).toBe(200);
    }
    const limited = await serverB.app.inject({
      url: '/api/ATSUsers/Current',
      headers: bearer(busy.secret),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 429,
      message: 'Too many requests. Please try again later.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Cookie-only operations count too (the limit comes before the refusal).
    const tokens = await serverB.app.inject({
      url: '/api/Settings/ApiTokens',
      headers: bearer(busy.secret),
    });
    expect(tokens.statusCode).toBe(429);
    expect(await currentOn(serverB, quiet.secret)).toBe(200);
    const withCookie = await serverB.app.inject({
      url: '/api/ATSUsers/Current',
      headers: { cookie: administrator },
    });
    expect(withCookie.statusCode).toBe(200);
    // The limit is per server (as the other rate limits are): A has not counted B's requests.
    expect(await currentOn(serverA, busy.secret)).toBe(200);
  });
});
