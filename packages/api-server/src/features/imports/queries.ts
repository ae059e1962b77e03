import { RecruitmentStatus, type Schema } from '@ats/api-sdk';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  atsUsers,
  type CandidateImportStatusName,
  candidateImportRows,
  candidateImports,
  recruitmentStages,
  recruitments,
  type StoredImportSettings,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { UploadedImport } from './upload.ts';

type CandidateImport = Schema<'CandidateImport'>;

const importColumns = {
  id: candidateImports.id,
  status: candidateImports.status,
  fileName: candidateImports.fileName,
  resumesFileName: candidateImports.resumesFileName,
  columns: candidateImports.columns,
  sampleRows: candidateImports.sampleRows,
  suggestedMapping: candidateImports.suggestedMapping,
  settings: candidateImports.settings,
  totalRows: candidateImports.totalRows,
  checkedRows: candidateImports.checkedRows,
  processedRows: candidateImports.processedRows,
  created: candidateImports.created,
  updated: candidateImports.updated,
  addedToRecruitment: candidateImports.addedToRecruitment,
  skipped: candidateImports.skipped,
  failed: candidateImports.failed,
  createdAt: candidateImports.createdAt,
  finishedAt: candidateImports.finishedAt,
  error: candidateImports.error,
  creatorId: atsUsers.id,
  creatorFirstName: atsUsers.firstName,
  creatorLastName: atsUsers.lastName,
};

type ImportRow = Awaited<ReturnType<typeof selectImports>>[number];

const endedStatuses: readonly CandidateImportStatusName[] = ['Cancelled', 'Failed', 'Finished'];

function toImport(row: ImportRow): CandidateImport {
  return {
    id: row.id,
    status: row.status,
    fileName: row.fileName,
    resumesFileName: row.resumesFileName,
    columns: row.columns,
    sampleRows: endedStatuses.includes(row.status) ? [] : row.sampleRows,
    suggestedMapping: row.suggestedMapping as CandidateImport['suggestedMapping'],
    settings: row.settings as CandidateImport['settings'],
    progress: {
      totalRows: row.totalRows,
      checkedRows: row.checkedRows,
      processedRows: row.processedRows,
      created: row.created,
      updated: row.updated,
      addedToRecruitment: row.addedToRecruitment,
      skipped: row.skipped,
      failed: row.failed,
    },
    createdAt: row.createdAt.toISOString(),
    createdBy: {
      id: row.creatorId,
      firstName: row.creatorFirstName,
      lastName: row.creatorLastName,
    },
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}

function selectImports(db: Pick<Database, 'select'>) {
  return db
    .select(importColumns)
    .from(candidateImports)
    .innerJoin(atsUsers, eq(atsUsers.id, candidateImports.createdBy));
}

/** One import; 404 when there is none. */
export async function selectImport(
  db: Pick<Database, 'select'>,
  id: string,
): Promise<CandidateImport> {
  const [row] = await selectImports(db).where(eq(candidateImports.id, id));
  if (!row) throw notFound(`no import ${id}`);
  return toImport(row);
}

/** A page of imports, newest first (candidate_imports_created_idx). */
export async function selectImportPage(
  db: Database,
  request: { page: number; pageSize: number },
): Promise<Schema<'CandidateImportPage'>> {
  const [rows, [total]] = await Promise.all([
    selectImports(db)
      .orderBy(sql`${candidateImports.createdAt} desc`, candidateImports.id)
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ count: count() }).from(candidateImports),
  ]);
  return {
    result: rows.map(toImport),
    totalCount: total?.count ?? 0,
    pageNumber: request.page,
  };
}

