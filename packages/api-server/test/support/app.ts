import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type DatabaseHandle, wrapPglite, wrapPostgres } from '../../src/db/client.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The app's logger: silent unless a test reads what it logs. */
  logger?: BuildAppOptions['logger'];
  /** A local mail capture server whose pages the app serves at /dev/mail. */
  mailCapture?: BuildAppOptions['mailCapture'];
}

/**
 * The real app on a fresh database (PGlite, or PostgreSQL in the server-postgres project),
 * checking every response against the contract. Call `close()` in afterAll.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  return buildTestApp(await createTestDatabase(), overrides, options);
}

/**
 * A second server on the database of `first` (another process of the same installation):
 * PostgreSQL through a pool of its own, PGlite through the same client. Close it before
 * `first`; closing it leaves the database to `first`.
 */
export async function createSecondTestApp(
  first: TestApp,
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const client = (first.database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const shared =
    first.database.kind === 'pglite'
      ? { ...(await wrapPglite(client as PGlite)), close: async () => {} }
      : wrapPostgres(new pg.Pool((client as pg.Pool).options));
  return buildTestApp(shared, overrides, options);
}

async function buildTestApp(
  database: DatabaseHandle,
  overrides: Partial<Config>,
  options: TestAppOptions,
): Promise<TestApp> {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'ats-files-'));
  const config: Config = {
    ...loadConfig({ PORT: '3000', LOG_LEVEL: 'silent' }),
    staticDir: '/nonexistent',
    filesDir,
    demoData: false,
    // Tests change session rows and expect the next request to see it at once; the cache
    // has tests of its own (test/server/probe-findings.test.ts).
    sessionCacheSeconds: 0,
    apiTokenRateLimit: 600,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    validateResponses: true,
    ...(options.mailCapture ? { mailCapture: options.mailCapture } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of the enclosing describe: created in its beforeAll (before the hooks declared
 * after this call), closed in its afterAll. The answer stands for the app from then on, so
 * it can be passed to fixtures and used in hooks and tests, not while tests are collected.
 */
export function useTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides, options);
  });
  afterAll(() => current?.close());
  const created = (): TestApp => {
    if (!current)
      throw new Error('the test app is created in beforeAll: use it in hooks and tests');
    return current;
  };
  return {
    get app() {
      return created().app;
    },
    get database() {
      return created().database;
    },
    close: () => created().close(),
  };
}
