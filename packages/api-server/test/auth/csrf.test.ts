import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn } from '../support/sign-in.ts';
import { type AuthApp, createAuthApp } from './test-app.ts';

const forbiddenBody = {
  status: 403,
  message: 'Your account has insufficient permissions to process this request.',
};

describe('state-changing requests must come from an allowed origin', () => {
  let testApp: AuthApp;
  let cookie: string;
  beforeAll(async () => {
    testApp = await createAuthApp({
      appOrigins: ['http://localhost:3000', 'http://localhost:5173'],
    });
    cookie = await signIn(testApp.app);
  });
  afterAll(() => testApp?.close());

  const post = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/Questionnaires/add',
      headers: { host: 'localhost:3000', cookie, 'content-type': 'application/json', ...headers },
      payload: '{}',
    });

  test.each([
    ['a foreign Origin', { origin: 'http://evil.example.net' }],
    ['a sibling port', { origin: 'http://localhost:4000', 'sec-fetch-site': 'same-site' }],
    ['a cross-site fetch', { origin: 'http://evil.example.net', 'sec-fetch-site': 'cross-site' }],
    ['the string "null"', { origin: 'null' }],
    ['a foreign Referer and no Origin', { referer: 'http://evil.example.net/page' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
  ])('%s -> 403', async (_name, headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(forbiddenBody);
  });

  test.each([
    ['the public origin', { origin: 'http://localhost:3000' }],
    ['an app origin', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none', { 'sec-fetch-site': 'none' }],
  ])('%s passes the check', async (_name, headers) => {
    const response = await post(headers);
    expect(response.statusCode).not.toBe(403);
  });

  test('reads are not checked', async () => {
    const response = await testApp.app.inject({
      url: '/api/ATSUsers/Current',
      headers: { host: 'localhost:3000', cookie, origin: 'http://evil.example.net' },
    });
    expect(response.statusCode).toBe(200);
  });

  test('the sign-in form refuses a cross-site post', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/dev-idp/interaction/some-uid/login',
      headers: {
        host: 'localhost:3000',
        origin: 'http://evil.example.net',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=recruiter%40example.com&password=demo',
    });
    expect(response.statusCode).toBe(403);
  });
});
