import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { readySeconds, startBanner } from '../../src/start-banner.ts';
import { createTestApp } from '../support/app.ts';

// Issue 26: `npm start` printed over 100 lines (built files, a chunk-size warning, plugin
// timings, a JSON line per request). The terminal now shows what a newcomer needs.

describe('the start-up banner', () => {
  const config = loadConfig({ PORT: '3000', DATA_DIR: '/tmp/ats-data', LOG_LEVEL: 'warn' });

  it('says where the app runs, how long the start took, where mail goes and who can sign in', () => {
    const banner = startBanner({
      config,
      databaseKind: 'pglite',
      mailCaptured: true,
      readySeconds: 63.04,
    });
    expect(banner).toContain('ATS is running at http://localhost:3000  (ready in 63.0 s)');
    expect(banner).toContain('embedded PGlite in /tmp/ats-data');
    expect(banner).toContain('read it at http://localhost:3000/dev/mail');
    expect(banner).toContain('recruiter@example.com');
    expect(banner).toContain('password: demo');
    expect(banner).toContain('for development only');
    expect(banner).toContain('LOG_LEVEL=info also logs every request');
    expect(banner.split('\n').length).toBeLessThan(20);
    expect(banner).not.toMatch(/[{}]/);
  });

  it('has no log hint when requests are logged, and no demo accounts with a real provider', () => {
    const banner = startBanner({
      config: {
        ...config,
        logLevel: 'info',
        oidc: { issuer: 'https://id.example.com', clientId: 'ats', clientSecret: 'x' },
      },
      databaseKind: 'postgres',
      mailCaptured: false,
      readySeconds: 1,
    });
    expect(banner).not.toContain('LOG_LEVEL');
    expect(banner).not.toContain('recruiter@example.com');
    expect(banner).toContain('Mail: sent through SMTP_URL');
  });

  it("counts from npm start's launch (its install and build) when it says when that was", () => {
    expect(loadConfig({ ATS_LAUNCHED_AT: '1795000000000' }).launchedAt).toBe(1_795_000_000_000);
    expect(loadConfig({}).launchedAt).toBeUndefined();
    const now = { wall: 1_795_000_063_500, performance: 9_000 };
    expect(readySeconds(1_795_000_000_000, 4_000, now)).toBe(63.5);
    expect(readySeconds(undefined, 4_000, now)).toBe(5);
  });
});

describe('request logs at the start-up default level (warn)', () => {
  it('leave requests out; info logs them', async () => {
    for (const [level, logged] of [
      ['warn', false],
      ['info', true],
    ] as const) {
      const lines: string[] = [];
      const testApp = await createTestApp(
        {},
        { logger: { level, stream: { write: (line: string) => lines.push(line) } } },
      );
      try {
        const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(200);
        expect(lines.some((line) => line.includes('request completed'))).toBe(logged);
      } finally {
        await testApp.close();
      }
    }
  });
});
