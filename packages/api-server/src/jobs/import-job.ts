import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../features/files/index.ts';
import { runImportRound } from '../features/imports/index.ts';
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
  log: FastifyBaseLogger;
}): PollingWorker {
  return startPollingWorker({
    intervalMs: importPollIntervalMs,
    round: () => runImportRound({ db: context.db, storage: context.storage }),
    onError: (error) => context.log.error({ err: error }, 'an import failed'),
  });
}
