/**
 * Typed HTTP errors. Handlers throw these; the one error handler in app.ts maps them to the
 * spec's error catalogue ({ status, message }). Nothing else writes error responses.
 */

/** The spec's error catalogue (part 1, section 8). Any other status maps to the 500 message. */
export const errorCatalogue = {
  400: 'Your request could not be processed. Please make sure the submitted data is correct.',
  401: 'You must sign-in first before submitting your request.',
  403: 'Your account has insufficient permissions to process this request.',
  404: 'Requested resource does not exist.',
  408: 'Could not establish connection to the server. Please try again later.',
  // Not in the spec's catalogue: an Idempotency-Key sent again with other data. The client
  // must change what it sends (a new key), so it reads as the 400 text
  // (docs/decisions/server.md).
  422: 'Your request could not be processed. Please make sure the submitted data is correct.',
  500: 'An unexpected error has occured. Please try again later.',
} as const;

export type CatalogueStatus = keyof typeof errorCatalogue;

export function catalogueMessage(status: number): string {
  return status in errorCatalogue ? errorCatalogue[status as CatalogueStatus] : errorCatalogue[500];
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** Why, for the log only: the client always gets the catalogue message. */
    readonly reason?: string,
    /** The one field of a form refused (the contract's Error.field), told to the client. */
    readonly field?: string,
  ) {
    super(reason ?? catalogueMessage(statusCode));
    this.name = 'HttpError';
  }
}

/** The server is too busy to take the request now; the client may try again after a moment. */
export class ServiceUnavailableError extends HttpError {
  constructor(
    /** Sent as Retry-After. */
    readonly retryAfterSeconds: number,
    reason?: string,
  ) {
    super(503, reason);
    this.name = 'ServiceUnavailableError';
  }
}

/** Too many requests with one API token this minute; the client may try again after a while. */
export class TooManyRequestsError extends HttpError {
  constructor(
    /** Sent as Retry-After. */
    readonly retryAfterSeconds: number,
    reason?: string,
  ) {
    super(429, reason);
    this.name = 'TooManyRequestsError';
  }
}

export const badRequest = (reason?: string, field?: string) => new HttpError(400, reason, field);
export const unauthorized = (reason?: string) => new HttpError(401, reason);
export const forbidden = (reason?: string) => new HttpError(403, reason);
export const notFound = (reason?: string) => new HttpError(404, reason);
/** Too many requests from one address (rate-limited public routes). */
export const tooManyRequests = (reason?: string) => new HttpError(429, reason);
/** An Idempotency-Key sent again with another request than the one it was first sent with. */
export const idempotencyKeyReused = (reason?: string) => new HttpError(422, reason);
