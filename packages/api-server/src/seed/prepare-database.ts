import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { seedReferenceData } from '../db/reference-data.ts';
import type { FileStorage } from '../features/files/index.ts';
import { hasDemoData, loadDemoData } from './demo/index.ts';

/** Any constant: serialises seeding between servers starting together on one PostgreSQL. */
const seedLockKey = 7_311_204;

/**
 * Makes a migrated database ready to use: reference data always (languages, currencies,
 * time zones, stage types, default stages), demo data once when configured.
 */
export async function prepareDatabase(
  db: Database,
  storage: FileStorage,
  config: Config,
  log: FastifyBaseLogger,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    await seedReferenceData(tx);
    if (config.demoData && !(await hasDemoData(tx))) {
      const startedAt = performance.now();
      const counts = await loadDemoData(tx, { size: config.demoDataSize, storage });
      log.info({ counts }, `Demo data loaded in ${Math.round(performance.now() - startedAt)} ms`);
    }
  });
}
