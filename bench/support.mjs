// What the benchmarks share: the product started as `npm start` starts it (fresh data
// directory), a health wait, sign-in through the development identity provider, and figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Playwright is a dependency of the web app's end-to-end tests, not of the workspace root. */
export function loadPlaywright() {
  return createRequire(path.join(root, 'packages/ats-app/package.json'))('playwright');
}

/**
 * Starts the product on `port` with a fresh data directory; `env` adds settings (e.g.
 * DEMO_DATA). `stop()` ends it and removes the directory.
 */
export function startProduct({ port, name, env = {} }) {
  const runDir = mkdtempSync(path.join(tmpdir(), `ats-bench-${name}-`));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // Its own process group, so that stopping it also stops the server it starts.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(runDir, 'data'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const baseURL = `http://localhost:${port}`;
  return {
    baseURL,
    /** The process group of the product (its start script and the server it starts). */
    processGroup: server.pid,
    async waitForHealth(timeoutMs = 240_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (server.exitCode !== null)
          throw new Error(`The server stopped (exit ${server.exitCode})`);
        try {
          if ((await fetch(`${baseURL}/api/health`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`No answer from ${baseURL}/api/health within ${timeoutMs / 1000} s`);
    },
    async stop() {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await new Promise((resolve) => {
        if (server.exitCode !== null) resolve();
        else server.once('exit', resolve);
        setTimeout(resolve, 10_000);
      });
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium(chromium) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** Signs in as the demo recruiter through the development identity provider. */
export async function signIn(page, baseURL) {
  await page.goto(`${baseURL}/login`);
  await page.getByRole('link', { name: 'Continue with single sign-on' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('recruiter@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('banner').getByText('Anna Kowalska').waitFor();
}

/** "median …, p95 …, max … (n=…)" of values in milliseconds. */
export function summary(values) {
  if (values.length === 0) return 'none';
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  const ms = (value) => `${value.toFixed(1)} ms`;
  return `median ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(sorted.at(-1))} (n=${values.length})`;
}
