import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import type { ErasedDataScrub } from '../types.ts';

/**
 * The embedded database (PGlite) has no autovacuum: an erased value stays in its files, in
 * the old row version of a table page, in index entries, in the TOAST table and in the WAL
 * (an update logs a full image of the page it changes, old values included), and a plain
 * VACUUM only marks that space free without overwriting it. What removes the bytes, measured
 * by searching the data directory (test/jobs/erased-data-scrub-job.test.ts):
 *
 * 1. VACUUM FULL of each table: a new file with the live rows only (and new indexes and
 *    TOAST); the old files are truncated at the commit and deleted at the next checkpoint.
 *    Tables with planner statistics are analysed again (their most common values and
 *    histograms are sampled values, e-mails included), and pg_statistic is rewritten too.
 * 2. pg_switch_wal() then CHECKPOINT: the WAL that held the old values ends before the
 *    checkpoint, so the checkpoint deletes those segments. Deletes, not renames: PostgreSQL
 *    recycles a segment by renaming it, old bytes included, unless wal_recycle is off, which
 *    createPgliteClient sets; new segments are written as zeros first (wal_init_zero).
 *
 * PGlite runs one statement at a time, so each table is its own statement: requests wait for
 * one table's rewrite, not for the whole scrub. On PostgreSQL (DATABASE_URL) nothing runs:
 * autovacuum reuses the space there, and the operator's notes (docs/decisions.md, "Erased data
 * on disk") say what remains (backups, WAL archives).
 */
export async function scrubErasedData(database: DatabaseHandle): Promise<ScrubResult> {
  const startedAt = performance.now();
  const { db } = database;
  const { rows: tables } = await db.execute<{ name: string; hasStatistics: boolean }>(sql`
    select format('%I.%I', n.nspname, c.relname) as name,
      exists (select from pg_statistic s where s.starelid = c.oid) as "hasStatistics"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'm')
      and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg\_%'
    order by c.oid`);
  for (const table of tables) {
    // PGlite runs in this thread and holds it for the whole statement: let the requests that
    // came in meanwhile have their turn before the next table.
    await setImmediatePromise();
    const name = sql.raw(table.name);
    await db.execute(
      table.hasStatistics ? sql`vacuum (full, analyze) ${name}` : sql`vacuum full ${name}`,
    );
  }
  if (tables.some((table) => table.hasStatistics)) {
    await db.execute(sql`vacuum full pg_catalog.pg_statistic`);
  }
  await db.execute(sql`select pg_switch_wal()`);
  await db.execute(sql`checkpoint`);
  return {
    tableCount: tables.length,
    milliseconds: Math.round(performance.now() - startedAt),
  };
}

export interface ScrubResult {
  tableCount: number;
  milliseconds: number;
}

/** After an erasure commits, the scrub waits this long: a burst of erasures shares one scrub. */
const afterErasureDelayMs = 10 * 1000;
/** The first scheduled scrub after start: catches an erasure whose scrub a stop cut short. */
const firstRunDelayMs = 5 * 60 * 1000;
/** Then daily. */
const runIntervalMs = 24 * 60 * 60 * 1000;

export interface ErasedDataScrubTiming {
  afterErasureDelayMs: number;
  firstRunDelayMs: number;
  intervalMs: number;
}

export interface ErasedDataScrubJob extends ErasedDataScrub {
  /** Runs a scrub now (after the one under way, if any); answers when it has finished. */
  runNow(): Promise<void>;
  /** When the last scrub finished, and what it did; null before the first. */
  readonly lastRun: (ScrubResult & { finishedAt: Date }) | null;
  /** Ends the schedule and waits for a scrub under way (call it before closing the database). */
  stop(): Promise<void>;
}

/**
 * Scrubs the embedded database soon after each erasure (`request()`, called once the erasure
 * has committed), a few minutes after start, and daily. One scrub at a time: a request during
 * a scrub runs another one after it (that erasure may have missed a table already rewritten).
 * On PostgreSQL every call does nothing.
 */
export function startErasedDataScrub(
  context: { database: DatabaseHandle; log: FastifyBaseLogger },
  timing: ErasedDataScrubTiming = {
    afterErasureDelayMs,
    firstRunDelayMs,
    intervalMs: runIntervalMs,
  },
): ErasedDataScrubJob {
  const { database, log } = context;
  if (database.kind !== 'pglite') {
    return { request() {}, runNow: async () => {}, lastRun: null, stop: async () => {} };
  }
  let lastRun: ErasedDataScrubJob['lastRun'] = null;
  let running: Promise<void> | null = null;
  let runAgain = false;
  let delayed: NodeJS.Timeout | undefined;
  let stopped = false;

  const runOnce = (): Promise<void> => {
    if (running) {
      // Resolves after the run this sets off too (it is awaited inside the one under way).
      runAgain = true;
      return running;
    }
    running = (async () => {
      try {
        const result = await scrubErasedData(database);
        lastRun = { ...result, finishedAt: new Date() };
        log.info(result, 'scrubbed erased data from the embedded database files');
      } catch (error) {
        log.error({ err: error }, 'the scrub of erased data failed; it runs again later');
      } finally {
        running = null;
      }
      if (runAgain && !stopped) {
        runAgain = false;
        await runOnce();
      }
    })();
    return running;
  };
  const runLater = (delayMs: number) => {
    if (delayed || stopped) return;
    delayed = setTimeout(() => {
      delayed = undefined;
      void runOnce();
    }, delayMs);
    delayed.unref();
  };

  const first = setTimeout(() => void runOnce(), timing.firstRunDelayMs);
  const daily = setInterval(() => void runOnce(), timing.intervalMs);
  first.unref();
  daily.unref();
  return {
    request: () => runLater(timing.afterErasureDelayMs),
    runNow: runOnce,
    get lastRun() {
      return lastRun;
    },
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(daily);
      clearTimeout(delayed);
      await running;
    },
  };
}
