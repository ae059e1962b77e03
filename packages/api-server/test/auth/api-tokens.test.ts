import type { Schema } from '@ats/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.ts';
import { signedInHeaders } from '../support/sign-in.ts';

type CreatedApiToken = Schema<'CreatedApiToken'>;

const adminEmail = 'recruiter@example.com';
const catalogue401 = 'You must sign-in first before submitting your request.';
const catalogue403 = 'Your account has insufficient permissions to process this request.';

describe('API tokens', () => {
  const testApp = useTestApp();
  let cookie: Record<string, string>;

  beforeAll(async () => {
    cookie = await signedInHeaders(testApp.app, adminEmail);
  });

  async function makeToken(
    scopes: Schema<'ApiTokenScope'>[],
    lifetimeInDays: 30 | 90 | 365 | null = 30,
  ) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/Settings/ApiTokens',
      headers: cookie,
      payload: { name: 'Reporting job', lifetimeInDays, scopes },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as CreatedApiToken;
  }
  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

  it('acts as its maker within its scopes, without Origin or cookie', async () => {
    const { token, secret } = await makeToken(['recruitments:read', 'recruitments:write']);
    expect(secret).toMatch(/^ats_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(token.prefix)).toBe(true);

    const me = await testApp.app.inject({ url: '/api/ATSUsers/Current', headers: bearer(secret) });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ email: adminEmail, role: 'Administrator' });

    const list = await testApp.app.inject({ url: '/api/Recruitments', headers: bearer(secret) });
    expect(list.statusCode, list.body).toBe(200);

    // A scope it does not have: 403 with the catalogue's message.
    const candidates = await testApp.app.inject({
      url: '/api/RecruitmentRecruitees?RecruitmentId=00000000-0000-4000-8000-000000000000',
      headers: bearer(secret),
    });
    expect(candidates.statusCode, candidates.body).toBe(403);
    expect(candidates.json()).toEqual({ status: 403, message: catalogue403 });

    // Tokens cannot make tokens: the session cookie only.
    const tokens = await testApp.app.inject({
      url: '/api/Settings/ApiTokens',
      headers: bearer(secret),
    });
    expect(tokens.statusCode, tokens.body).toBe(403);
  });

  it('refuses a wrong token, a token in the query string or a cookie, with the catalogue 401', async () => {
    const { secret } = await makeToken(['recruitments:read']);
    const wrong = `${secret.slice(0, -4)}AAAA`;
    for (const request of [
      { url: '/api/Recruitments', headers: bearer(wrong) },
      { url: '/api/Recruitments', headers: { authorization: 'Basic abc' } },
      { url: `/api/Recruitments?access_token=${secret}`, headers: {} },
      { url: '/api/Recruitments', headers: { cookie: `token=${secret}` } },
    ]) {
      const response = await testApp.app.inject(request);
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: catalogue401 });
    }
  });

  it('stops once revoked, and lists what the maker sees', async () => {
    const { token, secret } = await makeToken(['settings:read'], null);
    const listed = await testApp.app.inject({ url: '/api/Settings/ApiTokens', headers: cookie });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().result.map((entry: { id: string }) => entry.id)).toContain(token.id);

    const before = await testApp.app.inject({
      url: '/api/Settings/AuditLog',
      headers: bearer(secret),
    });
    expect(before.statusCode, before.body).toBe(200);

    const revoked = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/Settings/ApiTokens/${token.id}`,
      headers: cookie,
    });
    expect(revoked.statusCode, revoked.body).toBe(204);
    const after = await testApp.app.inject({
      url: '/api/Settings/AuditLog',
      headers: bearer(secret),
    });
    expect(after.statusCode).toBe(401);
  });
});
