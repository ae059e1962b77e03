import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('serving the built web app', () => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'ats-web-'));
  let testApp: TestApp;

  beforeAll(async () => {
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>ATS</title>');
    writeFileSync(path.join(staticDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    testApp = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await testApp?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers client routes with index.html (history fallback)', async () => {
    for (const url of ['/', '/recruitments/42/candidates', '/settings/recruitment-stages']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body).toContain('<title>ATS</title>');
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
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
