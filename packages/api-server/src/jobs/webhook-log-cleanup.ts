import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { webhookMessages } from '../db/schema/index.ts';
import { startPollingWorker } from './polling-worker.ts';

/**
 * How long webhook events stay, with their deliveries and attempts (the delivery log): long
 * past the day of retries, long enough to look into a receiver's trouble and redeliver.
 */
export const webhookLogRetentionDays = 30;
/** How often each server deletes what is older. */
const cleanupIntervalMs = 60 * 60 * 1000;
const batchSize = 1000;

/**
 * Deletes webhook events older than the retention, oldest first, with their deliveries and
 * attempts (cascade); answers how many went. Each batch reads the first rows of the sequence
 * index and keeps those past the retention, so a database with nothing to delete reads a
 * thousand index entries, not the table.
 */
export async function deleteOldWebhookMessages(
  db: Database,
  options: { olderThanDays?: number } = {},
): Promise<number> {
  const days = options.olderThanDays ?? webhookLogRetentionDays;
  let total = 0;
  for (;;) {
    const deleted = await db.execute<{ id: string }>(sql`
      delete from ${webhookMessages} where id in (
        select id from (
          select id, occurred_at from ${webhookMessages} order by sequence limit ${batchSize}
        ) as oldest
        where occurred_at < now() - make_interval(days => ${days})
      )
      returning id`);
    total += deleted.rows.length;
    if (deleted.rows.length < batchSize) return total;
  }
}

/**
 * Deletes old webhook events every hour (every server does; the delete is harmless twice). The
 * returned stop function ends the schedule and waits for a cleanup under way.
 */
export function startWebhookLogCleanup(context: {
  db: Database;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const worker = startPollingWorker({
    intervalMs: cleanupIntervalMs,
    runAtStart: false,
    round: async () => {
      const count = await deleteOldWebhookMessages(context.db);
      if (count > 0) context.log.info({ count }, 'old webhook events deleted');
      return false;
    },
    onError: (error) => context.log.error({ err: error }, 'webhook log cleanup failed'),
  });
  return worker.stop;
}
