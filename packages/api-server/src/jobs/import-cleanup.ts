import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { candidateImports } from '../db/schema/index.ts';
import type { FileStorage } from '../features/files/index.ts';
import { deleteImportFiles } from '../features/imports/index.ts';
import { startPollingWorker } from './polling-worker.ts';

/** How long an ended import is kept with its rows, for its report. */
export const importRetentionDays = 30;
/** How long an import that was never started waits before it is discarded. */
export const unstartedImportDays = 7;
const cleanupIntervalMs = 60 * 60 * 1000;

/**
 * Deletes imports that ended (finished, cancelled, failed) over 30 days ago, with their rows
 * (cascade), and discards imports never started within 7 days, with their uploaded files.
 * Answers how many went.
 */
export async function deleteOldImports(
  db: Database,
  storage: FileStorage,
  options: { now?: Date } = {},
): Promise<number> {
  const now = (options.now ?? new Date()).toISOString();
  const deleted = await db.execute<{
    id: string;
    csv_storage_key: string | null;
    resume_names: Record<string, boolean> | null;
  }>(sql`
    delete from ${candidateImports}
    where (status in ('Cancelled', 'Failed', 'Finished')
        and finished_at < ${now}::timestamptz - make_interval(days => ${importRetentionDays}))
      or (status in ('Uploaded', 'Checked')
        and created_at < ${now}::timestamptz - make_interval(days => ${unstartedImportDays}))
    returning id, csv_storage_key, resume_names`);
  for (const row of deleted.rows) {
    await deleteImportFiles(storage, row.id, {
      csvStorageKey: row.csv_storage_key,
      resumeNames: row.resume_names,
    });
  }
  return deleted.rows.length;
}

/** Deletes old imports every hour (every server does; the delete is harmless twice). */
export function startImportCleanup(context: {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const worker = startPollingWorker({
    intervalMs: cleanupIntervalMs,
    runAtStart: false,
    round: async () => {
      const count = await deleteOldImports(context.db, context.storage);
      if (count > 0) context.log.info({ count }, 'old imports deleted');
      return false;
    },
    onError: (error) => context.log.error({ err: error }, 'import cleanup failed'),
  });
  return worker.stop;
}
