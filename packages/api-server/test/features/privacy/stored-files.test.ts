import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema/index.ts';
import { createLocalFileStorage, type FileStorage } from '../../../src/features/files/storage.ts';
import { deleteStoredFiles } from '../../../src/features/privacy/delete-stored-files.ts';
import { sweepOrphanedFiles } from '../../../src/features/privacy/orphaned-files.ts';
import { useTestApp } from '../../support/app.ts';

const silentLog = {
  info() {},
  warn() {},
  error() {},
} as unknown as FastifyBaseLogger;

const root = mkdtempSync(path.join(tmpdir(), 'ats-sweep-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Sets a stored key's modification time `hours` ago. */
function age(key: string, hours: number) {
  const when = new Date(Date.now() - hours * 60 * 60 * 1000);
  utimesSync(path.join(root, ...key.split('/')), when, when);
}

describe('bytes of deleted files', () => {
  const testApp = useTestApp();

  it('are swept when no file row names them and they are older than an hour', async () => {
    const storage = createLocalFileStorage(root);
    const kept = `applications/${randomUUID()}`;
    const orphan = `applications/${randomUUID()}`;
    const fresh = `applications/${randomUUID()}`;
    for (const key of [kept, orphan, fresh]) await storage.put(key, Buffer.from(key));
    age(kept, 48);
    age(orphan, 2);
    await testApp.database.db.insert(files).values({
      storageKey: kept,
      contentType: 'application/pdf',
      sizeBytes: kept.length,
      originalName: 'cv.pdf',
    });

    expect(await sweepOrphanedFiles(testApp.database.db, storage, silentLog)).toEqual([orphan]);
    expect(await storage.get(orphan)).toBeNull();
    // A row names it; and a fresh key may be an upload whose row is on its way.
    expect(await storage.get(kept)).not.toBeNull();
    expect(await storage.get(fresh)).not.toBeNull();
  });

  it('are deleted after an erasure, and retried until the storage lets them go', async () => {
    const storage = createLocalFileStorage(root);
    const keys = [`applications/${randomUUID()}`, `applications/${randomUUID()}`];
    for (const key of keys) await storage.put(key, Buffer.from('bytes'));
    let refusals = 2;
    const flaky: FileStorage = {
      ...storage,
      async delete(key) {
        if (key === keys[1] && refusals > 0) {
          refusals -= 1;
          throw new Error('storage unavailable');
        }
        return storage.delete(key);
      },
    };

    expect(await deleteStoredFiles(flaky, keys, silentLog, { retryDelaysMs: [5, 5, 5] })).toEqual([
      keys[1],
    ]);
    expect(await storage.get(keys[0] ?? '')).toBeNull();
    await expect.poll(() => storage.get(keys[1] ?? ''), { timeout: 2_000 }).toBeNull();
    expect(refusals).toBe(0);
  });
});
