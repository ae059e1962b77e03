import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { type PollingWorker, startPollingWorker } from './polling-worker.ts';

/** Messages taken per claim; a worker sends them one after another. */
const defaultBatchSize = 20;
/** How often each server looks for due messages. */
export const outboxPollIntervalMs = 5_000;
/** A claimed message is not due again for this long: time to send it, or a dead worker's. */
const claimSeconds = 120;
/** The pause after the first failure; it doubles with every further one, up to the cap. */
const firstRetrySeconds = 30;
const maxRetrySeconds = 60 * 60;
/**
 * Refused as permanent (5xx) this many times, a message is given up ('failed'); a server
 * that is down or answers 4xx (try later) is retried for as long as it takes.
 */
const maxPermanentFailures = 10;

export interface OutboxJobContext {
  db: Database;
  /** Sends through the SMTP server (nodemailer's SMTP transport). */
  transport: Transporter;
  /** The From address (MAIL_FROM); the sender's name goes with it. */
  from: string;
  log: FastifyBaseLogger;
  batchSize?: number;
  /** Seconds to wait before the next attempt after `attempts` failed ones. */
  retryDelaySeconds?: (attempts: number) => number;
}

/** 30 s, 1 min, 2 min, ... up to an hour. */
export function exponentialRetrySeconds(attempts: number): number {
  return Math.min(maxRetrySeconds, firstRetrySeconds * 2 ** Math.max(0, attempts - 1));
}

/** nodemailer's SMTP transport for SMTP_URL (smtp://user:password@host:port, smtps://...). */
export function createSmtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl);
}

interface ClaimedMessage {
  id: string;
  fromName: string | null;
  replyTo: string | null;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  calendar: { method: string; content: string } | null;
  attempts: number;
}

/**
 * Claims due messages atomically: one UPDATE over rows picked `FOR UPDATE SKIP LOCKED`, so
 * several servers share the outbox without sending a message twice; the claim counts the
 * attempt and moves the message's next attempt on (see `claimSeconds`).
 */
async function claimDueMessages(db: Database, batchSize: number): Promise<ClaimedMessage[]> {
  const result = await db.execute<{
    id: string;
    from_name: string | null;
    reply_to: string | null;
    to_address: string;
    subject: string;
    html: string;
    text: string;
    calendar: { method: string; content: string } | null;
    attempts: number;
    created_at: string | Date;
  }>(sql`
    update ${outboxMessages}
    set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${claimSeconds})
    where id in (
      select id from ${outboxMessages}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, created_at, id
      limit ${batchSize}
      for update skip locked
    )
    returning id, from_name, reply_to, to_address, subject, html, text, calendar, attempts,
      created_at
  `);
  // RETURNING keeps no order: sent oldest first, so that a meeting's invite goes before its
  // update or cancellation (calendars also order them by SEQUENCE).
  const rows = [...result.rows].sort(
    (first, second) =>
      new Date(first.created_at).getTime() - new Date(second.created_at).getTime() ||
      first.id.localeCompare(second.id),
  );
  return rows.map((row) => ({
    id: row.id,
    fromName: row.from_name,
    replyTo: row.reply_to,
    toAddress: row.to_address,
    subject: row.subject,
    html: row.html,
    text: row.text,
    calendar: row.calendar,
    attempts: Number(row.attempts),
  }));
}

/** The address part of MAIL_FROM ("Name <a@b>" or "a@b"), for the From header. */
function fromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** A stable Message-ID: a retried message keeps it, so a receiver can drop a duplicate. */
function messageIdOf(id: string, from: string): string {
  const domain = fromAddress(from).split('@')[1] ?? 'ats.local';
  return `<${id}@${domain}>`;
}

function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

async function send(context: OutboxJobContext, message: ClaimedMessage): Promise<void> {
  const address = fromAddress(context.from);
  await context.transport.sendMail({
    from: message.fromName ? { name: message.fromName, address } : context.from,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    to: message.toAddress,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: messageIdOf(message.id, context.from),
    ...(message.calendar
      ? {
          icalEvent: {
            method: message.calendar.method,
            filename: 'invite.ics',
            content: message.calendar.content,
          },
        }
      : {}),
  });
}

export interface DeliveryOutcome {
  sent: number;
  failed: number;
}

/**
 * Sends the messages due now, once each: a message the SMTP server accepts is marked sent;
 * one it refuses (or cannot be reached for) waits for its next attempt, later each time.
 */
export async function deliverDueMessages(context: OutboxJobContext): Promise<DeliveryOutcome> {
  const { db, log } = context;
  const retryDelay = context.retryDelaySeconds ?? exponentialRetrySeconds;
  const claimed = await claimDueMessages(db, context.batchSize ?? defaultBatchSize);
  const outcome: DeliveryOutcome = { sent: 0, failed: 0 };
  for (const message of claimed) {
    try {
      await send(context, message);
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(outboxMessages.id, message.id));
      outcome.sent += 1;
    } catch (error) {
      outcome.failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      const givesUp = isPermanentRefusal(error) && message.attempts >= maxPermanentFailures;
      await db
        .update(outboxMessages)
        .set({
          status: givesUp ? 'failed' : 'pending',
          lastError: reason.slice(0, 2000),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelay(message.attempts)})`,
        })
        .where(eq(outboxMessages.id, message.id));
      log.warn(
        { outboxMessageId: message.id, attempts: message.attempts, reason, givesUp },
        'mail not sent; it will be retried unless given up',
      );
    }
  }
  if (outcome.sent > 0) log.info({ sent: outcome.sent }, 'mail sent');
  return outcome;
}

/**
 * Looks for due messages every few seconds (and at once when `poke` is called after a
 * commit). The returned stop function ends the schedule, waits for a delivery under way and
 * closes the transport (call it before closing the database).
 */
export function startOutboxWorker(
  context: OutboxJobContext,
  intervalMs = outboxPollIntervalMs,
): PollingWorker {
  const worker = startPollingWorker({
    intervalMs,
    round: async () => {
      const outcome = await deliverDueMessages(context);
      // A full batch may have left more behind.
      return outcome.sent + outcome.failed >= (context.batchSize ?? defaultBatchSize);
    },
    onError: (error) => context.log.error({ err: error }, 'outbox delivery failed'),
  });
  return {
    poke: worker.poke,
    stop: async () => {
      await worker.stop();
      context.transport.close();
    },
  };
}
