import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (PGlite, or PostgreSQL in the server-postgres project),
 * checking every response against the contract. Call `close()` in afterAll.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const filesDir = mkdtempSync(path.join(tmpdir(), 'ats-files-'));
  const config: Config = {
    ...loadConfig({ PORT: '3000', LOG_LEVEL: 'silent' }),
    staticDir: '/nonexistent',
    filesDir,
    demoData: false,
    ...overrides,
  };
  const app = await buildApp({ config, database, logger: false, validateResponses: true });
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
