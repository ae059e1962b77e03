import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type ApiTokenScope, isApiTokenScope, isStaffRole } from '@ats/domain';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiTokens, atsUsers } from '../db/schema/index.ts';
import type { SessionUser } from '../types.ts';
import type { SessionCache } from './session-cache.ts';

/**
 * API tokens (issue 28): `ats_<lookup id>_<secret>`. The lookup id (16 hex characters) finds
 * the row and is shown as the token's prefix; the secret is 32 random bytes. Only the
 * SHA-256 of the whole token is stored: a token holds 256 random bits, so a fast hash is
 * enough (no password stretching), and hashes are compared in constant time.
 */
const tokenPattern = /^ats_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

/** Anything that looks like a token, wherever it appears (a URL, a cookie). */
const tokenLookalike = /ats_[0-9a-f]{16}_[A-Za-z0-9_-]{20,}/;

/** A last use is written at most this often per token (unless the address changed). */
const touchIntervalMs = 60 * 1000;

export interface NewApiTokenSecret {
  lookupId: string;
  /** The whole token, shown to its maker once. */
  token: string;
  secretHash: Buffer;
}

export function generateApiTokenSecret(): NewApiTokenSecret {
  const lookupId = randomBytes(8).toString('hex');
  const token = `ats_${lookupId}_${randomBytes(32).toString('base64url')}`;
  return { lookupId, token, secretHash: hashToken(token) };
}

/** The public part of a token: what the list shows to tell tokens apart. */
export function apiTokenPrefix(lookupId: string): string {
  return `ats_${lookupId}`;
}

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/**
 * The token of an `Authorization` header: the string after `Bearer `, or null when the header
 * is not a bearer token at all.
 */
export function bearerTokenOf(authorization: string): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  return match?.[1] ?? null;
}

/** Whether a URL or a cookie header carries something that looks like a token. */
export function carriesTokenOutsideHeader(text: string | undefined): boolean {
  if (!text) return false;
  if (tokenLookalike.test(text)) return true;
  // Percent-encoded in a query string or path.
  try {
    return tokenLookalike.test(decodeURIComponent(text));
  } catch {
    return false;
  }
}

/**
 * The staff member a token acts for, with the token's scopes, or null when the token is not
 * one the server made, has expired or been revoked, or its owner is not active. From the cache
 * when it has it (a few seconds at most; a revocation or deactivation drops it on every
 * server); otherwise one indexed query, and at most once a minute a write of its last use.
 */
export async function resolveApiToken(
  db: Database,
  token: string,
  options: { cache?: SessionCache; clientAddress: string },
): Promise<SessionUser | null> {
  const match = tokenPattern.exec(token);
  if (!match?.[1]) return null;
  const lookupId = match[1];
  const hash = hashToken(token);
  // Keyed by the hash, never the token: the cache holds no secret.
  const cacheKey = `token:${hash.toString('hex')}`;
  const cached = options.cache?.get(cacheKey);
  if (cached) return { ...cached };
  const mark = options.cache?.mark() ?? 0;
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      secretHash: apiTokens.secretHash,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      lastUsedFrom: apiTokens.lastUsedFrom,
      id: atsUsers.id,
      email: atsUsers.email,
      firstName: atsUsers.firstName,
      lastName: atsUsers.lastName,
      role: atsUsers.role,
    })
    .from(apiTokens)
    .innerJoin(atsUsers, eq(atsUsers.id, apiTokens.ownerId))
    .where(
      and(
        eq(apiTokens.lookupId, lookupId),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
        eq(atsUsers.status, 'Active'),
      ),
    )
    .limit(1);
  if (!row || !timingSafeEqual(row.secretHash, hash)) return null;

  const stale =
    row.lastUsedAt === null ||
    Date.now() - row.lastUsedAt.getTime() > touchIntervalMs ||
    row.lastUsedFrom !== options.clientAddress;
  if (stale) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()`, lastUsedFrom: options.clientAddress })
      .where(eq(apiTokens.id, row.tokenId));
  }
  const user: SessionUser = {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    // The column's check constraint holds it to the domain's roles.
    role: isStaffRole(row.role) ? row.role : 'Interviewer',
    apiToken: { id: row.tokenId, scopes: row.scopes.filter(isApiTokenScope) as ApiTokenScope[] },
  };
  const farFuture = new Date(Date.now() + 24 * 60 * 60 * 1000);
  options.cache?.set(cacheKey, user, row.expiresAt ?? farFuture, mark);
  return user;
}

/**
 * Requests per token and minute, counted in this process's memory (as the other rate limits
 * are: a limit per server). A fixed window per token; windows of tokens not seen for a
 * minute are dropped as new ones begin.
 */
export function createTokenRateLimiter(maxPerMinute: number) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    /** Counts a request; the seconds to wait when over the limit, else 0. */
    take(tokenId: string, now = Date.now()): number {
      let window = windows.get(tokenId);
      if (!window || now - window.startedAt >= 60_000) {
        if (!window && windows.size >= 10_000) {
          for (const [id, old] of windows) if (now - old.startedAt >= 60_000) windows.delete(id);
        }
        window = { startedAt: now, count: 0 };
        windows.set(tokenId, window);
      }
      window.count += 1;
      if (window.count <= maxPerMinute) return 0;
      return Math.max(1, Math.ceil((window.startedAt + 60_000 - now) / 1000));
    },
  };
}
