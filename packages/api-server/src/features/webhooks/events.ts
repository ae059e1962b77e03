import { recruitmentStatusNames, type Schema, stageTypeNames } from '@ats/api-sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  recruitees,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from '../../db/schema/index.ts';

/** The events an endpoint may subscribe to (the contract's WebhookEventType). */
export const webhookEventTypes = [
  'application.received',
  'candidate.stage_changed',
  'candidate.hired',
  'candidate.erased',
  'recruitment.status_changed',
  'meeting.scheduled',
  'meeting.changed',
  'meeting.cancelled',
  'score.given',
] as const satisfies readonly Schema<'WebhookEventType'>[];
export type WebhookEventType = (typeof webhookEventTypes)[number];

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (webhookEventTypes as readonly string[]).includes(value);
}

/** The payload version every event has today; a change that breaks readers makes a new one. */
export const webhookEventVersion = 1;

/** Each event's `data`, as the contract's `webhooks` section documents it. */
interface WebhookEventData {
  'application.received': Schema<'WebhookApplicationReceivedData'>;
  'candidate.stage_changed': Schema<'WebhookCandidateStageChangedData'>;
  'candidate.hired': Schema<'WebhookCandidateHiredData'>;
  'candidate.erased': Schema<'WebhookCandidateErasedData'>;
  'recruitment.status_changed': Schema<'WebhookRecruitmentStatusChangedData'>;
  'meeting.scheduled': Schema<'WebhookMeetingData'>;
  'meeting.changed': Schema<'WebhookMeetingData'>;
  'meeting.cancelled': Schema<'WebhookMeetingData'>;
  'score.given': Schema<'WebhookScoreGivenData'>;
}

/** An event to record: its type, the candidate it is about (if any) and its data. */
export type WebhookEvent = {
  [Type in WebhookEventType]: {
    type: Type;
    /**
     * The candidate the event is about: deliveries about one candidate go in order, and
     * endpoints with includePersonalData get their name and e-mail (not for an erasure).
     */
    recruiteeId: string | null;
    /**
     * The data without personal data (`candidate` is added per endpoint when it is sent); a
     * function is called only when some endpoint wants the event (what it reads is skipped
     * where nobody subscribed).
     */
    data:
      | Omit<WebhookEventData[Type], 'candidate'>
      | (() => Promise<Omit<WebhookEventData[Type], 'candidate'>>);
  };
}[WebhookEventType];

/** A stage type's name in payloads (receivers have no table of the numbers). */
export function stageTypeName(stageType: number): Schema<'WebhookStageTypeName'> {
  const name = stageTypeNames[stageType as keyof typeof stageTypeNames];
  if (!name) throw new Error(`unknown stage type ${stageType}`);
  return name;
}

/** A recruitment status's name in payloads. */
export function recruitmentStatusName(status: number): Schema<'WebhookRecruitmentStatusName'> {
  const name = recruitmentStatusNames[status as keyof typeof recruitmentStatusNames];
  if (!name) throw new Error(`unknown recruitment status ${status}`);
  return name;
}

let recordedSincePoke = 0;

/**
 * Whether events were recorded since the last call (and forgets them): the server pokes its
 * delivery worker after a request that recorded some, once the transaction has committed.
 */
export function takeRecordedWebhookEvents(): boolean {
  const recorded = recordedSincePoke > 0;
  recordedSincePoke = 0;
  return recorded;
}

/**
 * Records an event in the caller's transaction (the outbox pattern): the message and one
 * delivery per enabled endpoint subscribed to its type. Nothing is written when no endpoint
 * wants it; a transaction that rolls back takes the event with it.
 */
export async function recordWebhookEvent(tx: Database, event: WebhookEvent): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, includePersonalData: webhookEndpoints.includePersonalData })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.enabled, true), sql`${event.type} = any(${webhookEndpoints.events})`),
    );
  if (endpoints.length === 0) return;
  let personalData: Schema<'WebhookCandidatePersonalData'> | null = null;
  if (
    event.recruiteeId !== null &&
    event.type !== 'candidate.erased' &&
    endpoints.some((endpoint) => endpoint.includePersonalData)
  ) {
    const [candidate] = await tx
      .select({
        firstName: recruitees.firstName,
        lastName: recruitees.lastName,
        email: recruitees.email,
      })
      .from(recruitees)
      .where(eq(recruitees.id, event.recruiteeId));
    personalData = candidate ?? null;
  }
  const data = typeof event.data === 'function' ? await event.data() : event.data;
  const [message] = await tx
    .insert(webhookMessages)
    .values({
      eventType: event.type,
      version: webhookEventVersion,
      orderingKey: event.recruiteeId,
      data: data as Record<string, unknown>,
      personalData,
    })
    .returning({ id: webhookMessages.id, sequence: webhookMessages.sequence });
  if (!message) throw new Error('the webhook message was not recorded');
  await tx.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      messageId: message.id,
      orderingKey: event.recruiteeId,
      messageSequence: message.sequence,
    })),
  );
  recordedSincePoke += 1;
}

/**
 * Clears a candidate's personal data from messages not sent yet (in an erasure's
 * transaction): a retry after the erasure carries ids only.
 */
export async function scrubWebhookPersonalData(tx: Database, recruiteeId: string): Promise<void> {
  await tx
    .update(webhookMessages)
    .set({ personalData: null })
    .where(
      and(
        eq(webhookMessages.orderingKey, recruiteeId),
        sql`${webhookMessages.personalData} is not null`,
      ),
    );
}
