import type { SessionUser } from '../types.ts';

/**
 * Signed-in users by session id, kept for a few seconds in this process, so that a burst of
 * requests from one browser looks its session up once instead of once per request. Bounded
 * in size (the oldest entry goes first); an entry never outlives its session's expiry; a
 * logout or sign-in in this process drops the session at once. Other servers on the same
 * PostgreSQL may still accept a session ended elsewhere for at most `ttlMs` (see
 * docs/decisions/server.md, "Probe findings (issue 17)").
 */
export interface SessionCache {
  get(sessionId: string): SessionUser | undefined;
  set(sessionId: string, user: SessionUser, sessionExpiresAt: Date): void;
  delete(sessionId: string): void;
  /** Drops every session of a user (deactivated, or their role changed). */
  deleteUser(userId: string): void;
}

export function createSessionCache(options: { ttlMs: number; maxEntries: number }): SessionCache {
  const entries = new Map<string, { user: SessionUser; until: number }>();
  if (options.ttlMs <= 0 || options.maxEntries <= 0) {
    return { get: () => undefined, set: () => {}, delete: () => {}, deleteUser: () => {} };
  }
  return {
    get(sessionId) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= Date.now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.user;
    },
    set(sessionId, user, sessionExpiresAt) {
      entries.delete(sessionId);
      // Maps keep insertion order: the first key is the oldest entry.
      while (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      const until = Math.min(Date.now() + options.ttlMs, sessionExpiresAt.getTime());
      entries.set(sessionId, { user, until });
    },
    delete(sessionId) {
      entries.delete(sessionId);
    },
    deleteUser(userId) {
      for (const [sessionId, entry] of entries) {
        if (entry.user.id === userId) entries.delete(sessionId);
      }
    },
  };
}
