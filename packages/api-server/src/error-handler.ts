import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogueMessage, errorCatalogue, HttpError, ServiceUnavailableError } from './errors.ts';

/**
 * Statuses answered as they are; every other failure becomes 400 (client) or 500. 414, 422,
 * 431 and 503 keep theirs: they tell the client what to change (a shorter address, a new
 * Idempotency-Key, fewer cookies) or to come back (Retry-After).
 */
const keptStatuses = new Set([400, 401, 403, 404, 408, 414, 422, 429, 431, 500, 503]);

/** The catalogue has no 429; rate-limited public routes say this (the app shows its 500 text). */
const tooManyRequestsMessage = 'Too many requests. Please try again later.';

/** Error answers and signed-in answers are never stored by a browser or a proxy. */
export const noStore = 'private, no-store';

/** How long a client waits before trying again while the database is unreachable. */
const databaseRetryAfterSeconds = 2;

/** PostgreSQL SQLSTATE classes of a lost or refused connection: 08 (connection exception), 57 (operator intervention: shutdown, restart). */
const connectionLostClasses = ['08', '57'];
const connectionLostCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const connectionLostMessages = [
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether a failure is the database being out of reach (PostgreSQL restarting, the network
 * to it down) rather than a fault of the request: such a request may simply be tried again.
 * Drizzle wraps the driver's error, so the causes are followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (connectionLostCodes.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && connectionLostClasses.includes(code.slice(0, 2))) {
        return true;
      }
    }
    if (
      typeof message === 'string' &&
      connectionLostMessages.some((lost) => message.includes(lost))
    ) {
      return true;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The route of the built web app's files (@fastify/static); see `statusFor`. */
const webAppFilesRoute = '/*';

export function statusFor(
  error: FastifyError | HttpError | Error,
  request?: Pick<FastifyRequest, 'routeOptions'>,
): number {
  const status = (error as { statusCode?: number }).statusCode;
  if ((error as FastifyError).validation) return 400;
  if (typeof status !== 'number') return 500;
  // The web app's files refuse a path with '..', '\' or '//' as 403 ("forbidden path"): it
  // names no file of ours, so it is a 404 like any other unknown path, not a permission.
  if (status === 403 && request?.routeOptions?.url === webAppFilesRoute) return 404;
  if (keptStatuses.has(status)) return status;
  return status >= 400 && status < 500 ? 400 : 500;
}

/**
 * The message for a status: the catalogue's own, the rate limit's, the 400 text for the
 * other client errors kept as they are (414, 431), and the 500 text for any other server
 * error (503 included), as the catalogue says of statuses it does not list.
 */
export function messageFor(status: number): string {
  if (status === 429) return tooManyRequestsMessage;
  if (status >= 400 && status < 500 && !(status in errorCatalogue)) return errorCatalogue[400];
  return catalogueMessage(status);
}

/**
 * The catalogue body; server errors also carry the request id that their log line has, and
 * a 400 the one form field it refused, when it knows it.
 */
export function errorBody(status: number, requestId: string, field?: string) {
  if (status >= 500) return { status, message: messageFor(status), requestId };
  if (status === 400 && field !== undefined) return { status, message: messageFor(status), field };
  return { status, message: messageFor(status) };
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, field?: string) {
  return reply
    .code(status)
    .header('cache-control', noStore)
    .header('x-request-id', request.id)
    .type('application/json')
    .send(errorBody(status, request.id, field));
}

/**
 * The one place that writes error responses: `{ status, message }` from the catalogue (and
 * `requestId` on server errors). Fastify's own early refusals (a malformed or overlong
 * address, an unparsable request) are answered in the same shape: see `frameworkErrors` and
 * `clientErrorHandler` (both wired in app.ts).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const databaseUnavailable = isDatabaseUnavailable(error);
    const status = databaseUnavailable ? 503 : statusFor(error, request);
    if (error instanceof ServiceUnavailableError) {
      // Shedding load: one short line each, no stack (there may be hundreds a second).
      request.log.warn({ status, reason: error.message }, 'request shed');
    } else if (databaseUnavailable) {
      // The transaction failed as a whole; the client is told to try again shortly.
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      request.log.warn({ status, reason: error.message }, 'database unavailable');
    } else if (status >= 500) {
      request.log.error({ err: error, status }, 'request failed');
    } else {
      request.log.info({ status, reason: error.message }, 'request refused');
    }
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    const field = error instanceof HttpError ? error.field : undefined;
    return sendError(request, reply, status, field);
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (400) or a path parameter longer
 * than `maxParamLength` (414), answered in the catalogue's shape instead of Fastify's.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = statusFor(error);
  if (status >= 500) request.log.error({ err: error, status }, 'request failed');
  else request.log.info({ status, reason: error.message }, 'request refused');
  void sendError(request, reply, status);
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw
 * it (headers or address over the size limit: 431; a client too slow to send: 408; anything
 * unparsable: 400). Written to the socket in the catalogue's shape, then the socket closes.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  this.log.debug({ err: error, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ status, message: messageFor(status) });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: ${noStore}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
