import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { atsUsers } from './auth.ts';

/** Why the server disabled an endpoint (a person disabling it leaves no reason). */
export const webhookDisabledReasons = ['failedForDays'] as const;
export type WebhookDisabledReason = (typeof webhookDisabledReasons)[number];

/**
 * Webhook endpoints (issue 28): where events are POSTed, which events, and the signing secret.
 * The secret is kept as it is (not hashed): the server needs it to sign every delivery.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The subscribed event types (WebhookEventType). */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Payloads carry the candidate's name and e-mail (never an erasure's). */
    includePersonalData: boolean('include_personal_data').notNull().default(false),
    /** `whsec_<base64 of 32 random bytes>`, the Standard Webhooks format. */
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => atsUsers.id, { onDelete: 'set null' }),
    /** Since when every attempt has failed; cleared by a 2xx. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledReason: text('disabled_reason').$type<WebhookDisabledReason>(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'webhook_endpoints_disabled_reason_known',
      sql`${table.disabledReason} is null or ${table.disabledReason} in ('failedForDays')`,
    ),
    // The list: newest first.
    index('webhook_endpoints_created_idx').on(table.createdAt.desc(), table.id),
  ],
);

/**
 * One event, written in the transaction of the change it tells of (the outbox pattern); its
 * deliveries, one per subscribed endpoint, are written with it. The candidate's personal data
 * is kept apart from the rest, so that an erasure can clear it from messages not yet sent.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    /** The `webhook-id` of every attempt of every delivery of the event. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** Orders the events (a transaction may write two at the same `now()`). */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    eventType: text('event_type').notNull(),
    version: integer('version').notNull().default(1),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The candidate it is about, when there is one: deliveries with one key go in order. */
    orderingKey: uuid('ordering_key'),
    /** The payload's `data`, without personal data. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** `data.candidate` for endpoints with includePersonalData; cleared by an erasure. */
    personalData: jsonb('personal_data').$type<Record<string, unknown>>(),
  },
  (table) => [
    // The erasure's scrub of a candidate's messages.
    index('webhook_messages_ordering_key_idx').on(table.orderingKey),
    uniqueIndex('webhook_messages_sequence_key').on(table.sequence),
  ],
);

/** A delivery's state: waiting (to be sent, or retried), received (2xx), or given up. */
export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** One message to one endpoint, sent until it answers 2xx or the retries run out. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    /** The message's, copied: the claim's order check reads deliveries only. */
    orderingKey: uuid('ordering_key'),
    messageSequence: bigint('message_sequence', { mode: 'number' }).notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    /** Attempts since the delivery was (re)queued: the retry schedule counts these. */
    attempts: integer('attempts').notNull().default(0),
    /** Attempts ever made (redeliveries too), for the log's attempt numbers. */
    totalAttempts: integer('total_attempts').notNull().default(0),
    /**
     * When a worker may take it next. Claiming it moves this on, so that no other worker takes
     * it while it is sent, and a worker that dies mid-send gives it back.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sent by a person's action (test event, redeliver): also to a disabled endpoint. */
    manual: boolean('manual').notNull().default(false),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastResponseStatus: integer('last_response_status'),
    lastLatencyMs: integer('last_latency_ms'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'webhook_deliveries_status_known',
      sql`${table.status} in ('pending', 'delivered', 'failed')`,
    ),
    uniqueIndex('webhook_deliveries_endpoint_message_key').on(table.endpointId, table.messageId),
    // The worker's claim: pending rows due first.
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    // The order check: an earlier pending delivery of the same endpoint and candidate.
    index('webhook_deliveries_order_idx')
      .on(table.endpointId, table.orderingKey, table.messageSequence)
      .where(sql`${table.status} = 'pending'`),
    // The delivery log of an endpoint: newest event first.
    index('webhook_deliveries_log_idx').on(table.endpointId, table.messageSequence.desc()),
    index('webhook_deliveries_message_idx').on(table.messageId),
  ],
);

/** Every attempt of a delivery: when, the answer's status, how long it took, what failed. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptNumber: integer('attempt_number').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    responseStatus: integer('response_status'),
    latencyMs: integer('latency_ms'),
    error: text('error'),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attemptNumber)],
);
