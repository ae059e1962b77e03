import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import {
  bareHostname,
  isLocalAddress,
  lookupRefusingLocalAddresses,
  signatureHeaders,
} from '../features/webhooks/index.ts';
import { type PollingWorker, startPollingWorker } from './polling-worker.ts';

/** Deliveries taken per claim; they are sent at once (one per endpoint and candidate). */
const defaultBatchSize = 20;
/** How often each server looks for due deliveries (a commit that records events pokes it). */
export const webhookPollIntervalMs = 5_000;
/** An attempt that gets no full answer in this time has failed. */
const timeoutMs = 10_000;
/** A claimed delivery is not due again for this long: time to send it, or a dead worker's. */
const claimSeconds = 60;
/** The answer's body is read (and dropped) up to this size; the rest is not waited for. */
const maxResponseBytes = 64 * 1024;

/**
 * The pause after each failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (about 28 h
 * in all); the attempt after the last pause failing too gives the delivery up.
 */
export const webhookRetrySeconds = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000] as const;

/** An endpoint every attempt to which has failed for this long is disabled (failedForDays). */
export const disableAfterFailingDays = 5;

export interface WebhookDeliveryContext {
  db: Database;
  log: FastifyBaseLogger;
  /** WEBHOOKS_ALLOW_LOCAL_ADDRESSES: may connect to loopback and private addresses. */
  allowLocalAddresses: boolean;
  batchSize?: number;
  /** Seconds before the next attempt after `attempts` failed ones; null gives it up. */
  retryDelaySeconds?: (attempts: number) => number | null;
  /** Seconds of failing after which an endpoint is disabled (tests shorten it). */
  disableAfterFailingSeconds?: number;
}

function standardRetryDelay(attempts: number): number | null {
  return webhookRetrySeconds[attempts - 1] ?? null;
}

interface ClaimedDelivery {
  id: string;
  endpointId: string;
  messageId: string;
  attempts: number;
  totalAttempts: number;
  url: string;
  secret: string;
  includePersonalData: boolean;
  eventType: string;
  version: number;
  occurredAt: Date;
  data: Record<string, unknown>;
  personalData: Record<string, unknown> | null;
}

/**
 * Claims due deliveries atomically (one UPDATE over rows picked FOR UPDATE SKIP LOCKED, so
 * servers share the work and never send one twice at once), in order per endpoint and
 * candidate: a delivery waits while an earlier one of its endpoint and candidate is pending
 * (sent right now, or waiting for a retry); one given up no longer holds the others back.
 * Deliveries to a disabled endpoint wait, unless a person asked for them (test, redeliver).
 */
async function claimDueDeliveries(db: Database, batchSize: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute<{
    id: string;
    endpoint_id: string;
    message_id: string;
    attempts: number;
    total_attempts: number;
    url: string;
    secret: string;
    include_personal_data: boolean;
    event_type: string;
    version: number;
    occurred_at: string | Date;
    data: Record<string, unknown>;
    personal_data: Record<string, unknown> | null;
    message_sequence: string | number;
  }>(sql`
    with claimed as (
      update webhook_deliveries
      set attempts = attempts + 1,
          total_attempts = total_attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${claimSeconds})
      where id in (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        where d.status = 'pending' and d.next_attempt_at <= now() and (e.enabled or d.manual)
          and (d.ordering_key is null or not exists (
            select 1 from webhook_deliveries earlier
            where earlier.endpoint_id = d.endpoint_id
              and earlier.ordering_key = d.ordering_key
              and earlier.status = 'pending'
              and earlier.message_sequence < d.message_sequence
          ))
        order by d.next_attempt_at, d.message_sequence
        limit ${batchSize}
        for update of d skip locked
      )
      returning id, endpoint_id, message_id, attempts, total_attempts, message_sequence
    )
    select c.id, c.endpoint_id, c.message_id, c.attempts, c.total_attempts, c.message_sequence,
      e.url, e.secret, e.include_personal_data,
      m.event_type, m.version, m.occurred_at, m.data, m.personal_data
    from claimed c
    join webhook_endpoints e on e.id = c.endpoint_id
    join webhook_messages m on m.id = c.message_id
  `);
  return result.rows.map((row) => ({
    id: row.id,
    endpointId: row.endpoint_id,
    messageId: row.message_id,
    attempts: Number(row.attempts),
    totalAttempts: Number(row.total_attempts),
    url: row.url,
    secret: row.secret,
    includePersonalData: row.include_personal_data,
    eventType: row.event_type,
    version: Number(row.version),
    occurredAt: new Date(row.occurred_at),
    data: row.data,
    personalData: row.personal_data,
  }));
}

/** The body of a delivery: `{ type, version, timestamp, data }`, personal data per endpoint. */
export function webhookBody(delivery: ClaimedDelivery): string {
  const data =
    delivery.includePersonalData && delivery.personalData
      ? { ...delivery.data, candidate: delivery.personalData }
      : delivery.data;
  return JSON.stringify({
    type: delivery.eventType,
    version: delivery.version,
    timestamp: delivery.occurredAt.toISOString(),
    data,
  });
}

export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  error: string | null;
}

