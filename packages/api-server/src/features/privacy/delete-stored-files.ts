import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../files/index.ts';

/** Waits before the second, third, ... attempt at keys that could not be deleted. */
const retryDelaysMs = [1_000, 10_000, 60_000, 600_000];

export interface DeleteStoredFilesOptions {
  /** The waits between attempts (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

/**
 * Deletes the bytes of files whose rows a committed transaction deleted (an erasure). The
 * first attempt is awaited; keys it could not delete are tried again in the background after
 * each of `retryDelaysMs`, and whatever is still left then is found by the orphan sweep
 * (orphaned-files.ts) at the next start or daily run. Answers the keys the first attempt left.
 * Never throws: the rows are gone already, so a leftover is garbage to collect, not a failure
 * of the erasure.
 */
export async function deleteStoredFiles(
  storage: FileStorage,
  keys: readonly string[],
  log: FastifyBaseLogger,
  options: DeleteStoredFilesOptions = {},
): Promise<string[]> {
  const delays = options.retryDelaysMs ?? retryDelaysMs;
  const left = await attempt(storage, keys, log);
  if (left.length > 0) retryLater(storage, left, log, delays);
  return left;
}

/** Deletes each key once; answers those that failed. */
async function attempt(
  storage: FileStorage,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<string[]> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed: string[] = [];
  results.forEach((result, index) => {
    const key = keys[index];
    if (result.status === 'rejected' && key !== undefined) {
      failed.push(key);
      log.warn({ err: result.reason, storageKey: key }, 'could not delete the bytes of a file');
    }
  });
  return failed;
}

function retryLater(
  storage: FileStorage,
  keys: string[],
  log: FastifyBaseLogger,
  delays: readonly number[],
): void {
  const [delay, ...laterDelays] = delays;
  if (delay === undefined) {
    log.error(
      { storageKeys: keys },
      'bytes of deleted files are still stored; the orphan sweep will delete them',
    );
    return;
  }
  // unref: a pending retry never keeps the process alive; the sweep covers a stop.
  setTimeout(() => {
    void attempt(storage, keys, log).then((left) => {
      if (left.length > 0) retryLater(storage, left, log, laterDelays);
    });
  }, delay).unref();
}
