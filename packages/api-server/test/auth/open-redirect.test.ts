import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { safeRedirectTarget } from '../../src/auth/redirect-target.ts';
import { signInFlow } from '../support/sign-in.ts';
import { type AuthApp, createAuthApp } from './test-app.ts';

const badRequestBody = {
  status: 400,
  message: 'Your request could not be processed. Please make sure the submitted data is correct.',
};

const refused = [
  'https://evil.example.net',
  'https://evil.example.net/recruitments',
  '//evil.example.net',
  '/\\evil.example.net',
  '\\\\evil.example.net',
  '/\t/evil.example.net',
  ' //evil.example.net',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost:3000@evil.example.net',
  'https://user:pass@app.example.com/',
  'evil.example.net',
  // Dot segments that leave '//' (or '/\\') at the front once resolved (issue 17's probe).
  '/..//evil.example.net',
  '/.//evil.example.net',
  '/a/../..//evil.example.net',
  '/%2e%2e//evil.example.net',
  '/../\\evil.example.net',
  '/..\\/evil.example.net',
  'http://localhost:3000/..//evil.example.net',
];

describe('safeRedirectTarget', () => {
  const options = {
    publicOrigin: 'http://localhost:3000',
    appOrigins: ['http://localhost:3000', 'https://app.example.com'],
  };

  test.each(refused)('refuses %j', (value) => {
    expect(safeRedirectTarget(value, options)).toBeNull();
  });

  test('accepts relative paths and allowed origins', () => {
    expect(safeRedirectTarget('/recruitments/7?tab=team#x', options)).toBe(
      '/recruitments/7?tab=team#x',
    );
    expect(safeRedirectTarget('/', options)).toBe('/');
    // Stored as the browser would resolve it.
    expect(safeRedirectTarget('/settings/../recruitments', options)).toBe('/recruitments');
    expect(safeRedirectTarget(undefined, options)).toBe('/');
    expect(safeRedirectTarget('https://app.example.com/applicants', options)).toBe(
      'https://app.example.com/applicants',
    );
    expect(safeRedirectTarget('http://localhost:3000/questionnaires', options)).toBe(
      'http://localhost:3000/questionnaires',
    );
  });
});

describe('GET /api/ATSUsers/Login refuses open redirects', () => {
  let testApp: AuthApp;
  beforeAll(async () => {
    testApp = await createAuthApp({
      appOrigins: ['http://localhost:3000', 'http://localhost:5173'],
    });
  });
  afterAll(() => testApp?.close());

  test.each(refused)('redirectUrl=%j -> 400', async (redirectUrl) => {
    for (const host of ['localhost:3000', '127.0.0.1:3000']) {
      const response = await testApp.app.inject({
        url: `/api/ATSUsers/Login?redirectUrl=${encodeURIComponent(redirectUrl)}`,
        headers: { host },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(badRequestBody);
      expect(response.headers.location).toBeUndefined();
    }
  });

  test('an allowed app origin is a valid target, and the flow ends there', async () => {
    const result = await signInFlow(testApp.app, {
      redirectUrl: 'http://localhost:5173/recruitments',
    });
    expect(result.finalUrl).toBe('http://localhost:5173/recruitments');
  });
});