/** Records an uploaded import (its files are in the storage already). */
export async function insertImport(
  db: Database,
  userId: string,
  upload: UploadedImport,
): Promise<CandidateImport> {
  return db.transaction(async (tx) => {
    await tx.insert(candidateImports).values({
      id: upload.id,
      status: 'Uploaded',
      fileName: upload.fileName,
      resumesFileName: upload.resumesFileName,
      csvStorageKey: upload.csvStorageKey,
      resumeNames: upload.resumeNames,
      columns: upload.columns,
      sampleRows: upload.sampleRows,
      suggestedMapping: upload.suggestedMapping,
      totalRows: upload.totalRows,
      createdBy: userId,
    });
    return selectImport(tx, upload.id);
  });
}

/** The import's status, locked for the caller's transaction; 404 when there is none. */
export async function lockImport(tx: Database, id: string) {
  const [row] = await tx
    .select({
      status: candidateImports.status,
      columns: candidateImports.columns,
      csvStorageKey: candidateImports.csvStorageKey,
      resumeNames: candidateImports.resumeNames,
    })
    .from(candidateImports)
    .where(eq(candidateImports.id, id))
    .for('update');
  if (!row) throw notFound(`no import ${id}`);
  return row;
}

/**
 * Checks the settings against the file and the database (the contract's rules of
 * setCandidateImportSettings) and answers them as stored.
 */
async function checkSettings(
  tx: Database,
  columnCount: number,
  settings: Schema<'CandidateImportSettings'>,
): Promise<StoredImportSettings> {
  const columns = new Set<number>();
  const fields = new Set<string>();
  for (const entry of settings.mapping) {
    if (entry.column >= columnCount) {
      throw badRequest(`column ${entry.column} is not in the file`, 'mapping');
    }
    if (columns.has(entry.column)) {
      throw badRequest(`column ${entry.column} is mapped twice`, 'mapping');
    }
    if (fields.has(entry.field)) throw badRequest(`${entry.field} is mapped twice`, 'mapping');
    columns.add(entry.column);
    fields.add(entry.field);
  }
  if (!fields.has('email')) throw badRequest('no e-mail column', 'mapping');
  if (!fields.has('fullName') && !(fields.has('firstName') && fields.has('lastName'))) {
    throw badRequest('no name columns', 'mapping');
  }
  const [recruitment] = await tx
    .select({ status: recruitments.status })
    .from(recruitments)
    .where(eq(recruitments.id, settings.recruitmentId));
  if (!recruitment || recruitment.status === RecruitmentStatus.Closed) {
    throw notFound(`recruitment ${settings.recruitmentId} takes no candidates`);
  }
  if (settings.stageId !== null) {
    const [stage] = await tx
      .select({ id: recruitmentStages.id })
      .from(recruitmentStages)
      .where(
        and(eq(recruitmentStages.id, settings.stageId), eq(recruitmentStages.isDeleted, false)),
      );
    if (!stage) throw badRequest(`stage ${settings.stageId} is not a live stage`, 'stageId');
  }
  const sourceDetail = settings.sourceDetail?.trim() || null;
  return {
    mapping: settings.mapping.map((entry) => ({ column: entry.column, field: entry.field })),
    recruitmentId: settings.recruitmentId,
    stageId: settings.stageId,
    source: settings.source,
    sourceDetail,
    existingCandidates: settings.existingCandidates,
  };
}

/**
 * Sets the settings of an Uploaded or Checked import (400 otherwise) and hands it to the dry
 * run: status Checking, the findings of an earlier check deleted.
 */
export async function updateImportSettings(
  db: Database,
  id: string,
  settings: Schema<'CandidateImportSettings'>,
): Promise<CandidateImport> {
  return db.transaction(async (tx) => {
    const current = await lockImport(tx, id);
    if (current.status !== 'Uploaded' && current.status !== 'Checked') {
      throw badRequest(`import ${id} is ${current.status}: its settings are fixed`);
    }
    const stored = await checkSettings(tx, current.columns.length, settings);
    await tx.delete(candidateImportRows).where(eq(candidateImportRows.importId, id));
    await tx
      .update(candidateImports)
      .set({
        status: 'Checking',
        settings: stored,
        checkedRows: 0,
        created: 0,
        updated: 0,
        addedToRecruitment: 0,
        skipped: 0,
        failed: 0,
        leaseUntil: null,
      })
      .where(eq(candidateImports.id, id));
    return selectImport(tx, id);
  });
}