/**
 * POSTs one attempt with node:http(s): no redirect followed (a 3xx fails, saying so), 10 s in
 * all, and, unless local addresses are allowed, a connection only to a public address (the
 * lookup refuses the others; an IP literal in the URL is checked here, as no lookup runs).
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowLocalAddresses: boolean,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, latencyMs: elapsed() });
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      finish({ ok: false, status: null, error: 'not a URL' });
      return;
    }
    const hostname = bareHostname(target);
    if (!allowLocalAddresses && isIP(hostname) !== 0 && isLocalAddress(hostname)) {
      finish({
        ok: false,
        status: null,
        error: `refused: ${hostname} is a local or private address`,
      });
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'ats-webhooks/1',
          ...headers,
        },
        ...(allowLocalAddresses ? {} : { lookup: lookupRefusingLocalAddresses }),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          // Enough read: the answer's status is what counts.
          if (received > maxResponseBytes) response.destroy();
        });
        const done = () => {
          if (status >= 200 && status < 300) {
            finish({ ok: true, status, error: null });
          } else if (status >= 300 && status < 400) {
            finish({
              ok: false,
              status,
              error: `redirect (${status}) not followed: the endpoint URL must answer itself`,
            });
          } else {
            finish({ ok: false, status, error: `answered ${status}` });
          }
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error: Error) => {
      const reason =
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? `no answer in ${timeoutMs / 1000} s`
          : error.message;
      finish({ ok: false, status: null, error: reason.slice(0, 2000) });
    });
    request.end(body);
  });
}

/** Records an attempt's outcome: the log row, the delivery's state and the endpoint's health. */
async function recordOutcome(
  context: WebhookDeliveryContext,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
): Promise<void> {
  const { endpointId } = delivery;
  const retryDelay = context.retryDelaySeconds ?? standardRetryDelay;
  const disableAfter = context.disableAfterFailingSeconds ?? disableAfterFailingDays * 86_400;
  await context.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attemptNumber: delivery.totalAttempts,
      responseStatus: outcome.status,
      latencyMs: outcome.latencyMs,
      error: outcome.error,
    });
    const last = {
      lastAttemptAt: sql`now()`,
      lastResponseStatus: outcome.status,
      lastLatencyMs: outcome.latencyMs,
      lastError: outcome.error,
    };
    if (outcome.ok) {
      await tx
        .update(webhookDeliveries)
        .set({ ...last, status: 'delivered', deliveredAt: sql`now()` })
        .where(eq(webhookDeliveries.id, delivery.id));
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, endpointId));
      return;
    }
    const delay = retryDelay(delivery.attempts);
    await tx
      .update(webhookDeliveries)
      .set({
        ...last,
        ...(delay === null
          ? { status: 'failed' }
          : { nextAttemptAt: sql`now() + make_interval(secs => ${delay})` }),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning({
        enabled: webhookEndpoints.enabled,
        failingTooLong: sql<boolean>`${webhookEndpoints.failingSince} <= now() - make_interval(secs => ${disableAfter})`,
      });
    if (endpoint?.enabled && endpoint.failingTooLong) {
      // Disabled with a reason Settings shows; what waits for it is given up (enabling it
      // again does not send a backlog of days).
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: 'failedForDays', disabledAt: sql`now()` })
        .where(eq(webhookEndpoints.id, endpointId));
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed' })
        .where(
          sql`${webhookDeliveries.endpointId} = ${endpointId} and ${webhookDeliveries.status} = 'pending' and not ${webhookDeliveries.manual}`,
        );
      context.log.warn(
        { webhookEndpointId: endpointId },
        'webhook endpoint disabled after failing for days',
      );
    }
  });
}

export interface WebhookDeliveryOutcome {
  delivered: number;
  failed: number;
}

/** Sends the deliveries due now, one attempt each, and records how each went. */
export async function deliverDueWebhooks(
  context: WebhookDeliveryContext,
): Promise<WebhookDeliveryOutcome> {
  const claimed = await claimDueDeliveries(context.db, context.batchSize ?? defaultBatchSize);
  const outcome: WebhookDeliveryOutcome = { delivered: 0, failed: 0 };
  await Promise.all(
    claimed.map(async (delivery) => {
      const body = webhookBody(delivery);
      const result = await postWebhook(
        delivery.url,
        signatureHeaders(delivery.secret, delivery.messageId, body),
        body,
        context.allowLocalAddresses,
      );
      if (result.ok) outcome.delivered += 1;
      else outcome.failed += 1;
      await recordOutcome(context, delivery, result);
      if (!result.ok) {
        context.log.info(
          { webhookDeliveryId: delivery.id, attempts: delivery.attempts, reason: result.error },
          'webhook not delivered; it will be retried unless given up',
        );
      }
    }),
  );
  return outcome;
}

/**
 * Looks for due deliveries every few seconds, and at once when `poke` is called after a
 * commit. After a round that sent something it looks again at once (the next events of the
 * same candidates are due). The returned stop function ends the schedule and waits for the
 * round under way.
 */
export function startWebhookDeliveryWorker(
  context: WebhookDeliveryContext,
  intervalMs = webhookPollIntervalMs,
): PollingWorker {
  return startPollingWorker({
    intervalMs,
    round: async () => {
      const outcome = await deliverDueWebhooks(context);
      return outcome.delivered + outcome.failed > 0;
    },
    onError: (error) => context.log.error({ err: error }, 'webhook delivery failed'),
  });
}
