import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts `src/main.ts` the way `npm start` does, on an embedded database. */
function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDirectory,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => {
      if (output.includes('ATS is running')) resolve();
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  ready.catch(() => {}); // awaited only by callers that expect the server to start
  return { child, exited, ready, output: () => output };
}

// The data-directory lock protects PGlite only; PostgreSQL has its own concurrency control.
describe.runIf(process.env.TEST_DB_KIND === 'pglite')('starting the server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ats-startup-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same data directory and shuts down gracefully', async () => {
    const first = startServer(dataDir, 3401);
    children.push(first.child);
    await first.ready;
    const health = await fetch('http://127.0.0.1:3401/api/health');
    expect(health.status).toBe(200);

    const second = startServer(dataDir, 3402);
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another ATS server is already using the data directory');

    // The first server is untouched by the refused second one, then stops on SIGTERM.
    expect((await fetch('http://127.0.0.1:3401/api/health')).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 90_000);
});
