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
 * Columns touched the same way: an API token's last use (at most once a minute per token and
 * client address, refused requests included). The rest of its row counts.
 */
const volatileColumns: Readonly<Record<string, readonly string[]>> = {
  api_tokens: ['last_used_at', 'last_used_from'],
};

/** A row of `t` as text, without its volatile columns. */
function rowText(table: string) {
  const dropped = volatileColumns[table];
  if (!dropped) return sql`t::text`;
  return sql`(to_jsonb(t)${sql.join(
    dropped.map((column) => sql` - ${column}::text`),
    sql``,
  )})::text`;
}

/** The tables of each database, listed once: tests do not change the schema. */
const tablesOf = new WeakMap<object, Promise<string[]>>();

async function listTables(testApp: TestApp): Promise<string[]> {
  const { db } = testApp.database;
  const { rows } = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map(({ table_name: table }) => table).filter((table) => !volatileTables.has(table));
}

/**
 * What the database and the file storage hold, as one hash per table and the list of stored
 * files: equal before and after a refused request when it changed nothing. Reads every row
 * of every table of the public schema (fine for a test database), in one query: the contract
 * fuzz takes hundreds of fingerprints, and a query per table made them a seventh of its time.
 */
export async function fingerprint(testApp: TestApp): Promise<{
  tables: Record<string, string>;
  files: string[];
}> {
  const { db } = testApp.database;
  let listed = tablesOf.get(db);
  if (!listed) {
    listed = listTables(testApp);
    tablesOf.set(db, listed);
  }
  const hashes = (await listed).map(
    (table) =>
      sql`select ${table} as table_name, (select md5(coalesce(string_agg(${rowText(table)}, '|' order by ${rowText(table)}), ''))
          from ${sql.identifier(table)} as t) as hash`,
  );
  const { rows } = await db.execute<{ table_name: string; hash: string | null }>(
    sql.join(hashes, sql` union all `),
  );
  const tables: Record<string, string> = {};
  for (const { table_name: table, hash } of rows) tables[table] = hash ?? '';
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
