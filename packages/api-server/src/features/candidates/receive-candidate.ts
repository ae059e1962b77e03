import type { Schema } from '@ats/api-sdk';
import { applicationFileRules } from '@ats/domain';
import type { FastifyRequest } from 'fastify';
import { loadContract } from '../../contract/document.ts';
import {
  componentSchema,
  contractAjv,
  unstorableTextAt,
  unstorableTextMessage,
  type Validator,
} from '../../contract/validation.ts';
import { badRequest } from '../../errors.ts';
import type { FileStorage } from '../files/index.ts';
import {
  discardStoredFiles,
  partsOf,
  readText,
  refusePdfBomb,
  type StoredApplicationFile,
  storeApplicationFile,
} from '../offers/index.ts';

export type AddRecruiteeData = Schema<'AddRecruiteeData'>;

/** The largest `candidate` JSON part accepted (a few short fields; far above any real one). */
const maxCandidatePartBytes = 64 * 1024;

/** Parser limits: backstops only, just above what the rules allow (they answer first). */
const multipartLimits = {
  fileSize: applicationFileRules.Resume.maxBytes + 1,
  // The resume, plus `candidate` when a client sends it as a file (a Blob).
  files: 2,
  fields: 1,
  parts: 3,
  fieldSize: maxCandidatePartBytes,
};

let checker: { ajv: ReturnType<typeof contractAjv>; validate: Validator } | undefined;

/** Compiled once, on first use, in the Ajv the routes share. */
function candidateChecker() {
  if (!checker) {
    const ajv = contractAjv(loadContract(), { coerce: false });
    checker = { ajv, validate: ajv.compile(componentSchema('AddRecruiteeData')) };
  }
  return checker;
}

/**
 * The `candidate` part's text checked against the contract's AddRecruiteeData (the
 * multipart body has no route schema: it is streamed); the field of a refusal is the
 * property's name (`email`, `firstName`, ...), so the form shows it by the field.
 */
export function parseCandidateData(text: string): AddRecruiteeData {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('candidate part is not JSON');
  }
  const { ajv, validate } = candidateChecker();
  if (!validate(value)) {
    const field = /^\/([A-Za-z]+)$/.exec(validate.errors?.[0]?.instancePath ?? '')?.[1];
    throw badRequest(`candidate part: ${ajv.errorsText(validate.errors)}`, field);
  }
  const unstorable = unstorableTextAt(value);
  if (unstorable !== null) {
    throw badRequest(`candidate part: ${unstorable} ${unstorableTextMessage}`);
  }
  const data = value as AddRecruiteeData;
  if (data.firstName.trim() === '') throw badRequest('a blank first name', 'firstName');
  if (data.lastName.trim() === '') throw badRequest('a blank last name', 'lastName');
  return data;
}

export interface ReceivedCandidate {
  candidate: AddRecruiteeData;
  resume: StoredApplicationFile | null;
}

/**
 * Reads the multipart body of addRecruitee part by part: the `candidate` JSON (a field, or a
 * file part, which is how a Blob arrives) and the optional `resume`, streamed to the storage
 * with the resume rules of applying (storeApplicationFile: size, type by content; a PDF bomb
 * refused). On any failure the file stored so far is deleted before the error is thrown.
 */
export async function receiveCandidate(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<ReceivedCandidate> {
  if (!request.isMultipart()) throw badRequest('adding a candidate is multipart/form-data');
  let candidate: AddRecruiteeData | undefined;
  let resume: StoredApplicationFile | null = null;
  let malformedBody: Error | undefined;
  const noteMalformedBody = (error: Error) => {
    malformedBody ??= error;
  };
  try {
    for await (const part of partsOf(request, noteMalformedBody, multipartLimits)) {
      if (part.type === 'file') part.file.once('error', noteMalformedBody);
      if (part.fieldname === 'candidate') {
        if (candidate) throw badRequest('a second candidate part');
        const text =
          part.type === 'file'
            ? await readText(part.file, maxCandidatePartBytes)
            : typeof part.value === 'string'
              ? part.value
              : // @fastify/multipart already parsed a field declared as application/json.
                JSON.stringify(part.value);
        candidate = parseCandidateData(text);
        continue;
      }
      if (part.fieldname !== 'resume' || part.type !== 'file') {
        throw badRequest(`unexpected part ${part.fieldname}`);
      }
      if (resume) throw badRequest('a second resume', 'resume');
      resume = await storeApplicationFile(storage, {
        kind: 'Resume',
        questionId: null,
        fileName: part.filename,
        source: part.file,
      });
      await refusePdfBomb(request.server.pdfWorkers, storage, resume);
    }
    if (!candidate) throw badRequest('no candidate part');
    return { candidate, resume };
  } catch (error) {
    // Read the rest of the body into nothing, so the client gets the answer.
    request.raw.unpipe();
    request.raw.resume();
    if (resume) await discardStoredFiles(storage, [resume]);
    const hasStatus = typeof (error as { statusCode?: unknown }).statusCode === 'number';
    if (malformedBody && !hasStatus) throw badRequest(`malformed multipart body: ${malformedBody}`);
    throw error;
  }
}
