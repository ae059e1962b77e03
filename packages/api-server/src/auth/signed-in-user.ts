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

/**
 * Whether the request may carry candidates' personal data: always when signed in with the
 * session cookie; with an API token, only when the token has the `personalData` scope. For
 * operations whose scopes do not require it but whose answer has a part that is personal.
 */
export function mayReadPersonalData(user: SessionUser): boolean {
  return user.apiToken === undefined || user.apiToken.scopes.includes('personalData');
}
