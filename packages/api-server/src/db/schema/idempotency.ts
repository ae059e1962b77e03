import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { atsUsers } from './auth.ts';
import { recruitees } from './recruitees.ts';

/**
 * The Idempotency-Keys of staff writes (src/idempotency): a key is the signed-in user's and
 * the operation's, written in the write's own transaction (a failed write keeps none), and
 * answers a retry with the first answer. Kept a day (jobs/idempotency-key-cleanup.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => atsUsers.id, { onDelete: 'cascade' }),
    /** The contract's operationId. */
    operation: text('operation').notNull(),
    /** The client's Idempotency-Key header. */
    key: text('key').notNull(),
    /** sha-256 of the request (path parameters and body), canonical JSON. */
    requestFingerprint: text('request_fingerprint').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    /** The candidate the write was about: their erasure deletes the stored answer too. */
    recruiteeId: uuid('recruitee_id').references(() => recruitees.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Two requests with one key at once: the index lets one commit; the other answers it.
    primaryKey({
      name: 'idempotency_keys_pkey',
      columns: [table.userId, table.operation, table.key],
    }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
    index('idempotency_keys_recruitee_id_idx').on(table.recruiteeId),
  ],
);
