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
 * by searching the data directory (test/features/privacy/erased-data-on-disk.test.ts):
 *
 * 1. VACUUM FULL of each table that rows were updated or deleted in since this process last
 *    rewrote it (every table the first time): a new file with the live rows only (and new
 *    indexes and TOAST); the old files are truncated at the commit and deleted at the next
 *    checkpoint. Tables with planner statistics are analysed again (their most common values
 *    and histograms are sampled values, e-mails included), and pg_statistic is rewritten too.
 * 2. pg_switch_wal() then CHECKPOINT: the WAL that held the old values ends before the
 *    checkpoint, so the checkpoint deletes those segments. Deletes, not renames: PostgreSQL
 *    recycles a segment by renaming it, old bytes included, unless wal_recycle is off, which
 *    createPgliteClient sets; new segments are written as zeros first (wal_init_zero).
 *
 * `rewritten` holds each table's updates and deletes (pg_stat_user_tables) as they were when
 * it was last rewritten; pass the same map to every scrub of one database. The counters start
 * again with each process, so a fresh map (a restart) rewrites every table once.
 *
 * PGlite answers one statement at a time, in this thread: each table is its own statement, so
 * requests wait for one table's rewrite, not for the whole scrub. Not for PostgreSQL
 * (DATABASE_URL), where autovacuum runs (docs/decisions/privacy.md, "Erased data on disk").
 */
export async function scrubErasedData(
  database: DatabaseHandle,
  rewritten: Map<string, number> = new Map(),
  /** Aborted: stops before the next table (a shutdown need not wait for every table). */
  signal?: AbortSignal,
): Promise<ScrubResult> {
  const startedAt = performance.now();
  const { db } = database;
  // Counters pending in this session are published at the next statement.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows: tables } = await db.execute<{
    name: string;
    changes: number;
    hasStatistics: boolean;
  }>(sql`
    select format('%I.%I', t.schemaname, t.relname) as name,
      (t.n_tup_upd + t.n_tup_del)::float8 as changes,
      exists (select from pg_statistic s where s.starelid = t.relid) as "hasStatistics"
    from pg_stat_user_tables t
    order by t.relid`);
  const changed = tables.filter((table) => rewritten.get(table.name) !== table.changes);
  for (const table of changed) {
    // PGlite holds this thread for the whole statement: let the requests that came in
    // meanwhile have their turn before the next table.
    await setImmediatePromise();
    signal?.throwIfAborted();
    const name = sql.raw(table.name);
    await db.execute(
      table.hasStatistics ? sql`vacuum (full, analyze) ${name}` : sql`vacuum full ${name}`,
    );
  }
  if (changed.some((table) => table.hasStatistics)) {
    await db.execute(sql`vacuum full pg_catalog.pg_statistic`);
  }
  // Nothing updated or deleted since the last scrub: no WAL since then holds an old value.
  if (changed.length > 0) {
    await db.execute(sql`select pg_switch_wal()`);
    await db.execute(sql`checkpoint`);
  }
  // Only now: a scrub that fails before the checkpoint leaves its tables to the next one.
  for (const table of changed) rewritten.set(table.name, table.changes);
  return {
    tableCount: tables.length,
    rewrittenTableCount: changed.length,
    milliseconds: Math.round(performance.now() - startedAt),
  };
}

export interface ScrubResult {
  tableCount: number;
  /** Tables rewritten: those with updates or deletes since their last rewrite. */
  rewrittenTableCount: number;
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
  /**
   * Ends the schedule and stops a scrub under way before its next table (a shutdown waits for
   * one table, not all); call it before closing the database.
   */
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
  const rewritten = new Map<string, number>();
  let running: Promise<void> | null = null;
  let runAgain = false;
  let delayed: NodeJS.Timeout | undefined;
  const stopping = new AbortController();

  const runOnce = (): Promise<void> => {
    if (running) {
      // Resolves after the run this sets off too (it is awaited inside the one under way).
      runAgain = true;
      return running;
    }
    running = (async () => {
      try {
        const result = await scrubErasedData(database, rewritten, stopping.signal);
        lastRun = { ...result, finishedAt: new Date() };
        log.info(result, 'scrubbed erased data from the embedded database files');
      } catch (error) {
        if (stopping.signal.aborted) return;
        log.error({ err: error }, 'the scrub of erased data failed; it runs again later');
      } finally {
        running = null;
      }
      if (runAgain && !stopping.signal.aborted) {
        runAgain = false;
        await runOnce();
      }
    })();
    return running;
  };
  const runLater = (delayMs: number) => {
    if (delayed || stopping.signal.aborted) return;
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
      stopping.abort();
      clearTimeout(first);
      clearInterval(daily);
      clearTimeout(delayed);
      await running;
    },
  };
}
