import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../../src/db/client.ts';

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

// Several API processes may start together on one PostgreSQL: migrations must not race.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('migrations on PostgreSQL', () => {
  it('are applied once when several servers open an empty database together', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required');
    const name = `ats_test_${process.pid}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: '' })),
      );
      try {
        const [first] = handles;
        const result = await first?.db.execute(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        expect(result?.rows).toEqual([{ count: journal.entries.length }]);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
