import type { paths } from '@ats/api-sdk';
import type { CandidateImport } from '@ats/api-sdk/rtk';

/**
 * The contract's upload of an import, sent with XMLHttpRequest rather than fetch: only XHR
 * reports upload progress, which matters for a zip of resumes of up to 1 GB. The compiler
 * holds the path to the contract.
 */
const uploadPath = '/api/Imports' satisfies keyof paths;

/**
 * The import as uploaded, or the refusal: the HTTP status (0: no answer) and, on a 400 about
 * one part, that part (`file` or `resumes`), with the body as the error catalogue reads it.
 */
export type UploadOutcome =
  | { ok: true; candidateImport: CandidateImport }
  | { ok: false; status: number; field?: string; data?: unknown };

export interface SendImportUploadOptions {
  file: File;
  resumes: File | null;
  /** Called as the body goes out: bytes sent, and the body's size when the browser knows it. */
  onUploadProgress?: (loaded: number, total: number | null) => void;
  /** Makes the request; tests pass a double. */
  createRequest?: () => XMLHttpRequest;
}

/** Posts the files; never rejects: a failure is an outcome with its status. */
export function sendImportUpload({
  file,
  resumes,
  onUploadProgress,
  createRequest = () => new XMLHttpRequest(),
}: SendImportUploadOptions): Promise<UploadOutcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  if (resumes) body.append('resumes', resumes, resumes.name);
  return new Promise((resolve) => {
    const request = createRequest();
    request.open('POST', uploadPath);
    request.setRequestHeader('Accept', 'application/json');
    if (onUploadProgress) {
      request.upload.addEventListener('progress', (event) => {
        onUploadProgress(event.loaded, event.lengthComputable ? event.total : null);
      });
    }
    request.addEventListener('load', () => {
      const answer = parsed(request.responseText);
      if (request.status === 201 && isImport(answer)) {
        return resolve({ ok: true, candidateImport: answer });
      }
      const field =
        request.status === 400 && typeof answer === 'object' && answer !== null
          ? (answer as { field?: unknown }).field
          : undefined;
      resolve({
        ok: false,
        status: request.status,
        data: answer,
        ...(typeof field === 'string' && field !== '' ? { field } : {}),
      });
    });
    // No answer at all (network down, server gone): the catalogue's status 0.
    for (const failure of ['error', 'timeout', 'abort'] as const) {
      request.addEventListener(failure, () => resolve({ ok: false, status: 0 }));
    }
    request.send(body);
  });
}

function parsed(responseText: string): unknown {
  try {
    return JSON.parse(responseText);
  } catch {
    return null;
  }
}

function isImport(answer: unknown): answer is CandidateImport {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as { id?: unknown }).id === 'string'
  );
}
