import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Listening } from '../db/notifications.ts';
import type { SessionCache } from './session-cache.ts';

/**
 * The channel on which every server hears that a person's sessions ended or changed: a
 * sign-out, a new sign-in in the same browser, a deactivation, a role change. The payload
 * is the person's user id (never a session id: those are secrets).
 */
export const sessionsEndedChannel = 'ats_sessions_ended';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tells every server, when the caller's transaction commits (and only if it does), to forget
 * the sessions of `userId` it has cached: their next request reads the session again.
 */
export async function notifySessionsEnded(
  tx: Pick<Database, 'execute'>,
  userId: string,
): Promise<void> {
  await tx.execute(sql`select pg_notify(${sessionsEndedChannel}, ${userId})`);
}

/**
 * Keeps this process's session cache in step with every server's: each notification drops
 * that person's entries, and the cache is used only while listening (a lost connection
 * empties and bypasses it until LISTEN holds again). Something other than a user id (sent
 * by hand: `select pg_notify('ats_sessions_ended', 'all')`) empties the whole cache.
 */
export function listenForEndedSessions(
  database: Pick<DatabaseHandle, 'listen'>,
  cache: SessionCache,
  log: (message: string) => void,
): Promise<Listening> {
  return database.listen(
    sessionsEndedChannel,
    {
      onNotify(payload) {
        if (uuidPattern.test(payload)) {
          cache.deleteUser(payload.toLowerCase());
        } else {
          cache.setListening(false);
          cache.setListening(true);
        }
      },
      onListening: (listening) => cache.setListening(listening),
    },
    { log },
  );
}
