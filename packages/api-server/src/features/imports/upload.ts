import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline as pipe } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.ts';
import type { FileStorage } from '../files/index.ts';
import { byteLimit, maxCsvBytes, readCsvRecords } from './csv.ts';
import { suggestMapping } from './mapping.ts';
import { extractResumes, maxZipBytes } from './resumes-zip.ts';

/** The first rows kept for the mapping step (the contract's sampleRows). */
const sampleRowCount = 5;
/** The longest value shown of a header or a sample cell (the contract's limit). */
const maxCellShown = 1000;
/** The longest file name kept (the contract's limit). */
const maxFileName = 255;

export interface UploadedImport {
  id: string;
  fileName: string;
  resumesFileName: string | null;
  csvStorageKey: string;
  resumeNames: Record<string, boolean> | null;
  columns: string[];
  sampleRows: string[][];
  suggestedMapping: { column: number; field: string }[];
  totalRows: number;
}

/** The storage key of an import's CSV. */
export function csvStorageKey(importId: string): string {
  return `imports/${importId}/file.csv`;
}

function shownFileName(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? '').replace(/[\p{Cc}/\\]/gu, '').trim();
  return Array.from(cleaned || fallback)
    .slice(0, maxFileName)
    .join('');
}

/**
 * Reads the multipart body of uploadCandidateImport part by part: the CSV (`file`) streamed
 * to the storage and refused at 20 MB (the rest of the body is not kept), the zip
 * (`resumes`) streamed to a temporary file and refused at 1 GB; then the stored CSV read
 * back as a stream for its header, first rows and row count, and the resumes taken out of
 * the zip. Any refusal is a 400 and leaves nothing stored.
 */
export async function receiveImportUpload(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<UploadedImport> {
  if (!request.isMultipart()) throw badRequest('an import is multipart/form-data', 'file');
  const id = randomUUID();
  const csvKey = csvStorageKey(id);
  const temporaryDir = await mkdtemp(path.join(tmpdir(), 'ats-import-'));
  const zipPath = path.join(temporaryDir, 'resumes.zip');
  let fileName: string | null = null;
  let resumesFileName: string | null = null;
  let resumeNames: Record<string, boolean> | null = null;
  let malformedBody: Error | undefined;
  try {
    try {
      for await (const part of request.parts({
        limits: { fileSize: maxZipBytes + 1, files: 2, fields: 0, parts: 2 },
      })) {
        if (part.type !== 'file') throw badRequest(`unexpected field ${part.fieldname}`);
        part.file.once('error', (error: Error) => {
          malformedBody ??= error;
        });
        if (part.fieldname === 'file' && fileName === null) {
          fileName = shownFileName(part.filename, 'candidates.csv');
          // pipeline() carries an error of either side to the other, so the storage sees it.
          await storage.putStream(
            csvKey,
            pipe(part.file, byteLimit(maxCsvBytes, 'file', 'the CSV'), () => {}),
          );
        } else if (part.fieldname === 'resumes' && resumesFileName === null) {
          resumesFileName = shownFileName(part.filename, 'resumes.zip');
          await pipeline(
            part.file,
            byteLimit(maxZipBytes, 'resumes', 'the zip'),
            createWriteStream(zipPath, { flags: 'wx' }),
          );
        } else {
          throw badRequest(`unexpected part ${part.fieldname}`);
        }
      }
    } catch (error) {
      const hasStatus = typeof (error as { statusCode?: unknown }).statusCode === 'number';
      if (!hasStatus) {
        throw badRequest(`malformed multipart body: ${malformedBody ?? (error as Error)}`, 'file');
      }
      throw error;
    }
    if (fileName === null) throw badRequest('no CSV', 'file');

    const read = await readUploadedCsv(storage, csvKey);
    if (resumesFileName !== null) resumeNames = await extractResumes(storage, id, zipPath);
    return {
      id,
      fileName,
      resumesFileName,
      csvStorageKey: csvKey,
      resumeNames,
      ...read,
    };
  } catch (error) {
    // The rest of the body is read into nothing, so the client gets the answer instead of a
    // stalled upload; nothing of it is kept.
    request.raw.unpipe();
    request.raw.resume();
    await storage.delete(csvKey);
    throw error;
  } finally {
    await rm(temporaryDir, { recursive: true, force: true });
  }
}

/** The header, first rows and row count of the stored CSV (read as a stream). */
async function readUploadedCsv(storage: FileStorage, key: string) {
  const stored = await storage.getStream(key);
  if (!stored) throw new Error(`the uploaded CSV ${key} is not in the storage`);
  let columns: string[] | null = null;
  const sampleRows: string[][] = [];
  let totalRows = 0;
  for await (const record of readCsvRecords(stored.stream)) {
    const shown = record.values.map((value) => value.slice(0, maxCellShown));
    if (columns === null) {
      columns = shown;
      continue;
    }
    totalRows += 1;
    if (sampleRows.length < sampleRowCount) sampleRows.push(shown.slice(0, columns.length));
  }
  if (columns === null || columns.every((column) => column === '')) {
    throw badRequest('the CSV has no header line', 'file');
  }
  return { columns, sampleRows, suggestedMapping: suggestMapping(columns), totalRows };
}
