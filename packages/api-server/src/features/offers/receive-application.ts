import type { Readable } from 'node:stream';
import type { Schema } from '@ats/api-sdk';
import {
  type ApplicationFileKind,
  applicationFilePart,
  applicationFileRules,
  maxApplicationFiles,
} from '@ats/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.ts';
import type { PdfWorkers } from '../../pdf/pdf-workers.ts';
import { WorkerFailedError, WorkerTimeoutError } from '../../workers/worker-pool.ts';
import type { FileStorage } from '../files/index.ts';
import { parseApplicationData } from './application-data.ts';
import { fileSlotProblem, type JobApplicationData } from './application-rules.ts';
import {
  discardStoredFiles,
  partNameOf,
  type StoredApplicationFile,
  storeApplicationFile,
} from './store-application-file.ts';

/** The largest `application` JSON part accepted (far above any real form's answers). */
export const maxApplicationPartBytes = 2 * 1024 * 1024;

const largestFileBytes = Math.max(
  ...Object.values(applicationFileRules).map((rule) => rule.maxBytes),
);

/** Parser limits: backstops only, just above what the rules allow (they answer first). */
const multipartLimits = {
  // One byte over the largest rule, so the per-kind count sees the excess before busboy cuts.
  fileSize: largestFileBytes + 1,
  // The files, plus `application` when a client sends it as a file (a Blob).
  files: maxApplicationFiles + 2,
  fields: 2,
  parts: maxApplicationFiles + 3,
  fieldSize: maxApplicationPartBytes,
};

// The part names are the domain's (applicationFilePart), read backwards.
const singleFileParts: Record<string, ApplicationFileKind> = Object.fromEntries(
  (['Resume', 'Photo', 'CoverLetter'] as const).map((kind) => [
    applicationFilePart(kind, null),
    kind,
  ]),
);
const attachmentPart = /^attachments\[([0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12})\]$/;

/** The file slot a part name stands for, or null for any name outside the four shapes. */
function slotOfPart(name: string): { kind: ApplicationFileKind; questionId: string | null } | null {
  const single = Object.hasOwn(singleFileParts, name) ? singleFileParts[name] : undefined;
  if (single) return { kind: single, questionId: null };
  const attachment = attachmentPart.exec(name);
  return attachment?.[1] ? { kind: 'Attachment', questionId: attachment[1] } : null;
}

export async function readText(stream: Readable, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw badRequest(`application part over ${maxBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface ReceivedApplication {
  application: JobApplicationData;
  files: StoredApplicationFile[];
  /** Each file's part name and sha-256, in part-name order (for the Idempotency-Key). */
  fileParts: { part: string; sha256: string }[];
}

/**
 * The catalogue 400 for a stored PDF whose page tree is a bomb (over its page budget, or
 * reaching a node twice: src/pdf/page-tree.ts), checked in a PDF worker. Every PDF is checked,
 * not only the resume: any of them may be merged or read some day. A check that runs over the
 * worker's time or memory limit refuses the file too.
 */
export async function refusePdfBomb(
  pdfWorkers: PdfWorkers,
  storage: FileStorage,
  file: StoredApplicationFile,
): Promise<void> {
  if (file.contentType !== 'application/pdf') return;
  const bytes = await storage.get(file.storageKey);
  if (!bytes) return;
  let problem: string | null;
  try {
    problem = await pdfWorkers.run({ kind: 'uploadCheck', bytes });
  } catch (error) {
    if (!(error instanceof WorkerTimeoutError || error instanceof WorkerFailedError)) throw error;
    problem = `checking it stopped: ${error.message}`;
  }
  if (problem) throw badRequest(`${file.kind} PDF refused: ${problem}`, partNameOf(file));
}

/**
 * Reads the multipart body of applyForJobOffer part by part: the `application` JSON (as a
 * field or as a file part, which is how a Blob arrives) is checked against the contract, and
 * every file part is streamed to the storage as it arrives (storeApplicationFile), refused
 * early when the questionnaire (`structure`) does not ask for it, and a PDF refused when its
 * page tree is a bomb (refusePdfBomb). On any failure the files stored so far are deleted
 * before the error is thrown.
 */
export async function receiveApplication(
  request: FastifyRequest,
  storage: FileStorage,
  structure: Schema<'QuestionnaireStructure'>,
): Promise<ReceivedApplication> {
  if (!request.isMultipart()) throw badRequest('an application is multipart/form-data');
  const files: StoredApplicationFile[] = [];
  const fileParts: { part: string; sha256: string }[] = [];
  let application: JobApplicationData | undefined;
  // Set when the multipart parser refuses the body (no boundary, cut short, a malformed part
  // header): the client's mistake, a 400 (it was a 500 until the contract fuzz sent them).
  let malformedBody: Error | undefined;
  const noteMalformedBody = (error: Error) => {
    malformedBody ??= error;
  };
  try {
    for await (const part of partsOf(request, noteMalformedBody)) {
      if (part.type === 'file') part.file.once('error', noteMalformedBody);
      if (part.fieldname === 'application') {
        if (application) throw badRequest('a second application part');
        const text =
          part.type === 'file'
            ? await readText(part.file, maxApplicationPartBytes)
            : typeof part.value === 'string'
              ? part.value
              : // @fastify/multipart already parsed a field declared as application/json.
                JSON.stringify(part.value);
        application = parseApplicationData(text);
        continue;
      }
      const slot = slotOfPart(part.fieldname);
      if (!slot || part.type !== 'file') throw badRequest(`unexpected part ${part.fieldname}`);
      const problem = fileSlotProblem(structure, files, slot);
      if (problem) throw badRequest(problem);
      const stored = await storeApplicationFile(storage, {
        ...slot,
        fileName: part.filename,
        source: part.file,
      });
      files.push(stored);
      fileParts.push({ part: part.fieldname, sha256: stored.sha256 });
      await refusePdfBomb(request.server.pdfWorkers, storage, stored);
    }
    if (!application) throw badRequest('no application part');
    fileParts.sort((a, b) => (a.part < b.part ? -1 : a.part > b.part ? 1 : 0));
    return { application, files, fileParts };
  } catch (error) {
    // Read the rest of the body into nothing, so the client gets the answer instead of a
    // stalled upload (the parser waits for a part nobody reads any more).
    request.raw.unpipe();
    request.raw.resume();
    await discardStoredFiles(storage, files);
    const hasStatus = typeof (error as { statusCode?: unknown }).statusCode === 'number';
    if (malformedBody && !hasStatus) throw badRequest(`malformed multipart body: ${malformedBody}`);
    throw error;
  }
}

/** The parts of the body; an error of the parser itself goes to `onParserError` first. */
export async function* partsOf(
  request: FastifyRequest,
  onParserError: (error: Error) => void,
  limits: typeof multipartLimits = multipartLimits,
) {
  try {
    yield* request.parts({ limits });
  } catch (error) {
    onParserError(error as Error);
    throw error;
  }
}
