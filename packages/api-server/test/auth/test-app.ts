import type { Config } from '../../src/config.ts';
import { createTestApp } from '../support/app.ts';

/** The real app (contract routes, error handler, auth) on a fresh test database. */
export async function createAuthApp(overrides: Partial<Config> = {}) {
  const testApp = await createTestApp(overrides);
  return { app: testApp.app, db: testApp.database.db, close: () => testApp.close() };
}

export type AuthApp = Awaited<ReturnType<typeof createAuthApp>>;
