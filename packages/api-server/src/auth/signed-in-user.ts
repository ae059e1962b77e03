import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.ts';
import { loggedUrl } from '../request-log.ts';
import type { SessionUser } from '../types.ts';

/**
 * The signed-in staff member of a request, or 401. The registrar asks this of every operation
 * that needs a session before its handler runs, so in a handler it only narrows the type.
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(`${request.method} ${loggedUrl(request)} needs a session`);
  return request.user;
}

/** The id of the signed-in staff member of a request, or 401 (see signedInUser). */
export function userIdOf(request: FastifyRequest): string {
  return signedInUser(request).id;
}
