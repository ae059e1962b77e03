import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';
import { loggedUrl } from '../request-log.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. SameSite=Lax alone
 * does not stop another port or a sibling subdomain of the same site, so: a browser that says
 * `Sec-Fetch-Site: same-origin` (or `none`, typed by the user) passes; otherwise the `Origin`
 * header must be one of the allowed origins. Requests with neither are refused too.
 */
export function checkRequestOrigin(
  request: FastifyRequest,
  allowedOrigins: readonly string[],
): void {
  if (safeMethods.has(request.method)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin' || fetchSite === 'none') return;
  const origin = request.headers.origin;
  if (origin !== undefined && allowedOrigins.includes(origin)) return;
  throw forbidden(
    `${request.method} ${loggedUrl(request)} refused: origin ${origin ?? '(none)'}, sec-fetch-site ${fetchSite ?? '(none)'}`,
  );
}
