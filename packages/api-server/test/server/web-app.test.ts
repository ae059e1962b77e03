import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noStore } from '../../src/error-handler.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { signIn } from '../support/sign-in.ts';

describe('serving the built web app', () => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'ats-web-'));
  let testApp: TestApp;

  beforeAll(async () => {
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>ATS</title>');
    writeFileSync(path.join(staticDir, 'login.html'), '<!doctype html><title>Login</title>');
    writeFileSync(path.join(staticDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    testApp = await createTestApp({ staticDir });
    cookie = await signIn(testApp.app);
  });
  let cookie: string;
  afterAll(async () => {
    await testApp?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers client routes with index.html (history fallback)', async () => {
    for (const url of ['/', '/recruitments/42/candidates', '/settings/recruitment-stages']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body).toContain('<title>ATS</title>');
    }
  });

  it('sends a signed-out page load of a secure route to the login page, which brings it back', async () => {
    for (const [url, login] of [
      ['/', '/login'],
      ['/recruitments/42/candidates', '/login?returnTo=%2Frecruitments%2F42%2Fcandidates'],
      ['/applicants?search=anna', '/login?returnTo=%2Fapplicants%3Fsearch%3Danna'],
      ['/no/such/page', '/login?returnTo=%2Fno%2Fsuch%2Fpage'],
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(login);
      expect(response.headers['cache-control'], url).toBe(noStore);
    }
    // So does a session that has ended.
    const ended = await testApp.app.inject({
      method: 'GET',
      url: '/recruitments',
      headers: { cookie: 'ats_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(ended.headers.location).toBe('/login?returnTo=%2Frecruitments');
  });

  it("answers the app's public screens signed out", async () => {
    for (const url of ['/forgot-password', '/error/not-found', '/error/unauthorized']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>ATS</title>');
    }
  });

  it('answers /login with the login page, and sends a signed-in visitor on to where it points', async () => {
    const signedOut = await testApp.app.inject({
      method: 'GET',
      url: '/login?returnTo=%2Fapplicants',
    });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.headers['cache-control']).toBe('no-cache');
    expect(signedOut.body).toContain('<title>Login</title>');

    for (const [url, target] of [
      ['/login?returnTo=%2Fapplicants', '/applicants'],
      ['/login', '/'],
      ['/login?returnTo=%2F%2Fevil.example', '/'],
      ['/login?returnTo=https%3A%2F%2Fevil.example%2F', '/'],
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(target);
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('does not answer unknown API paths with the app', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
