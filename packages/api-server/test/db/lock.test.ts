import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { LOCK_FILE_NAME, lockDataDirectory } from '../../src/db/lock.ts';

const childScript = fileURLToPath(new URL('./fixtures/open-database.ts', import.meta.url));
const serverDirectory = fileURLToPath(new URL('../..', import.meta.url));
const temporaryDirectories: string[] = [];

function temporaryDirectory(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ats-lock-'));
  temporaryDirectories.push(directory);
  return directory;
}

afterAll(() => {
  for (const directory of temporaryDirectories) {
    fs.rmSync(directory, { recursive: true, force: true });
  }
});

const refusal = (directory: string, pid: number) =>
  `Another ATS server is already using the data directory ${directory} (pid ${pid}). Stop it first, or set DATA_DIR to another directory.`;

// The lock protects the embedded PGlite directory; it does not depend on the test database,
// so it runs in the PGlite project only.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('data-directory lock', () => {
  it('refuses a second holder and can be taken again after release', async () => {
    const directory = temporaryDirectory();
    const lock = await lockDataDirectory(directory);
    await expect(lockDataDirectory(directory)).rejects.toThrow(refusal(directory, process.pid));
    lock.release();
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
    (await lockDataDirectory(directory)).release();
  });

  it('takes over a lock whose pid now belongs to another process (pid reused)', async () => {
    const directory = temporaryDirectory();
    const lockPath = path.join(directory, LOCK_FILE_NAME);
    fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid, startTime: '1' }));
    const lock = await lockDataDirectory(directory);
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock of a dead process and an unreadable lock file', async () => {
    const directory = temporaryDirectory();
    const lockPath = path.join(directory, LOCK_FILE_NAME);
    fs.writeFileSync(lockPath, JSON.stringify({ pid: 2 ** 22 + 12345, startTime: '1' }));
    (await lockDataDirectory(directory)).release();
    fs.writeFileSync(lockPath, '');
    (await lockDataDirectory(directory)).release();
  });

  it('refuses a second openDatabase on the same directory, and a stale lock left by kill -9 is taken over at once', async () => {
    const directory = temporaryDirectory();
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, directory], {
      cwd: serverDirectory, // where tsx resolves, whichever directory vitest runs from
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => {
          if (output.includes('opened')) resolve();
        });
        void exited.then(() => reject(new Error(`child exited early: ${output}`)));
      });

      await expect(openDatabase({ dataDir: directory })).rejects.toThrow(
        refusal(directory, child.pid ?? 0),
      );
    } finally {
      child.kill('SIGKILL');
      await exited;
    }

    const startedAt = performance.now();
    const handle = await openDatabase({ dataDir: directory });
    try {
      const result = await handle.db.execute(sql`select count(*)::int as count from languages`);
      expect(result.rows).toEqual([{ count: 0 }]);
      // The lock was free at once: reopening an existing PGlite directory takes about 1 s.
      expect(performance.now() - startedAt).toBeLessThan(10_000);
    } finally {
      await handle.close();
    }
    expect(fs.existsSync(path.join(directory, LOCK_FILE_NAME))).toBe(false);
  }, 120_000);
});
