import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../../../src/db/client.ts';
import { seedReferenceData } from '../../../src/db/reference-data.ts';
import {
  type ErasedDataScrubJob,
  startErasedDataScrub,
} from '../../../src/jobs/erased-data-scrub-job.ts';
import { useTestApp } from '../../support/app.ts';
import { createPersonWorld, erase, otherPerson, otherPersonNeedles, person } from './fixtures.ts';

/*
 * Erased data must be gone from the bytes of the embedded database's files, not only from what
 * queries answer (issue 24). PGlite-only by nature: it reads PGlite's files in DATA_DIR. On
 * PostgreSQL the scrub does nothing (autovacuum; see "Erased data on disk" in
 * docs/decisions/privacy.md), which the last test checks.
 */

const onPglite = process.env.TEST_DB_KIND !== 'postgres';

/** The person's values as the erasure must leave none of them: names, e-mail, phone. */
const needles = [
  person.firstName,
  person.lastName,
  'Kotecka',
  person.email,
  person.phoneNumber,
  '601 234 567',
  '601234567',
];

/**
 * Every file under `directory` (recursively) holding a needle, as UTF-8 (the databases's
 * encoding) and, to be sure nothing is kept in another form, as UTF-16.
 */
function findInFiles(directory: string, searched: readonly string[]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const filePath = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(filePath);
    for (const needle of searched) {
      for (const encoding of ['utf8', 'utf16le'] as const) {
        if (bytes.includes(Buffer.from(needle, encoding))) {
          found.push(`${path.relative(directory, filePath)} (${encoding}): ${needle}`);
        }
      }
    }
  }
  return found;
}

describe.runIf(onPglite)('an erasure on the embedded database (files in DATA_DIR)', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let scrub: ErasedDataScrubJob;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ats-erased-on-disk-'));
    // As main.ts opens it: PGlite on disk in <dataDir>/pglite, the files in <dataDir>/files.
    database = await openDatabase({ dataDir });
    await seedReferenceData(database.db);
    app = await buildApp({
      config: {
        ...loadConfig({ PORT: '3000', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
        staticDir: '/nonexistent',
        demoData: false,
        sessionCacheSeconds: 0,
      },
      database,
      logger: false,
    });
    await app.ready();
    // As main.ts starts it, with a short wait after an erasure and no scheduled run.
    scrub = startErasedDataScrub(
      { database, log: app.log },
      { afterErasureDelayMs: 50, firstRunDelayMs: 3_600_000, intervalMs: 3_600_000 },
    );
    app.erasedDataScrub = scrub;
  });

  afterAll(async () => {
    await scrub?.stop();
    await app?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no byte of the erased name, e-mail or phone in DATA_DIR, after a restart too', async () => {
    const testApp = { app, database, close: async () => {} };
    const world = await createPersonWorld(testApp);
    // A scrub before the erasure: the next one rewrites only the tables changed since.
    await scrub.runNow();
    const before = scrub.lastRun;
    expect(before?.rewrittenTableCount).toBe(before?.tableCount);
    expect((await erase(testApp, world.owner, world.recruiteeId)).statusCode).toBe(204);

    // The erasure asks for the scrub, which runs once its short wait is over.
    await vi.waitFor(() => expect(scrub.lastRun).not.toBe(before), { timeout: 60_000 });
    expect(scrub.lastRun?.rewrittenTableCount).toBeGreaterThan(0);
    expect(scrub.lastRun?.rewrittenTableCount).toBeLessThan(scrub.lastRun?.tableCount ?? 0);
    await scrub.stop();
    await app.close();
    await database.close();

    const afterScrub = findInFiles(dataDir, needles);
    // The search does find a candidate who was not erased (their rows are live).
    expect(findInFiles(dataDir, [otherPerson.email, ...otherPersonNeedles]).length).toBeGreaterThan(
      0,
    );
    expect(afterScrub).toEqual([]);

    // A restart (recovery, checkpoints) brings nothing back.
    database = await openDatabase({ dataDir });
    await database.close();
    expect(findInFiles(dataDir, needles)).toEqual([]);
  }, 120_000);
});

describe('the scrub of erased data', () => {
  const testApp = useTestApp();

  it.runIf(onPglite)('runs a while after start, then on its schedule', async () => {
    const scheduled = startErasedDataScrub(
      { database: testApp.database, log: testApp.app.log },
      { afterErasureDelayMs: 3_600_000, firstRunDelayMs: 1, intervalMs: 300 },
    );
    try {
      await vi.waitFor(() => expect(scheduled.lastRun).not.toBeNull(), { timeout: 20_000 });
      const first = scheduled.lastRun?.finishedAt;
      expect(scheduled.lastRun?.tableCount).toBeGreaterThan(20);
      await vi.waitFor(() => expect(scheduled.lastRun?.finishedAt).not.toBe(first), {
        timeout: 20_000,
      });
    } finally {
      await scheduled.stop();
    }
  });

  it.runIf(onPglite)('stops between tables when the server shuts down', async () => {
    const job = startErasedDataScrub(
      { database: testApp.database, log: testApp.app.log },
      { afterErasureDelayMs: 3_600_000, firstRunDelayMs: 3_600_000, intervalMs: 3_600_000 },
    );
    const scrubbing = job.runNow();
    await job.stop();
    await scrubbing;
    // Stopped before its first table: nothing finished, nothing logged as done.
    expect(job.lastRun).toBeNull();
  });

  it.runIf(!onPglite)('does nothing on PostgreSQL, where autovacuum runs', async () => {
    const scheduled = startErasedDataScrub(
      { database: testApp.database, log: testApp.app.log },
      { afterErasureDelayMs: 1, firstRunDelayMs: 1, intervalMs: 10 },
    );
    scheduled.request();
    await scheduled.runNow();
    await scheduled.stop();
    expect(scheduled.lastRun).toBeNull();
  });
});
