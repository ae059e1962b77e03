import type { PgTable } from 'drizzle-orm/pg-core';
import type { FileStorage } from '../../files/storage.ts';
import type { Database } from '../client.ts';
import type { DemoFile } from './answers.ts';

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

/** Writes the files' bytes, a few at a time. */
export async function storeFiles(
  storage: FileStorage,
  files: readonly DemoFile[],
  concurrency = 16,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next];
      next += 1;
      if (file) await storage.put(file.storageKey, file.bytes);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
}
