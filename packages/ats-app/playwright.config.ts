import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { recruiterStorageState } from './e2e/support/storageState.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;

// A fresh database for every run, and the signed-in browser state beside it. Playwright
// evaluates this file again in its workers; the variable carries the directory to them, and
// only the process that made it removes it.
function makeRunDir(): string {
  const created = mkdtempSync(path.join(tmpdir(), 'ats-e2e-'));
  process.env.ATS_E2E_RUN_DIR = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  return created;
}
const runDir = process.env.ATS_E2E_RUN_DIR ?? makeRunDir();

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  },
};

/**
 * End-to-end tests in Debian's Chromium against the product started exactly as `npm start`
 * starts it (install if needed, build the app if stale, serve app and API on one port).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report lets `npm test` print one total for every runner.
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'test-results/e2e.json') }]],
  timeout: 60_000,
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
  },
  projects: [
    // Signs in through the provider once and saves the session for the project below.
    { name: 'signed-out', testMatch: /signed-out\/.*\.spec\.ts/, use: chromium },
    {
      name: 'signed-in',
      testMatch: /signed-in\/.*\.spec\.ts/,
      dependencies: ['signed-out'],
      use: { ...chromium, storageState: recruiterStorageState() },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    env: {
      PORT: String(port),
      DATA_DIR: path.join(runDir, 'data'),
      // Warnings and errors only: request logs would drown the test report.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
