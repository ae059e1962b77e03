/**
 * The public offer page's path, `/offers/:recruitmentId` (docs/decisions/offers.md): the server's
 * `jobOfferUrl` points here and serves `offer.html` for it; `pnpm dev` does the same.
 */
export const offerPathPattern = /^\/offers\/([^/]+)\/?$/;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The recruitment an offer page shows, or null when the path names none (not a UUID). */
export function recruitmentIdFromPath(pathname: string): string | null {
  const id = offerPathPattern.exec(pathname)?.[1];
  return id !== undefined && uuidPattern.test(id) ? id.toLowerCase() : null;
}
