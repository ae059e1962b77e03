import { and, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { candidateImports, files } from '../../db/schema/index.ts';
import type { FileStorage } from '../files/index.ts';

/**
 * Bytes younger than this are never swept: an application stores its files before the
 * transaction that writes their rows, so a fresh key without a row may be on its way.
 */
const gracePeriodMs = 60 * 60 * 1000;
/** How often a running server sweeps again (besides right after it starts listening). */
const sweepIntervalMs = 24 * 60 * 60 * 1000;
/** Keys checked against the files table per query. */
const batchSize = 500;
/** The key of an import's uploaded file (src/features/imports): its import's id. */
const importFileKey = /^imports\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//;

export interface SweepOptions {
  /** The moment "now" for the grace period (tests). */
  now?: Date;
}

/**
 * Deletes stored bytes that no `files` row names any more and that are older than the grace
 * period: what an erasure could not delete after its commit (a storage failure, a stop between
 * the commit and the deletion), and leftovers of interrupted uploads. Erased files thus end up
 * deleted without a table of pending deletions. Answers the keys it deleted.
 */
export async function sweepOrphanedFiles(
  db: Database,
  storage: FileStorage,
  log: FastifyBaseLogger,
  options: SweepOptions = {},
): Promise<string[]> {
  const cutoff = (options.now ?? new Date()).getTime() - gracePeriodMs;
  const deleted: string[] = [];
  let batch: string[] = [];
  const sweepBatch = async () => {
    if (batch.length === 0) return;
    const keys = batch;
    batch = [];
    const known = await db
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(inArray(files.storageKey, keys));
    const knownKeys = new Set(known.map((file) => file.storageKey));
    // An import's uploaded files belong to it (not to a files row) until it ends.
    const importIds = [
      ...new Set(keys.map((key) => importFileKey.exec(key)?.[1]).filter((id) => id !== undefined)),
    ];
    if (importIds.length > 0) {
      const live = await db
        .select({ id: candidateImports.id })
        .from(candidateImports)
        .where(
          and(inArray(candidateImports.id, importIds), isNotNull(candidateImports.csvStorageKey)),
        );
      const liveIds = new Set(live.map((row) => row.id));
      for (const key of keys) {
        const id = importFileKey.exec(key)?.[1];
        if (id && liveIds.has(id)) knownKeys.add(key);
      }
    }
    for (const key of keys) {
      if (knownKeys.has(key)) continue;
      try {
        await storage.delete(key);
        deleted.push(key);
      } catch (error) {
        log.warn({ err: error, storageKey: key }, 'could not delete an orphaned file');
      }
    }
  };
  for await (const stored of storage.list()) {
    if (stored.modifiedAt.getTime() > cutoff) continue;
    batch.push(stored.key);
    if (batch.length >= batchSize) await sweepBatch();
  }
  await sweepBatch();
  if (deleted.length > 0) log.info({ count: deleted.length }, 'deleted orphaned stored files');
  return deleted;
}

/**
 * Sweeps once the server listens, then daily. Only a listening server sweeps (tests that
 * inject requests never do); a failed sweep is logged and tried again at the next run.
 */
export function registerOrphanedFileSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    sweepOrphanedFiles(app.db, app.files, app.log).catch((error: unknown) => {
      app.log.error({ err: error }, 'the orphaned-file sweep failed');
    });
  };
  app.addHook('onListen', async () => {
    sweep();
    timer = setInterval(sweep, sweepIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
