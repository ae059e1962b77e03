import { ActivityType } from '@ats/api-sdk';
import type { CandidateSource } from '@ats/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  candidateImportRows,
  candidateImports,
  type PendingRowValues,
  recruitees,
} from '../../db/schema/index.ts';
import type { PdfWorkers } from '../../pdf/pdf-workers.ts';
import { recordActivity } from '../activities/index.ts';
import { createCandidate, placeCandidate } from '../candidates/index.ts';
import type { FileStorage } from '../files/index.ts';
import {
  discardStoredFiles,
  refusePdfBomb,
  type StoredApplicationFile,
  storeApplicationFile,
} from '../offers/index.ts';
import type { ClaimedImport } from './dry-run.ts';
import { existingCandidates } from './dry-run.ts';
import { deleteImportFiles } from './import-files.ts';
import { resumeNameKey, resumeStorageKey } from './resumes-zip.ts';
import type { ImportOutcome } from './row-rules.ts';

/** Rows written per transaction. */
export const defaultRunBatchSize = 250;

interface PendingRow {
  rowNumber: number;
  firstName: string;
  lastName: string;
  email: string;
  outcome: string;
  problems: string[];
  pendingValues: PendingRowValues | null;
}

/** What one batch did: its outcome counts. */
interface BatchCounts {
  created: number;
  updated: number;
  addedToRecruitment: number;
  skipped: number;
  failed: number;
}

/**
 * Runs a Running (or Cancelling) import batch after batch. Each batch is one transaction that
 * locks the import, writes its rows' people (createCandidate, placeCandidate, a note) and the
 * rows' outcomes, and adds to the progress; a Cancelling import ends Cancelled at the next
 * batch, one with no rows left Finished. A batch that fails is rolled back whole and fails the
 * import (`error` names the rows, no personal data); the batches before stay. Done rows are
 * never written again, so a server that takes over a run another left (a restart) goes on
 * where the last committed batch ended. Answers when the import ended or the lease was lost.
 */
export async function runImportRows(
  db: Database,
  storage: FileStorage,
  pdfWorkers: PdfWorkers,
  claimed: ClaimedImport,
  extendLease: () => Promise<boolean>,
  batchSize = defaultRunBatchSize,
): Promise<void> {
  for (;;) {
    const rows = await db
      .select({
        rowNumber: candidateImportRows.rowNumber,
        firstName: candidateImportRows.firstName,
        lastName: candidateImportRows.lastName,
        email: candidateImportRows.email,
        outcome: candidateImportRows.outcome,
        problems: candidateImportRows.problems,
        pendingValues: candidateImportRows.pendingValues,
      })
      .from(candidateImportRows)
      .where(and(eq(candidateImportRows.importId, claimed.id), eq(candidateImportRows.done, false)))
      .orderBy(asc(candidateImportRows.rowNumber))
      .limit(batchSize);
    const resumes = await storeResumes(storage, pdfWorkers, claimed, rows);
    const used = new Set<string>();
    let state: 'continue' | 'ended';
    try {
      state = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: candidateImports.status })
          .from(candidateImports)
          .where(eq(candidateImports.id, claimed.id))
          .for('update');
        if (!current || (current.status !== 'Running' && current.status !== 'Cancelling')) {
          return 'ended';
        }
        if (current.status === 'Cancelling' || rows.length === 0) {
          await tx
            .update(candidateImports)
            .set({
              status: current.status === 'Cancelling' ? 'Cancelled' : 'Finished',
              finishedAt: new Date(),
              leaseUntil: null,
              csvStorageKey: null,
              resumeNames: null,
            })
            .where(eq(candidateImports.id, claimed.id));
          return 'ended';
        }
        const counts = await writeBatch(tx, claimed, rows, resumes, used);
        await tx
          .update(candidateImports)
          .set({
            processedRows: sql`${candidateImports.processedRows} + ${rows.length}`,
            created: sql`${candidateImports.created} + ${counts.created}`,
            updated: sql`${candidateImports.updated} + ${counts.updated}`,
            addedToRecruitment: sql`${candidateImports.addedToRecruitment} + ${counts.addedToRecruitment}`,
            skipped: sql`${candidateImports.skipped} + ${counts.skipped}`,
            failed: sql`${candidateImports.failed} + ${counts.failed}`,
          })
          .where(eq(candidateImports.id, claimed.id));
        return 'continue';
      });
    } catch (error) {
      await discardStoredFiles(storage, [...resumes.values()]);
      const first = rows[0]?.rowNumber;
      const last = rows.at(-1)?.rowNumber;
      await db
        .update(candidateImports)
        .set({
          status: 'Failed',
          finishedAt: new Date(),
          leaseUntil: null,
          csvStorageKey: null,
          resumeNames: null,
          error: `The rows ${first} to ${last} could not be written (${errorKind(error)}); the rows before them were imported.`,
        })
        .where(eq(candidateImports.id, claimed.id));
      await deleteImportFiles(storage, claimed.id, claimed);
      throw error;
    }
    const unused = [...resumes.entries()].filter(([rowNumber]) => !used.has(String(rowNumber)));
    await discardStoredFiles(
      storage,
      unused.map(([, file]) => file),
    );
    if (state === 'ended') {
      await deleteImportFiles(storage, claimed.id, claimed);
      return;
    }
    if (!(await extendLease())) return;
  }
}

/** A failure's kind for the import's `error`: its code or class, never its message (data). */
function errorKind(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[A-Z0-9_]{1,10}$/.test(code)) return `database error ${code}`;
  return error instanceof Error ? error.name : 'unknown error';
}

