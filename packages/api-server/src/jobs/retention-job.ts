import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { retentionSettings } from '../db/schema/index.ts';
import type { FileStorage } from '../features/files/index.ts';
import {
  deleteStoredFiles,
  type ErasureResult,
  erasePersonalData,
  lockDueForRetention,
} from '../features/privacy/index.ts';
import type { MailCapture } from '../mail/capture-server.ts';
import type { ErasedDataScrub } from '../types.ts';

/** How often each server asks whether the daily run is due. */
export const retentionCheckIntervalMs = 60 * 60 * 1000;
/** The first check after start, late enough not to slow the start down. */
const firstCheckDelayMs = 60 * 1000;
/** A run is due when the last one ended this long ago (a day, less an hour of slack). */
const runEveryHours = 23;
/** A claim older than this is a server that died mid-run: another may take over. */
const staleClaimMinutes = 60;
/** Candidates erased per transaction: short transactions, and progress that survives a crash. */
const defaultBatchSize = 100;

export interface RetentionJobContext {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** The local mail capture in use (no SMTP_URL): it drops the erased candidates' copies. */
  mailCapture?: MailCapture | null;
  /** Candidates per transaction (tests make it small). */
  batchSize?: number;
  /** Told once a run has erased someone (the embedded database's files are then scrubbed). */
  erasedDataScrub?: ErasedDataScrub;
}

export type RetentionRunOutcome =
  | { ran: true; anonymisedCount: number }
  | { ran: false; reason: 'off' | 'notDue' | 'busy' };

/**
 * Runs the retention rule once if it is on and due, on one server only: the run is claimed
 * by one UPDATE of the settings row (`run_started_at`), which PostgreSQL lets only one of
 * several servers win; the others find the claim (busy) or the finished run (not due).
 * Candidates are erased in batches, each in its own transaction, with the same function as a
 * staff member's erasure (erasePersonalData); their files are deleted after each commit the
 * way an erasure deletes them (deleteStoredFiles).
 */
export async function runRetentionIfDue(
  context: RetentionJobContext,
): Promise<RetentionRunOutcome> {
  const { db, log } = context;
  const [claim] = await db
    .update(retentionSettings)
    .set({ runStartedAt: sql`now()` })
    .where(
      and(
        eq(retentionSettings.id, 1),
        eq(retentionSettings.isEnabled, true),
        or(
          isNull(retentionSettings.lastRunAt),
          lt(retentionSettings.lastRunAt, sql`now() - make_interval(hours => ${runEveryHours})`),
        ),
        or(
          isNull(retentionSettings.runStartedAt),
          lt(
            retentionSettings.runStartedAt,
            sql`now() - make_interval(mins => ${staleClaimMinutes})`,
          ),
        ),
      ),
    )
    .returning({ months: retentionSettings.monthsWithoutApplication });
  if (!claim) return { ran: false, reason: await whyNotRun(db) };

  let anonymisedCount = 0;
  try {
    const batchSize = context.batchSize ?? defaultBatchSize;
    for (;;) {
      const { erased, fileKeys, sentMail } = await eraseBatch(db, claim.months, batchSize);
      // After the commit, as for an erasure: retried, then left to the orphan sweep.
      await deleteStoredFiles(context.storage, fileKeys, log);
      for (const mail of sentMail) context.mailCapture?.forget(mail);
      anonymisedCount += erased;
      if (erased < batchSize) break;
    }
  } catch (error) {
    // Give the claim back without marking a run, so the next check tries again.
    await db
      .update(retentionSettings)
      .set({ runStartedAt: null })
      .where(eq(retentionSettings.id, 1));
    log.error({ err: error, anonymisedCount }, 'retention run failed');
    if (anonymisedCount > 0) context.erasedDataScrub?.request();
    throw error;
  }
  await db
    .update(retentionSettings)
    .set({ runStartedAt: null, lastRunAt: sql`now()`, lastRunAnonymisedCount: anonymisedCount })
    .where(eq(retentionSettings.id, 1));
  log.info({ anonymisedCount, months: claim.months }, 'retention run finished');
  if (anonymisedCount > 0) context.erasedDataScrub?.request();
  return { ran: true, anonymisedCount };
}

/** One transaction: up to `batchSize` due candidates erased; the claim is renewed with it. */
async function eraseBatch(db: Database, months: number, batchSize: number) {
  return db.transaction(async (tx) => {
    const recruiteeIds = await lockDueForRetention(tx, months, batchSize);
    const fileKeys: string[] = [];
    const sentMail: ErasureResult['sentMail'][] = [];
    for (const recruiteeId of recruiteeIds) {
      // Also marks the candidate anonymised (erasePrivacyRecords), so the rule never picks
      // them again.
      const erasure = await erasePersonalData(tx, recruiteeId);
      fileKeys.push(...erasure.fileKeys);
      sentMail.push(erasure.sentMail);
    }
    await tx
      .update(retentionSettings)
      .set({ runStartedAt: sql`now()` })
      .where(eq(retentionSettings.id, 1));
    return { erased: recruiteeIds.length, fileKeys, sentMail };
  });
}

async function whyNotRun(db: Database): Promise<'off' | 'notDue' | 'busy'> {
  const [settings] = await db
    .select({
      isEnabled: retentionSettings.isEnabled,
      isClaimed: sql<boolean>`${retentionSettings.runStartedAt} is not null`,
    })
    .from(retentionSettings)
    .where(eq(retentionSettings.id, 1));
  if (!settings?.isEnabled) return 'off';
  return settings.isClaimed ? 'busy' : 'notDue';
}

/**
 * Asks every hour (first a minute after start) whether the daily run is due; every server
 * does, and the claim lets one run. The returned stop function ends the schedule and waits for
 * a run under way (call it before closing the database).
 */
export function startRetentionSchedule(
  context: RetentionJobContext,
  timing: { firstCheckDelayMs: number; intervalMs: number } = {
    firstCheckDelayMs,
    intervalMs: retentionCheckIntervalMs,
  },
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const check = () => {
    if (running) return;
    running = runRetentionIfDue(context)
      .catch(() => {}) // logged by the run
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(check, timing.firstCheckDelayMs);
  const interval = setInterval(check, timing.intervalMs);
  first.unref();
  interval.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(interval);
    await running;
  };
}
