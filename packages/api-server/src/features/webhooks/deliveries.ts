import type { Schema } from '@ats/api-sdk';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookMessages } from '../../db/schema/index.ts';
import { requireWebhookDelivery, requireWebhookEndpoint } from './endpoints.ts';
import { isWebhookEventType, webhookEventVersion } from './events.ts';

type WebhookDeliveredEventType = Schema<'WebhookDeliveredEventType'>;

function deliveredEventType(value: string): WebhookDeliveredEventType {
  return isWebhookEventType(value) ? value : 'webhook.test';
}

/** An endpoint's delivery log, newest event first (webhook_deliveries_log_idx); 404 for none. */
export async function selectWebhookDeliveryPage(
  db: Database,
  endpointId: string,
  request: { page: number; pageSize: number },
): Promise<Schema<'WebhookDeliveryPage'>> {
  await requireWebhookEndpoint(db, endpointId);
  // The page's deliveries first, in the index's order however deep, and only then their
  // events: joining before the offset would join every skipped delivery too.
  const page = db
    .select({ id: webhookDeliveries.id, messageSequence: webhookDeliveries.messageSequence })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(sql`${webhookDeliveries.messageSequence} desc nulls last`)
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize)
    .as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: webhookDeliveries.id,
        messageId: webhookDeliveries.messageId,
        event: webhookMessages.eventType,
        eventTime: webhookMessages.occurredAt,
        status: webhookDeliveries.status,
        attempts: webhookDeliveries.totalAttempts,
        lastAttemptAt: webhookDeliveries.lastAttemptAt,
        lastResponseStatus: webhookDeliveries.lastResponseStatus,
        lastLatencyMs: webhookDeliveries.lastLatencyMs,
        lastError: webhookDeliveries.lastError,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
      })
      .from(page)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, page.id))
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .orderBy(sql`${page.messageSequence} desc nulls last`),
    db
      .select({ count: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId)),
  ]);
  return {
    result: rows.map((row) => ({
      id: row.id,
      messageId: row.messageId,
      event: deliveredEventType(row.event),
      eventTime: row.eventTime.toISOString(),
      status: row.status,
      attempts: row.attempts,
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      lastResponseStatus: row.lastResponseStatus,
      lastLatencyMs: row.lastLatencyMs,
      lastError: row.lastError,
      nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    })),
    totalCount: total?.count ?? 0,
    pageNumber: request.page,
  };
}

/**
 * Queues a `webhook.test` message to one endpoint (also a disabled one: a person asked).
 * Answers the delivery and message ids.
 */
export async function queueWebhookTestEvent(
  db: Database,
  endpointId: string,
): Promise<Schema<'WebhookDeliveryQueued'>> {
  return db.transaction(async (tx) => {
    await requireWebhookEndpoint(tx, endpointId);
    const [message] = await tx
      .insert(webhookMessages)
      .values({
        eventType: 'webhook.test',
        version: webhookEventVersion,
        orderingKey: null,
        data: { endpointId, requestedAt: new Date().toISOString() },
      })
      .returning({ id: webhookMessages.id, sequence: webhookMessages.sequence });
    if (!message) throw new Error('the test message was not recorded');
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId,
        messageId: message.id,
        orderingKey: null,
        messageSequence: message.sequence,
        manual: true,
      })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) throw new Error('the test delivery was not recorded');
    return { deliveryId: delivery.id, messageId: message.id };
  });
}

/**
 * Queues a delivery again, due now, as new attempts of the same message (same `webhook-id`):
 * also one that succeeded or was given up, and to a disabled endpoint (a person asked).
 */
export async function queueRedelivery(
  db: Database,
  endpointId: string,
  deliveryId: string,
): Promise<Schema<'WebhookDeliveryQueued'>> {
  return db.transaction(async (tx) => {
    const delivery = await requireWebhookDelivery(tx, endpointId, deliveryId);
    await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: 0, manual: true, nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.id, deliveryId));
    return { deliveryId, messageId: delivery.messageId };
  });
}
