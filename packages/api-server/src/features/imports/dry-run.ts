import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  candidateImportRows,
  candidateImports,
  recruitees,
  recruitmentRecruitees,
  type StoredImportSettings,
} from '../../db/schema/index.ts';
import type { FileStorage } from '../files/index.ts';
import { readCsvRecords } from './csv.ts';
import { resumeNameKey } from './resumes-zip.ts';
import { type MappedRow, mapRow, outcomeOf } from './row-rules.ts';

/** Rows checked per transaction (one insert of their findings, one progress update). */
export const dryRunBatchSize = 500;

export interface ClaimedImport {
  id: string;
  csvStorageKey: string | null;
  resumeNames: Record<string, boolean> | null;
  settings: StoredImportSettings;
  createdBy: string;
}

/**
 * The dry run: reads every row of the stored CSV (a stream), finds its problems (its own
 * values, a duplicate e-mail on an earlier row, an existing candidate, a resume missing from
 * the zip or refused) and what the run would do with it, and records these findings only,
 * batch by batch with the progress. Existing candidates are looked up per batch (the
 * recruitees' unique index on lower(email)), never per row. Ends the import Checked with the
 * foreseen counts. Starts over (the findings so far deleted) when a server takes over a
 * check another left; answers false when the import was discarded meanwhile.
 *
 * The e-mails seen so far are kept in memory (a set of at most 100,000 addresses, a few MB)
 * to find duplicates inside the file.
 */
export async function checkImportRows(
  db: Database,
  storage: FileStorage,
  claimed: ClaimedImport,
  extendLease: () => Promise<boolean>,
): Promise<boolean> {
  await db.delete(candidateImportRows).where(eq(candidateImportRows.importId, claimed.id));
  if (!claimed.csvStorageKey) throw new Error(`import ${claimed.id} has no CSV any more`);
  const stored = await storage.getStream(claimed.csvStorageKey);
  if (!stored) throw new Error(`import ${claimed.id}'s CSV is not in the storage`);
  const seenEmails = new Set<string>();
  let batch: MappedRow[] = [];
  let header = true;
  const flush = async (): Promise<boolean> => {
    if (batch.length === 0) return true;
    const rows = batch;
    batch = [];
    const stillChecking = await recordFindings(db, claimed, rows);
    return stillChecking && (await extendLease());
  };
  for await (const record of readCsvRecords(stored.stream)) {
    if (header) {
      header = false;
      continue;
    }
    const row = mapRow(record.rowNumber, record.values, claimed.settings);
    const emailKey = row.email.toLowerCase();
    if (!row.problems.includes('badEmail') && !row.problems.includes('missingEmail')) {
      if (seenEmails.has(emailKey)) row.problems.push('duplicateInFile');
      else seenEmails.add(emailKey);
    }
    const resume = row.values.resumeFileName;
    if (resume !== null) {
      const taken = claimed.resumeNames?.[resumeNameKey(resume)];
      if (taken === undefined) row.problems.push('resumeNotInZip');
      else if (!taken) row.problems.push('resumeRefused');
    }
    batch.push(row);
    if (batch.length >= dryRunBatchSize && !(await flush())) return false;
  }
  if (!(await flush())) return false;

  return db.transaction(async (tx) => {
    const counts = await tx.execute<{ outcome: string; count: number }>(sql`
      select ${candidateImportRows.outcome} as outcome, count(*)::int as count
      from ${candidateImportRows} where ${candidateImportRows.importId} = ${claimed.id}
      group by ${candidateImportRows.outcome}`);
    const countOf = (outcome: string) =>
      counts.rows.find((row) => row.outcome === outcome)?.count ?? 0;
    const ended = await tx
      .update(candidateImports)
      .set({
        status: 'Checked',
        leaseUntil: null,
        created: countOf('create'),
        updated: countOf('update'),
        addedToRecruitment: countOf('addToRecruitment'),
        skipped: countOf('skip'),
        failed: countOf('fail'),
      })
      .where(and(eq(candidateImports.id, claimed.id), eq(candidateImports.status, 'Checking')))
      .returning({ id: candidateImports.id });
    return ended.length > 0;
  });
}

/**
 * One batch's findings in one transaction: existing candidates and their places in the
 * recruitment (two queries for the batch), the rows inserted, the progress counted. Answers
 * false when the import is no longer checking (discarded, or its settings changed).
 */
async function recordFindings(
  db: Database,
  claimed: ClaimedImport,
  rows: MappedRow[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: candidateImports.status })
      .from(candidateImports)
      .where(eq(candidateImports.id, claimed.id))
      .for('update');
    if (current?.status !== 'Checking') return false;
    const existing = await existingCandidates(
      tx,
      claimed.settings.recruitmentId,
      rows.filter((row) => row.email !== '').map((row) => row.email.toLowerCase()),
    );
    await tx.insert(candidateImportRows).values(
      rows.map((row) => {
        const found = existing.get(row.email.toLowerCase()) ?? null;
        const problems = [...row.problems];
        if (found) problems.push('existingCandidate');
        if (found?.inRecruitment) problems.push('alreadyInRecruitment');
        const outcome = outcomeOf(problems, found, claimed.settings.existingCandidates);
        return {
          importId: claimed.id,
          rowNumber: row.rowNumber,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          outcome,
          problems,
          recruiteeId: found?.id ?? null,
          pendingValues: outcome === 'fail' || outcome === 'skip' ? null : row.values,
        };
      }),
    );
    await tx
      .update(candidateImports)
      .set({ checkedRows: sql`${candidateImports.checkedRows} + ${rows.length}` })
      .where(eq(candidateImports.id, claimed.id));
    return true;
  });
}

/**
 * The candidates with these e-mails (lower-cased), and whether each is in the recruitment:
 * one read of the unique index on lower(email), one of the recruitment's places.
 */
export async function existingCandidates(
  tx: Database,
  recruitmentId: string,
  emails: string[],
): Promise<Map<string, { id: string; inRecruitment: boolean }>> {
  const found = new Map<string, { id: string; inRecruitment: boolean }>();
  if (emails.length === 0) return found;
  const people = await tx
    .select({ id: recruitees.id, email: sql<string>`lower(${recruitees.email})` })
    .from(recruitees)
    .where(inArray(sql`lower(${recruitees.email})`, [...new Set(emails)]));
  if (people.length === 0) return found;
  const placed = await tx
    .select({ recruiteeId: recruitmentRecruitees.recruiteeId })
    .from(recruitmentRecruitees)
    .where(
      and(
        eq(recruitmentRecruitees.recruitmentId, recruitmentId),
        inArray(
          recruitmentRecruitees.recruiteeId,
          people.map((person) => person.id),
        ),
      ),
    );
  const placedIds = new Set(placed.map((place) => place.recruiteeId));
  for (const person of people) {
    found.set(person.email, { id: person.id, inRecruitment: placedIds.has(person.id) });
  }
  return found;
}
