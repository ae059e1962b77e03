import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { recruitees } from './recruitees.ts';

/**
 * Metadata of a stored file (resume, attachment, photo, avatar). The bytes live in the
 * FileStorage under `storage_key`; this row is what other tables reference.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The candidate who sent the file (resume, photo, attachment), null for other files.
     * Erasing the candidate deletes these rows: read their storage keys first and delete
     * the bytes too.
     */
    recruiteeId: uuid('recruitee_id').references((): AnyPgColumn => recruitees.id, {
      onDelete: 'cascade',
    }),
    /**
     * sha-256 (hex) of the bytes, for candidates' files: the same resume sent by two
     * candidates marks them as possible duplicates. Null on rows written before it.
     */
    contentSha256: text('content_sha256'),
  },
  (table) => [
    check('files_size_bytes_non_negative', sql`${table.sizeBytes} >= 0`),
    index('files_recruitee_id_idx').on(table.recruiteeId),
    index('files_content_sha256_idx')
      .on(table.contentSha256)
      .where(sql`${table.contentSha256} is not null`),
  ],
);
