import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestApp } from './app.ts';

/**
 * Tables whose rows change on requests that change nothing: a session's `last_seen_at` is
 * touched at most once a minute by any signed-in request, refused ones included.
 */
const volatileTables = new Set(['sessions']);

/**
 * What the database and the file storage hold, as one hash per table and the list of stored
 * files: equal before and after a refused request when it changed nothing. Reads every row
 * of every table of the public schema (fine for a test database).
 */
export async function fingerprint(testApp: TestApp): Promise<{
  tables: Record<string, string>;
  files: string[];
}> {
  const { db } = testApp.database;
  const { rows } = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables: Record<string, string> = {};
  for (const { table_name: table } of rows) {
    if (volatileTables.has(table)) continue;
    const [hash] = (
      await db.execute<{ hash: string }>(
        sql`select md5(coalesce(string_agg(row_text, '|' order by row_text), '')) as hash
            from (select t::text as row_text from ${sql.identifier(table)} as t) as rows_of_table`,
      )
    ).rows;
    tables[table] = hash?.hash ?? '';
  }
  return { tables, files: storedFiles(testApp.app.config.filesDir) };
}

function storedFiles(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return []; // nothing stored yet
  }
}