/**
 * Copies the resumes of the batch's rows out of the import's files as application files
 * (storeApplicationFile: the resume rules of applying, and a PDF's page-tree check,
 * refusePdfBomb), before the batch's transaction; a resume the rules refuse is left out (the
 * row goes on without it, with the problem `resumeRefused`). Keyed by row number.
 */
async function storeResumes(
  storage: FileStorage,
  pdfWorkers: PdfWorkers,
  claimed: ClaimedImport,
  rows: PendingRow[],
): Promise<Map<number, StoredApplicationFile>> {
  const stored = new Map<number, StoredApplicationFile>();
  for (const row of rows) {
    const fileName = row.pendingValues?.resumeFileName;
    if (!fileName || row.outcome === 'fail' || row.outcome === 'skip') continue;
    const name = resumeNameKey(fileName);
    if (claimed.resumeNames?.[name] !== true) continue;
    const bytes = await storage.getStream(resumeStorageKey(claimed.id, name));
    if (!bytes) continue;
    let file: StoredApplicationFile;
    try {
      file = await storeApplicationFile(storage, {
        kind: 'Resume',
        questionId: null,
        fileName,
        source: bytes.stream,
      });
    } catch (error) {
      bytes.stream.destroy();
      if (typeof (error as { statusCode?: unknown }).statusCode !== 'number') throw error;
      row.problems.push('resumeRefused');
      continue;
    }
    try {
      await refusePdfBomb(pdfWorkers, storage, file);
    } catch (error) {
      await discardStoredFiles(storage, [file]);
      if (typeof (error as { statusCode?: unknown }).statusCode !== 'number') throw error;
      row.problems.push('resumeRefused');
      continue;
    }
    stored.set(row.rowNumber, file);
  }
  return stored;
}

/**
 * Writes one batch's rows inside the caller's transaction, as the dry run found them and
 * the database is now: a person who appeared since the check is treated by the import's
 * rule for existing candidates, never created twice (the e-mail is unique in any case).
 */
async function writeBatch(
  tx: Database,
  claimed: ClaimedImport,
  rows: PendingRow[],
  resumes: Map<number, StoredApplicationFile>,
  used: Set<string>,
): Promise<BatchCounts> {
  const counts: BatchCounts = {
    created: 0,
    updated: 0,
    addedToRecruitment: 0,
    skipped: 0,
    failed: 0,
  };
  const { settings } = claimed;
  const now = new Date();
  const existing = await existingCandidates(
    tx,
    settings.recruitmentId,
    rows.filter((row) => row.outcome !== 'fail').map((row) => row.email.toLowerCase()),
  );
  for (const row of rows) {
    let outcome: ImportOutcome = row.outcome as ImportOutcome;
    let recruiteeId: string | null = null;
    const values = row.pendingValues;
    if (outcome !== 'fail' && outcome !== 'skip' && values) {
      const details = {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phoneNumber: values.phoneNumber,
      };
      let found = existing.get(row.email.toLowerCase()) ?? null;
      if (!found) {
        const createdId = await createCandidate(tx, details, now);
        if (createdId) {
          recruiteeId = createdId;
          outcome = 'create';
          existing.set(row.email.toLowerCase(), { id: createdId, inRecruitment: false });
        } else {
          const [person] = await tx
            .select({ id: recruitees.id })
            .from(recruitees)
            .where(sql`lower(${recruitees.email}) = lower(${row.email})`);
          if (!person) throw new Error('a candidate neither created nor found');
          found = { id: person.id, inRecruitment: false };
        }
      }
      if (found) {
        recruiteeId = found.id;
        if (settings.existingCandidates === 'skip') outcome = 'skip';
        else if (settings.existingCandidates === 'update') {
          outcome = 'update';
          await tx
            .update(recruitees)
            .set({
              firstName: details.firstName,
              lastName: details.lastName,
              ...(details.phoneNumber !== '' ? { phoneNumber: details.phoneNumber } : {}),
            })
            .where(eq(recruitees.id, found.id));
        } else outcome = found.inRecruitment ? 'skip' : 'addToRecruitment';
      }
      if (recruiteeId && outcome !== 'skip') {
        if (!found?.inRecruitment) {
          const resume = resumes.get(row.rowNumber) ?? null;
          await placeCandidate(tx, recruiteeId, {
            recruitmentId: settings.recruitmentId,
            stageId: settings.stageId,
            source: values.source as CandidateSource,
            sourceDetail: values.sourceDetail,
            resume,
            addedBy: claimed.createdBy,
            addedAt: now,
          });
          if (resume) used.add(String(row.rowNumber));
          existing.set(row.email.toLowerCase(), { id: recruiteeId, inRecruitment: true });
        }
        if (values.note) {
          await recordActivity(tx, {
            activityType: ActivityType.NoteAdded,
            candidate: { recruiteeId, recruitmentId: settings.recruitmentId },
            userId: claimed.createdBy,
            activityTime: now,
            data: { text: values.note },
          });
        }
      }
    }
    counts[countOf(outcome)] += 1;
    await tx
      .update(candidateImportRows)
      .set({
        done: true,
        outcome,
        recruiteeId: recruiteeId ?? undefined,
        problems: row.problems,
        pendingValues: null,
      })
      .where(
        and(
          eq(candidateImportRows.importId, claimed.id),
          eq(candidateImportRows.rowNumber, row.rowNumber),
        ),
      );
  }
  return counts;
}

function countOf(outcome: ImportOutcome): keyof BatchCounts {
  switch (outcome) {
    case 'create':
      return 'created';
    case 'update':
      return 'updated';
    case 'addToRecruitment':
      return 'addedToRecruitment';
    case 'skip':
      return 'skipped';
    default:
      return 'failed';
  }
}