/** Moves a Checked import to Running (400 otherwise); the run's progress starts at zero. */
export async function startImport(db: Database, id: string): Promise<CandidateImport> {
  return db.transaction(async (tx) => {
    const current = await lockImport(tx, id);
    if (current.status !== 'Checked') {
      throw badRequest(`import ${id} is ${current.status}: only a checked one starts`);
    }
    await tx
      .update(candidateImports)
      .set({
        status: 'Running',
        processedRows: 0,
        created: 0,
        updated: 0,
        addedToRecruitment: 0,
        skipped: 0,
        failed: 0,
        leaseUntil: null,
      })
      .where(eq(candidateImports.id, id));
    return selectImport(tx, id);
  });
}

/** Asks a Running import to stop after its current batch (400 unless Running or Cancelling). */
export async function cancelImport(db: Database, id: string): Promise<CandidateImport> {
  return db.transaction(async (tx) => {
    const current = await lockImport(tx, id);
    if (current.status !== 'Running' && current.status !== 'Cancelling') {
      throw badRequest(`import ${id} is ${current.status}: only a running one is cancelled`);
    }
    await tx
      .update(candidateImports)
      .set({ status: 'Cancelling' })
      .where(eq(candidateImports.id, id));
    return selectImport(tx, id);
  });
}

/**
 * Deletes an import that has not started, with its rows (400 once started); answers the
 * storage keys of its files for the caller to delete after the commit.
 */
export async function deleteImport(
  db: Database,
  id: string,
): Promise<{ csvStorageKey: string | null; resumeNames: Record<string, boolean> | null }> {
  return db.transaction(async (tx) => {
    const current = await lockImport(tx, id);
    if (!['Uploaded', 'Checking', 'Checked'].includes(current.status)) {
      throw badRequest(`import ${id} is ${current.status}: it is not discarded`);
    }
    await tx.delete(candidateImports).where(eq(candidateImports.id, id));
    return { csvStorageKey: current.csvStorageKey, resumeNames: current.resumeNames };
  });
}

/**
 * A page of an import's rows in file order, all or only those with problems (the primary
 * key, or candidate_import_rows_problems_idx). 400 while the dry run has not ended.
 */
export async function selectImportRowPage(
  db: Database,
  id: string,
  request: { withProblems: boolean; page: number; pageSize: number },
): Promise<Schema<'CandidateImportRowPage'>> {
  const [current] = await db
    .select({ status: candidateImports.status })
    .from(candidateImports)
    .where(eq(candidateImports.id, id));
  if (!current) throw notFound(`no import ${id}`);
  if (current.status === 'Uploaded' || current.status === 'Checking') {
    throw badRequest(`import ${id} is ${current.status}: its rows are not checked yet`);
  }
  const condition = request.withProblems
    ? and(
        eq(candidateImportRows.importId, id),
        sql`cardinality(${candidateImportRows.problems}) > 0`,
      )
    : eq(candidateImportRows.importId, id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        rowNumber: candidateImportRows.rowNumber,
        firstName: candidateImportRows.firstName,
        lastName: candidateImportRows.lastName,
        email: candidateImportRows.email,
        outcome: candidateImportRows.outcome,
        problems: candidateImportRows.problems,
        recruiteeId: candidateImportRows.recruiteeId,
        done: candidateImportRows.done,
      })
      .from(candidateImportRows)
      .where(condition)
      .orderBy(candidateImportRows.rowNumber)
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ count: count() }).from(candidateImportRows).where(condition),
  ]);
  return {
    result: rows.map((row) => ({
      ...row,
      outcome: row.outcome as Schema<'CandidateImportRowOutcome'>,
      problems: row.problems as Schema<'CandidateImportProblem'>[],
    })),
    totalCount: total?.count ?? 0,
    pageNumber: request.page,
  };
}
