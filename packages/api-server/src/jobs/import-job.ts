import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../features/files/index.ts';
import { runImportRound } from '../features/imports/index.ts';
import type { PdfWorkers } from '../pdf/pdf-workers.ts';
import { type PollingWorker, startPollingWorker } from './polling-worker.ts';

/** How often each server looks for imports to check or run (a request that starts one pokes). */
export const importPollIntervalMs = 5_000;

/**
 * The imports' background work (dry runs and runs, src/features/imports/work.ts) on the
 * shared schedule: a round takes one import whose lease is free, so an import a stopped
 * server left is taken up again once its lease runs out.
 */
export function startImportWorker(context: {
  db: Database;
  storage: FileStorage;
  pdfWorkers: PdfWorkers;
  log: FastifyBaseLogger;
  /** Rows per transaction of a run (main.ts: fewer on the embedded database). */
  runBatchSize?: number;
}): PollingWorker {
  let stopping = false;
  const worker = startPollingWorker({
    intervalMs: importPollIntervalMs,
    round: () =>
      runImportRound({
        db: context.db,
        storage: context.storage,
        pdfWorkers: context.pdfWorkers,
        stopping: () => stopping,
        ...(context.runBatchSize ? { runBatchSize: context.runBatchSize } : {}),
      }),
    onError: (error) => context.log.error({ err: error }, 'an import failed'),
  });
  return {
    poke: worker.poke,
    // The round under way ends after its current batch (its import is let go, not failed).
    stop() {
      stopping = true;
      return worker.stop();
    },
  };
}
