import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { e2eFirstPort, e2eWorkers } from './e2e/support/servers.ts';
import type { E2EOptions } from './e2e/support/test.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Fresh databases for every run, and the signed-in browser states beside them. Playwright
// evaluates this file again in its workers; the variable carries the directory to them, and
// only the process that made it removes it.
function makeRunDir(): string {
  const created = mkdtempSync(path.join(tmpdir(), 'ats-e2e-'));
  process.env.E2E_RUN_DIR = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  return created;
}
const runDir = process.env.E2E_RUN_DIR ?? makeRunDir();

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  },
};

/**
 * End-to-end tests in Debian's Chromium against the product started as `npm start` starts it
 * (install if needed, build the app if stale, serve app and API on one port): one server and
 * database per worker (e2e/support/servers.ts), so that the workers run side by side.
 */
export default defineConfig<E2EOptions>({
  testDir: 'e2e',
  // A file's tests run in order on one worker (some build on the state left by the one before).
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report lets `npm test` print one total for every runner.
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'test-results/e2e.json') }]],
  timeout: 60_000,
  // Workers, each with its browser and server, share CI's two cores: give a screen time.
  expect: { timeout: 10_000 },
  use: {
    headless: true,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'signed-out', testMatch: /signed-out\/.*\.spec\.ts/, use: chromium },
    // Signed in as the demo recruiter: once per server, the session reused by every test.
    {
      name: 'signed-in',
      testMatch: /signed-in\/.*\.spec\.ts/,
      use: { ...chromium, signedIn: true },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    cwd: repoRoot,
    env: {
      E2E_PORT: String(e2eFirstPort),
      E2E_WORKERS: String(e2eWorkers),
      E2E_RUN_DIR: runDir,
      // Warnings and errors only: request logs would drown the test report.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    wait: { stdout: /e2e servers ready/ },
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
