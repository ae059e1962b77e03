import { describe, expect, test } from 'vitest';
import { useTestApp } from '../support/app.ts';

describe('rate limits on the public routes that invite abuse', () => {
  const testApp = useTestApp({ signInRateLimit: 3, applyRateLimit: 2 });

  test('sign-in answers 429 with Retry-After once an address has used up its minute', async () => {
    const login = () =>
      testApp.app.inject({ method: 'GET', url: '/api/ATSUsers/Login?redirectUrl=%2F' });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await login()).statusCode).toBe(302);
    }
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 429,
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('another address is not affected, and other routes are not limited', async () => {
    const fromElsewhere = await testApp.app.inject({
      method: 'GET',
      url: '/api/ATSUsers/Login?redirectUrl=%2F',
      remoteAddress: '127.0.0.2',
    });
    expect(fromElsewhere.statusCode).toBe(302);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    }
  });

  test('applying is limited per address too', async () => {
    const apply = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/JobOffers/00000000-0000-4000-8000-000000000000/apply',
        remoteAddress: '127.0.0.3',
        headers: { 'sec-fetch-site': 'same-origin' },
      });
    const statuses = [];
    for (let attempt = 1; attempt <= 3; attempt++) statuses.push((await apply()).statusCode);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });
});
