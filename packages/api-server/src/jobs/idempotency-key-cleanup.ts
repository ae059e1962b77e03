import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { startPollingWorker } from './polling-worker.ts';

/** How long a retry may come after its first request (a lost answer, a reconnecting app). */
export const idempotencyKeyLifetimeHours = 24;
/** How often each server deletes the keys past their lifetime. */
const cleanupIntervalMs = 60 * 60 * 1000;

/** Deletes the Idempotency-Keys older than their lifetime; answers how many went. */
export async function deleteExpiredIdempotencyKeys(db: Database): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(
      lt(
        idempotencyKeys.createdAt,
        sql`now() - make_interval(hours => ${idempotencyKeyLifetimeHours})`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

/**
 * Deletes expired keys every hour (every server does; the delete is harmless twice). The
 * returned stop function ends the schedule and waits for a cleanup under way.
 */
export function startIdempotencyKeyCleanup(context: {
  db: Database;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const worker = startPollingWorker({
    intervalMs: cleanupIntervalMs,
    runAtStart: false,
    round: async () => {
      const count = await deleteExpiredIdempotencyKeys(context.db);
      if (count > 0) context.log.info({ count }, 'expired idempotency keys deleted');
      return false;
    },
    onError: (error) => context.log.error({ err: error }, 'idempotency key cleanup failed'),
  });
  return worker.stop;
}
