import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import pg from 'pg';
import { inject } from 'vitest';
import {
  createPgliteClient,
  type DatabaseHandle,
  migrateDatabase,
  openDatabase,
  wrapPglite,
} from '../../src/db/client.ts';
import { seedReferenceData } from '../../src/db/reference-data.ts';

const require = createRequire(import.meta.url);

/**
 * A fresh, migrated database with reference data (languages, currencies, time zones, stage
 * types, default stages and positions), for one test file or one test. Close it when done.
 *
 * - TEST_DB_KIND=postgres: a new database on the server of TEST_DATABASE_URL, dropped on
 *   close. An unset or unreachable TEST_DATABASE_URL is an error, never a skip.
 * - otherwise: PGlite in memory, cloned from a template built once per run (creating a
 *   PGlite from scratch takes seconds; loading a dump takes well under one), on WebAssembly
 *   compiled once per test worker.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return process.env.TEST_DB_KIND === 'postgres'
    ? createPostgresDatabase()
    : createPgliteDatabase();
}

let pgliteTemplate: Promise<Blob> | undefined;

/** Builds the migrated, seeded PGlite data directory that every test database starts from. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const client = await createPgliteClient();
  const handle = await wrapPglite(client);
  try {
    await migrateDatabase(handle);
    await seedReferenceData(handle.db);
    return await client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/** The template built once for the whole run by global-setup.ts, else once per process. */
async function loadPgliteTemplate(): Promise<Blob> {
  const file = inject('pgliteTemplateFile');
  return file ? new Blob([await readFile(file)]) : buildPgliteTemplate();
}

let pgliteRuntime: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;

/** PGlite's WebAssembly compiled once and its file bundle read once, per test worker. */
async function loadPgliteRuntime() {
  const [wasm, bundle] = await Promise.all([
    readFile(require.resolve('@electric-sql/pglite/pglite.wasm')),
    readFile(require.resolve('@electric-sql/pglite/pglite.data')),
  ]);
  return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
}

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  pgliteTemplate ??= loadPgliteTemplate();
  pgliteTemplate.catch(() => {
    pgliteTemplate = undefined;
  });
  pgliteRuntime ??= loadPgliteRuntime();
  const [template, runtime] = await Promise.all([pgliteTemplate, pgliteRuntime]);
  return wrapPglite(await createPgliteClient({ loadDataDir: template, runtime }));
}

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      'TEST_DB_KIND=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  }
  const name = `ats_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (admin) => admin.query(`create database "${name}"`));

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dropDatabase = async () => {
    await withAdminClient(adminUrl, (admin) =>
      admin.query(`drop database if exists "${name}" with (force)`),
    );
  };
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    await seedReferenceData(handle.db);
  } catch (error) {
    await dropDatabase().catch(() => {});
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close() {
      closing ??= handle.close().then(dropDatabase);
      return closing;
    },
  };
}

async function withAdminClient<T>(adminUrl: string, action: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is unreachable (${reason})`, {
      cause: error,
    });
  }
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}
