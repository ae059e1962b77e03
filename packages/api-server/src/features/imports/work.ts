import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { candidateImports, type StoredImportSettings } from '../../db/schema/index.ts';
import type { PdfWorkers } from '../../pdf/pdf-workers.ts';
import type { FileStorage } from '../files/index.ts';
import { type ClaimedImport, checkImportRows } from './dry-run.ts';
import { deleteImportFiles } from './import-files.ts';
import { defaultRunBatchSize, runImportRows } from './run.ts';

/**
 * The pause after each batch: PGlite's queries resolve as promises without ever leaving the
 * event loop's turn, so without a pause the requests waiting for their turn
 * (src/request-queue.ts, the progress bar's polls) would not be let in until the import ends.
 */
const pauseAfterBatchMs = 20;

/** A server holds an import this long past its last batch; then any server may take it. */
export const importLeaseSeconds = 120;

export interface ImportWorkContext {
  db: Database;
  storage: FileStorage;
  /** The PDF workers that check a resume's page tree, as applying does (refusePdfBomb). */
  pdfWorkers: PdfWorkers;
  /** Rows per batch of a run (tests make it small). */
  runBatchSize?: number;
  /** True once the server is stopping: the import is let go after the current batch. */
  stopping?: () => boolean;
}

/**
 * Takes one import with work to do (checking, running or cancelling) whose lease is free or
 * has run out, and leases it to this server (FOR UPDATE SKIP LOCKED: servers never take the
 * same one). Answers it, or null when there is none.
 */
async function claimImport(db: Database): Promise<(ClaimedImport & { status: string }) | null> {
  const claimed = await db.execute<{
    id: string;
    status: string;
    csv_storage_key: string | null;
    resume_names: Record<string, boolean> | null;
    settings: StoredImportSettings;
    created_by: string;
  }>(sql`
    update ${candidateImports}
    set lease_until = now() + make_interval(secs => ${importLeaseSeconds})
    where id = (
      select id from ${candidateImports}
      where status in ('Checking', 'Running', 'Cancelling')
        and (lease_until is null or lease_until < now())
      order by created_at
      limit 1
      for update skip locked
    )
    returning id, status, csv_storage_key, resume_names, settings, created_by`);
  const row = claimed.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    csvStorageKey: row.csv_storage_key,
    resumeNames: row.resume_names,
    settings: row.settings,
    createdBy: row.created_by,
  };
}

/**
 * One round of the import worker: the dry run or the run of one import, to its end (or
 * until its lease is lost). Answers whether another round may find work. A dry run that
 * fails (its file unreadable) fails the import; a run's failure is recorded by the run.
 */
export async function runImportRound(context: ImportWorkContext): Promise<boolean> {
  const claimed = await claimImport(context.db);
  if (!claimed) return false;
  const extendLease = async () => {
    await new Promise((resolve) => setTimeout(resolve, pauseAfterBatchMs));
    if (context.stopping?.()) {
      // Let go at once, so that the next server to look takes it up where this batch ended.
      await context.db
        .update(candidateImports)
        .set({ leaseUntil: null })
        .where(eq(candidateImports.id, claimed.id));
      return false;
    }
    const extended = await context.db
      .update(candidateImports)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${importLeaseSeconds})` })
      .where(
        and(
          eq(candidateImports.id, claimed.id),
          inArray(candidateImports.status, ['Checking', 'Running', 'Cancelling']),
        ),
      )
      .returning({ id: candidateImports.id });
    return extended.length > 0;
  };
  if (claimed.status === 'Checking') {
    try {
      await checkImportRows(context.db, context.storage, claimed, extendLease);
    } catch (error) {
      await context.db
        .update(candidateImports)
        .set({
          status: 'Failed',
          finishedAt: new Date(),
          leaseUntil: null,
          csvStorageKey: null,
          resumeNames: null,
          error: 'The file could not be checked.',
        })
        .where(and(eq(candidateImports.id, claimed.id), eq(candidateImports.status, 'Checking')));
      await deleteImportFiles(context.storage, claimed.id, claimed);
      throw error;
    }
  } else {
    await runImportRows(
      context.db,
      context.storage,
      context.pdfWorkers,
      claimed,
      extendLease,
      context.runBatchSize ?? defaultRunBatchSize,
    );
  }
  return true;
}

/** Runs rounds until no import has work left (tests and the bench; a server polls). */
export async function runImportsUntilIdle(context: ImportWorkContext): Promise<void> {
  while (await runImportRound(context)) {
    // Each round takes the next import.
  }
}
