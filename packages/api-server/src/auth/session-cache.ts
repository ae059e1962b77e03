import type { SessionUser } from '../types.ts';

/**
 * Signed-in users by session id, kept for a few seconds in this process, so that a burst of
 * requests from one browser looks its session up once instead of once per request. Bounded
 * in size (the oldest entry goes first); an entry never outlives its session's expiry.
 *
 * Every server hears when a person's sessions end or change (a sign-out, a deactivation, a
 * role change: src/auth/session-events.ts) and drops that person's entries at once. The
 * cache is used only while this process listens: until it does, and whenever it loses the
 * connection that listens, every request reads its session from the database.
 */
export interface SessionCache {
  get(sessionId: string): SessionUser | undefined;
  /**
   * A mark to take before reading a session from the database, for `set`: an entry read
   * before a change that was heard while reading is not kept.
   */
  mark(): number;
  set(sessionId: string, user: SessionUser, sessionExpiresAt: Date, mark: number): void;
  delete(sessionId: string): void;
  /** Drops every session of a user (signed out, deactivated, or their role changed). */
  deleteUser(userId: string): void;
  /**
   * Whether this process hears of sessions ended on other servers. Either way the cache
   * starts empty: while not listening it keeps nothing.
   */
  setListening(listening: boolean): void;
}

export function createSessionCache(options: { ttlMs: number; maxEntries: number }): SessionCache {
  const entries = new Map<string, { user: SessionUser; until: number }>();
  /** Counts the changes heard; `set` keeps an entry only when none was heard since its mark. */
  let changes = 0;
  let listening = false;
  if (options.ttlMs <= 0 || options.maxEntries <= 0) {
    return {
      get: () => undefined,
      mark: () => 0,
      set: () => {},
      delete: () => {},
      deleteUser: () => {},
      setListening: () => {},
    };
  }
  return {
    get(sessionId) {
      if (!listening) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= Date.now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.user;
    },
    mark() {
      return changes;
    },
    set(sessionId, user, sessionExpiresAt, mark) {
      if (!listening || mark !== changes) return;
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
      changes += 1;
      entries.delete(sessionId);
    },
    deleteUser(userId) {
      changes += 1;
      for (const [sessionId, entry] of entries) {
        if (entry.user.id === userId) entries.delete(sessionId);
      }
    },
    setListening(value) {
      changes += 1;
      listening = value;
      entries.clear();
    },
  };
}
