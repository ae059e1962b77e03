import type { paths } from '@ats/api-sdk';

/**
 * The contract's apply call, sent with XMLHttpRequest rather than fetch: only XHR reports
 * upload progress, which the form shows per file. The compiler holds the path to the contract.
 */
const applyPath = '/api/JobOffers/{recruitmentId}/apply' satisfies keyof paths;
type CreatedId = paths[typeof applyPath]['post']['responses'][200]['content']['application/json'];
type ErrorBody = paths[typeof applyPath]['post']['responses'][400]['content']['application/json'];

/**
 * The application was stored (its id), or refused with an HTTP status (0: no answer) and, on
 * a 400 about one field, that field in the contract's names (the error body's `field`).
 */
export type ApplyOutcome =
  | { ok: true; jobApplicationId: string }
  | { ok: false; status: number; field?: string };

export interface SendApplicationOptions {
  recruitmentId: string;
  /** The multipart body (`toFormData` of the contract's apply body). */
  body: FormData;
  /** One per application form, the same for every retry of that form. */
  idempotencyKey: string;
  /** Called as the body goes out: bytes sent, and the body's size when the browser knows it. */
  onUploadProgress?: (loaded: number, total: number | null) => void;
  /** Makes the request; tests pass a double. */
  createRequest?: () => XMLHttpRequest;
}

/** Posts an application; never rejects: a failure is an outcome with its status. */
export function sendApplication({
  recruitmentId,
  body,
  idempotencyKey,
  onUploadProgress,
  createRequest = () => new XMLHttpRequest(),
}: SendApplicationOptions): Promise<ApplyOutcome> {
  return new Promise((resolve) => {
    const request = createRequest();
    request.open('POST', applyPath.replace('{recruitmentId}', encodeURIComponent(recruitmentId)));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Idempotency-Key', idempotencyKey);
    if (onUploadProgress) {
      request.upload.addEventListener('progress', (event) => {
        onUploadProgress(event.loaded, event.lengthComputable ? event.total : null);
      });
    }
    request.addEventListener('load', () => {
      const id = request.status === 200 ? createdIdOf(request.responseText) : null;
      if (id) return resolve({ ok: true, jobApplicationId: id });
      const field = request.status === 400 ? refusedFieldOf(request.responseText) : undefined;
      resolve(field ? { ok: false, status: 400, field } : { ok: false, status: request.status });
    });
    // No answer at all (network down, server gone): the catalogue's status 0.
    for (const failure of ['error', 'timeout', 'abort'] as const) {
      request.addEventListener(failure, () => resolve({ ok: false, status: 0 }));
    }
    request.send(body);
  });
}

function createdIdOf(responseText: string): string | null {
  try {
    const answer = JSON.parse(responseText) as Partial<CreatedId>;
    return typeof answer.id === 'string' ? answer.id : null;
  } catch {
    return null;
  }
}

/** The error body's `field` (the contract's Error), when it names one. */
function refusedFieldOf(responseText: string): string | undefined {
  try {
    const answer = JSON.parse(responseText) as Partial<ErrorBody>;
    return typeof answer.field === 'string' && answer.field !== '' ? answer.field : undefined;
  } catch {
    return undefined;
  }
}
