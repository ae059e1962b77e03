import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener is told: each notification's payload, and whether it is listening. */
export interface NotificationHandlers {
  onNotify(payload: string): void;
  /**
   * True once LISTEN took effect (again, after a reconnect); false when the connection that
   * listens is lost: notifications sent meanwhile are missed.
   */
  onListening(listening: boolean): void;
}

export interface Listening {
  /** Stops listening (and closes the dedicated connection). Idempotent. */
  close(): Promise<void>;
}

/** Channel names are identifiers the server writes itself: lower case, digits, underscores. */
const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string) {
  if (!channelPattern.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/**
 * LISTEN on PGlite: the process owns the database, so a notification reaches every listener
 * of the client when the transaction that sent it commits. Nothing to lose, nothing to redo.
 */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listening> {
  checkChannel(channel);
  const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
  handlers.onListening(true);
  let closing: Promise<void> | undefined;
  return {
    close() {
      closing ??= (async () => {
        handlers.onListening(false);
        // A client closed first (the app's database handle) has no listener left to remove.
        if (!client.closed) await unlisten().catch(() => {});
      })();
      return closing;
    },
  };
}

export interface PostgresListenOptions {
  /** The first pause before reconnecting, doubled after each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often the connection is checked with a query (a silently dead one is noticed). */
  pingMs?: number;
  log?: (message: string) => void;
}

/**
 * LISTEN on PostgreSQL, on a connection of its own (a pooled one would go back to the pool,
 * and its LISTEN with it). A lost connection is reported (`onListening(false)`) and opened
 * again with growing pauses; a periodic query notices one that died without a word. The
 * promise resolves after the first attempt, listening or not.
 */
export async function listenOnPostgres(
  clientConfig: pg.ClientConfig,
  channel: string,
  handlers: NotificationHandlers,
  options: PostgresListenOptions = {},
): Promise<Listening> {
  checkChannel(channel);
  const firstRetryMs = options.retryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const pingMs = options.pingMs ?? 15_000;
  const log = options.log ?? (() => {});
  let retryMs = firstRetryMs;
  let closed = false;
  let current: { fail: (error: unknown) => Promise<void> } | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({
      ...clientConfig,
      keepAlive: true,
      // A ping that gets no answer in time means the connection is gone.
      query_timeout: Math.max(1000, Math.floor(pingMs / 2)),
    });
    let pingTimer: NodeJS.Timeout | undefined;
    let ended: Promise<void> | undefined;
    const fail = (error: unknown): Promise<void> => {
      if (ended) return ended;
      clearInterval(pingTimer);
      handlers.onListening(false);
      client.removeAllListeners('notification');
      ended = client.end().catch(() => {});
      if (closed) return ended;
      const reason = error instanceof Error ? error.message : String(error);
      log(`LISTEN ${channel} lost (${reason}); reconnecting in ${retryMs} ms`);
      retryTimer = setTimeout(() => void connect(), retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, maxRetryMs);
      return ended;
    };
    current = { fail };
    client.on('error', (error) => void fail(error));
    client.on('end', () => void fail(new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      void fail(error);
      return;
    }
    if (ended || closed) return;
    retryMs = firstRetryMs;
    handlers.onListening(true);
    pingTimer = setInterval(() => {
      client.query('select 1').catch((error: unknown) => void fail(error));
    }, pingMs);
    pingTimer.unref();
  }

  await connect();
  let closing: Promise<void> | undefined;
  return {
    close() {
      closing ??= (async () => {
        closed = true;
        clearTimeout(retryTimer);
        // A connection in a bad state may never say it ended: closing does not wait for ever.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          current?.fail(new Error('closed')),
          new Promise((resolve) => {
            timer = setTimeout(resolve, 2000);
          }),
        ]);
        clearTimeout(timer);
      })();
      return closing;
    },
  };
}
