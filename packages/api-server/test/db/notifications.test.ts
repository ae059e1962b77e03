import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { listenOnPostgres } from '../../src/db/notifications.ts';
import { createTestDatabase } from '../support/database.ts';

const channel = 'ats_test_channel';

describe('LISTEN on the database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const notify = (payload: string) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
    });

  it('hears what a committed transaction sends, not what a rolled back one sends', async () => {
    const heard: string[] = [];
    const states: boolean[] = [];
    const listening = await database.listen(channel, {
      onNotify: (payload) => heard.push(payload),
      onListening: (state) => states.push(state),
    });
    try {
      expect(states).toEqual([true]);
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_notify(${channel}, 'rolled back')`);
          throw new Error('roll back');
        })
        .catch(() => {});
      await notify('committed');
      await expect.poll(() => heard, { timeout: 1000, interval: 10 }).toEqual(['committed']);
    } finally {
      await listening.close();
    }
    expect(states).toEqual([true, false]);
    await notify('after close');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['committed']);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'PostgreSQL: a lost connection is reported, opened again, and listens again',
    async () => {
      const pool = (database.db as unknown as { $client: pg.Pool | PGlite }).$client as pg.Pool;
      const heard: string[] = [];
      const states: boolean[] = [];
      const logged: string[] = [];
      const listening = await listenOnPostgres(
        pool.options,
        channel,
        { onNotify: (payload) => heard.push(payload), onListening: (state) => states.push(state) },
        { retryMs: 50, log: (message) => logged.push(message) },
      );
      try {
        expect(states).toEqual([true]);
        await database.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`listen ${channel}`}`);
        await expect
          .poll(() => states, { timeout: 2000, interval: 10 })
          .toEqual([true, false, true]);
        expect(logged[0]).toMatch(/^LISTEN ats_test_channel lost \(.+\); reconnecting in 50 ms$/);
        await notify('after reconnect');
        await expect
          .poll(() => heard, { timeout: 1000, interval: 10 })
          .toEqual(['after reconnect']);
      } finally {
        await listening.close();
      }
    },
  );

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'PostgreSQL: an unreachable server is tried again until closed',
    async () => {
      const states: boolean[] = [];
      const logged: string[] = [];
      const listening = await listenOnPostgres(
        { connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 },
        channel,
        { onNotify: () => {}, onListening: (state) => states.push(state) },
        { retryMs: 20, log: (message) => logged.push(message) },
      );
      await expect.poll(() => logged.length, { timeout: 2000, interval: 10 }).toBeGreaterThan(1);
      await listening.close();
      expect(states.every((state) => state === false)).toBe(true);
    },
  );
});
