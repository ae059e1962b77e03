import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Assume, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDirectory } from './lock.ts';
import {
  type Listening,
  listenOnPglite,
  listenOnPostgres,
  type NotificationHandlers,
} from './notifications.ts';
import * as schema from './schema/index.ts';

/**
 * What both drivers return from raw queries: PGlite's `Results` and node-postgres's
 * `QueryResult` both carry `rows`, so `(await db.execute(sql...)).rows` is typed.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: RawQueryResult<Assume<this['row'], Record<string, unknown>>>;
}

export interface RawQueryResult<TRow> {
  rows: TRow[];
}

/**
 * The Drizzle database every feature uses, whichever driver is behind it (PGlite or
 * node-postgres). A transaction (`db.transaction(async (tx) => ...)`) is one too.
 */
export type Database = PgDatabase<QueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Closes connections (and, for PGlite, releases the data-directory lock). Idempotent. */
  close(): Promise<void>;
  /**
   * LISTENs on a notification channel (`pg_notify` in a transaction is heard when it
   * commits). On PostgreSQL on a dedicated connection, reopened when lost; close the answer
   * before the handle.
   */
  listen(
    channel: string,
    handlers: NotificationHandlers,
    options?: { log?: (message: string) => void },
  ): Promise<Listening>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** The server's data directory; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
  log?: (message: string) => void;
}

/** Folder of the drizzle-kit migrations (packages/api-server/drizzle). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Where PGlite keeps its files inside the data directory. */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Any constant: serialises migrations of servers starting together on one PostgreSQL. */
const migrationLockKey = 7_311_203;

/**
 * Opens the database and brings its schema up to date. With `databaseUrl`: a pg Pool.
 * Otherwise PGlite in `<dataDir>/pglite`, after taking the data-directory lock (a second
 * server on the same directory gets a clear error instead of silently losing writes).
 * Reference data is NOT seeded here: the caller runs `seedReferenceData`.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const log = options.log ?? (() => {});
  if (options.databaseUrl) return openPostgres(options.databaseUrl, log);

  const dataDir = path.resolve(options.dataDir);
  const lock = await lockDataDirectory(dataDir);
  let client: PGlite | undefined;
  try {
    const directory = pgliteDirectory(dataDir);
    const isNew = !fs.existsSync(path.join(directory, 'PG_VERSION'));
    fs.mkdirSync(directory, { recursive: true });
    const startedAt = performance.now();
    client = await createPgliteClient({ dataDir: directory });
    log(`PGlite ${isNew ? 'created' : 'opened'} in ${directory} (${elapsed(startedAt)} ms)`);
    const handle = await wrapPglite(client, lock.release);
    await migrateDatabase(handle, log);
    return handle;
  } catch (error) {
    await client?.close().catch(() => {});
    lock.release();
    throw error;
  }
}

/** A PGlite instance with the extensions the migrations need (in memory without dataDir). */
export async function createPgliteClient(
  options: {
    dataDir?: string;
    loadDataDir?: Blob;
    /** PGlite's compiled WebAssembly and file bundle, for a process that opens many PGlites. */
    runtime?: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };
  } = {},
): Promise<PGlite> {
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...options.runtime,
    extensions: { pg_trgm },
    // A checkpoint deletes old WAL segments instead of renaming them for reuse with their
    // bytes (erased values included) inside: see src/jobs/erased-data-scrub-job.ts.
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'],
  });
}

/** Wraps an open PGlite client into a handle; `onClose` runs after the client is closed. */
export async function wrapPglite(
  client: PGlite,
  onClose: () => void | Promise<void> = () => {},
): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    close() {
      closing ??= (async () => {
        try {
          await client.close();
        } finally {
          await onClose();
        }
      })();
      return closing;
    },
  };
}

/** Wraps a pg Pool into a handle; `onClose` runs after the pool has ended. */
export function wrapPostgres(
  pool: pg.Pool,
  onClose: () => void | Promise<void> = () => {},
): DatabaseHandle {
  const db = drizzleNodePostgres({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    listen: (channel, handlers, options) =>
      listenOnPostgres(pool.options, channel, handlers, options),
    close() {
      closing ??= (async () => {
        try {
          await pool.end();
        } finally {
          await onClose();
        }
      })();
      return closing;
    },
  };
}

/**
 * Applies pending migrations. On PostgreSQL a session-level advisory lock on one
 * connection makes servers starting together apply them one after the other.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  log: (message: string) => void = () => {},
): Promise<void> {
  const startedAt = performance.now();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as ReturnType<typeof drizzlePglite<typeof schema>>, {
      migrationsFolder,
    });
  } else {
    const pool = (handle.db as ReturnType<typeof drizzleNodePostgres<typeof schema>>).$client;
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [migrationLockKey]);
      try {
        await migrateNodePostgres(drizzleNodePostgres({ client: connection, schema }), {
          migrationsFolder,
        });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [migrationLockKey]);
      }
    } finally {
      connection.release();
    }
  }
  log(`Database migrations checked in ${elapsed(startedAt)} ms`);
}

async function openPostgres(
  databaseUrl: string,
  log: (message: string) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A connection's error (e.g. PostgreSQL restarting) must not crash the process. The pool
  // listens to its idle clients only; a client checked out between two statements of a
  // transaction has no listener of its own, and Node throws an 'error' event nobody hears.
  // Its next statement fails instead (the request answers an error), and the pool drops it.
  pool.on('error', (error) => log(`PostgreSQL pool error: ${error.message}`));
  pool.on('connect', (client) => {
    client.on('error', (error) => log(`PostgreSQL connection error: ${error.message}`));
  });
  const handle = wrapPostgres(pool);
  try {
    await handle.db.execute(sql`select 1`);
    log(`Connected to PostgreSQL at ${describeUrl(databaseUrl)}`);
    await migrateDatabase(handle, log);
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

/** The URL without its password, for logs. */
function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    return `${url.host}${url.pathname}`;
  } catch {
    return 'the configured DATABASE_URL';
  }
}

function elapsed(startedAt: number): number {
  return Math.round(performance.now() - startedAt);
}
