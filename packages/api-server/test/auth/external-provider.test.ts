import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AuthApp, createAuthApp } from './test-app.ts';

// An external provider that is down: nothing listens on this loopback port.
let testApp: AuthApp;
beforeAll(async () => {
  testApp = await createAuthApp({
    oidc: { issuer: 'http://127.0.0.1:9/realms/ats', clientId: 'ats', clientSecret: 'secret' },
  });
});
afterAll(() => testApp?.close());

const host = 'localhost:3000';
/** The app's own origin: logout is a POST, refused from other sites. */
const origin = `http://${host}`;

test('with OIDC_ISSUER set, no development provider is mounted', async () => {
  const response = await testApp.app.inject({
    url: '/dev-idp/.well-known/openid-configuration',
    headers: { host },
  });
  expect(response.statusCode).toBe(404);
});

test('an unreachable provider fails Login with 500, and is tried again next time', async () => {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await testApp.app.inject({
      url: '/api/ATSUsers/Login?redirectUrl=%2F',
      headers: { host },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      message: 'An unexpected error has occured. Please try again later.',
      // Server errors name their log line (the answer's X-Request-Id).
      requestId: response.headers['x-request-id'],
    });
  }
});

test('logout still succeeds when the provider is unreachable', async () => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/ATSUsers/Logout',
    headers: { host, origin },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ endSessionUrl: null });
});
