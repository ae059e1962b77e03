import { isStaffRole } from '@ats/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { atsUsers, sessions } from '../db/schema/auth.ts';
import type { SessionUser } from '../types.ts';
import { randomToken } from './secrets.ts';
import type { SessionCache } from './session-cache.ts';
import { notifySessionsEnded } from './session-events.ts';

/** The session cookie: an opaque id of a row in `sessions`. */
export const sessionCookieName = 'ats_session';

/** A session ends after this long without requests... */
export const sessionIdleSeconds = 12 * 60 * 60;
/** ...and at the latest this long after sign-in. */
export const sessionAbsoluteSeconds = 7 * 24 * 60 * 60;
/** last_seen_at is written at most this often per session, not on every request. */
const touchIntervalMs = 60 * 1000;

/** Session ids are 32 random bytes in base64url; anything else is not worth a query. */
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * The signed-in user for a session cookie, or null. From the cache when it has the session
 * (a few seconds old at most); otherwise one indexed query joined with the user, and a
 * second, rare one that slides the idle expiry forward (at most once a minute per session).
 */
export async function resolveSession(
  db: Database,
  sessionId: string | undefined,
  cache?: SessionCache,
): Promise<SessionUser | null> {
  if (!sessionId || !sessionIdPattern.test(sessionId)) return null;
  const cached = cache?.get(sessionId);
  if (cached) return { ...cached };
  const mark = cache?.mark() ?? 0;
  const [row] = await db
    .select({
      id: atsUsers.id,
      email: atsUsers.email,
      firstName: atsUsers.firstName,
      lastName: atsUsers.lastName,
      role: atsUsers.role,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(atsUsers, eq(atsUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, sql`now()`),
        // A deactivated person's sessions are deleted; this also holds while that commits.
        eq(atsUsers.status, 'Active'),
      ),
    )
    .limit(1);
  if (!row) return null;

  if (Date.now() - row.lastSeenAt.getTime() > touchIntervalMs) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: sql`now()`,
        expiresAt: sql`least(${sessions.createdAt} + make_interval(secs => ${sessionAbsoluteSeconds}), now() + make_interval(secs => ${sessionIdleSeconds}))`,
      })
      .where(eq(sessions.id, sessionId));
  }
  // The column's check constraint holds it to the domain's roles.
  const role = isStaffRole(row.role) ? row.role : 'Interviewer';
  const user = {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role,
  };
  cache?.set(sessionId, user, row.expiresAt, mark);
  return user;
}

/**
 * Starts a new session for a user, in the caller's transaction. The session the browser
 * had before (if any) is deleted: a session id is never reused across a sign-in.
 */
export async function createSession(
  tx: Executor,
  options: { userId: string; idToken: string | undefined; previousSessionId: string | undefined },
): Promise<{ id: string; expiresAt: Date }> {
  if (options.previousSessionId) {
    const [previous] = await tx
      .delete(sessions)
      .where(eq(sessions.id, options.previousSessionId))
      .returning({ userId: sessions.userId });
    if (previous) await notifySessionsEnded(tx, previous.userId);
  }
  // Housekeeping on the expires_at index, so expired rows do not pile up.
  await tx.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));

  const id = randomToken();
  const [created] = await tx
    .insert(sessions)
    .values({
      id,
      userId: options.userId,
      idToken: options.idToken ?? null,
      expiresAt: sql`now() + make_interval(secs => ${sessionIdleSeconds})`,
    })
    .returning({ expiresAt: sessions.expiresAt });
  if (!created) throw new Error('Session was not created');
  return { id, expiresAt: created.expiresAt };
}

/**
 * Deletes a session (every server forgets it when the transaction commits); returns its ID
 * token (for the provider's end-session call), if any.
 */
export async function deleteSession(
  tx: Executor,
  sessionId: string | undefined,
): Promise<{ idToken: string | null } | null> {
  if (!sessionId || !sessionIdPattern.test(sessionId)) return null;
  const [deleted] = await tx
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ idToken: sessions.idToken, userId: sessions.userId });
  if (!deleted) return null;
  await notifySessionsEnded(tx, deleted.userId);
  return { idToken: deleted.idToken };
}

export function setSessionCookie(
  reply: FastifyReply,
  sessionId: string,
  options: { secure: boolean },
): void {
  reply.setCookie(sessionCookieName, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    // The browser may keep it for the absolute lifetime; the server enforces the idle one.
    maxAge: sessionAbsoluteSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: { secure: boolean }): void {
  reply.clearCookie(sessionCookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
  });
}
