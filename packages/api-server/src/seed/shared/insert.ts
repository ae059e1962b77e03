import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';

/** Rows per INSERT: large enough to be fast, far below PostgreSQL's 65535 parameters. */
export const BATCH_SIZE = 500;

/** Inserts rows in multi-row statements of `BATCH_SIZE`; returns how many were inserted. */
export async function insertInBatches<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
): Promise<number> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
  return rows.length;
}
