import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.ts';

// PostgreSQL ends connections when it restarts (or an administrator terminates them); PGlite
// has no connections, so this runs in the PostgreSQL project only.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('a connection PostgreSQL ends', () => {
  it('fails the transaction that held it, without crashing the process, and the next one works', async () => {
    const database = await createTestDatabase();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const { db } = database;
      const transaction = db.transaction(async (tx) => {
        const [{ pid }] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`))
          .rows as [{ pid: number }];
        // Between two statements, as when a transaction awaits other work: the connection is
        // checked out of the pool and runs no query when PostgreSQL ends it.
        await db.execute(sql`select pg_terminate_backend(${pid})`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(uncaught).toEqual([]);
      const { rows } = await db.execute<{ answer: number }>(sql`select 42 as answer`);
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await database.close();
    }
  });
});
