import type { FastifyError, FastifyInstance } from 'fastify';
import { catalogueMessage, type HttpError } from './errors.ts';

/** Statuses answered as they are; every other failure becomes 400 (client) or 500. */
const keptStatuses = new Set([400, 401, 403, 404, 408, 429, 500]);

/** The catalogue has no 429; rate-limited public routes say this (the app shows its 500 text). */
const tooManyRequestsMessage = 'Too many requests. Please try again later.';

export function statusFor(error: FastifyError | HttpError | Error): number {
  const status = (error as { statusCode?: number }).statusCode;
  if ((error as FastifyError).validation) return 400;
  if (typeof status !== 'number') return 500;
  if (keptStatuses.has(status)) return status;
  return status >= 400 && status < 500 ? 400 : 500;
}

/** The one place that writes error responses: `{ status, message }` from the catalogue. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = statusFor(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ status, reason: error.message }, 'request refused');
    }
    const message = status === 429 ? tooManyRequestsMessage : catalogueMessage(status);
    return reply.code(status).type('application/json').send({ status, message });
  });
}
