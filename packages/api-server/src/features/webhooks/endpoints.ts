import type { Schema } from '@ats/api-sdk';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { atsUsers, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import { checkEndpointUrl } from './endpoint-url.ts';
import { isWebhookEventType } from './events.ts';
import { newWebhookSecret, secretHint } from './signing.ts';

type WebhookEndpoint = Schema<'WebhookEndpoint'>;
type WebhookEndpointInput = Schema<'WebhookEndpointInput'>;

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  includePersonalData: webhookEndpoints.includePersonalData,
  secret: webhookEndpoints.secret,
  createdAt: webhookEndpoints.createdAt,
  creatorFirstName: atsUsers.firstName,
  creatorLastName: atsUsers.lastName,
  failingSince: webhookEndpoints.failingSince,
  disabledReason: webhookEndpoints.disabledReason,
  disabledAt: webhookEndpoints.disabledAt,
};

type EndpointRow = {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  includePersonalData: boolean;
  secret: string;
  createdAt: Date;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  failingSince: Date | null;
  disabledReason: string | null;
  disabledAt: Date | null;
};

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events.filter(isWebhookEventType),
    enabled: row.enabled,
    includePersonalData: row.includePersonalData,
    secretHint: secretHint(row.secret),
    createdAt: row.createdAt.toISOString(),
    createdByName:
      row.creatorFirstName === null
        ? null
        : `${row.creatorFirstName} ${row.creatorLastName ?? ''}`.trim(),
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledReason: row.disabledReason === 'failedForDays' ? 'failedForDays' : null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

function selectEndpoints(db: Pick<Database, 'select'>) {
  return db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .leftJoin(atsUsers, eq(atsUsers.id, webhookEndpoints.createdBy));
}

/** A page of endpoints, newest first (webhook_endpoints_created_idx). */
export async function selectWebhookEndpointPage(
  db: Database,
  request: { page: number; pageSize: number },
): Promise<Schema<'WebhookEndpointPage'>> {
  const [rows, [total]] = await Promise.all([
    selectEndpoints(db)
      .orderBy(sql`${webhookEndpoints.createdAt} desc nulls last`, webhookEndpoints.id)
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ count: count() }).from(webhookEndpoints),
  ]);
  return {
    result: rows.map(toEndpoint),
    totalCount: total?.count ?? 0,
    pageNumber: request.page,
  };
}

/** One endpoint; 404 when there is none with the id. */
export async function selectWebhookEndpoint(
  db: Pick<Database, 'select'>,
  id: string,
): Promise<WebhookEndpoint> {
  const [row] = await selectEndpoints(db).where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound('no webhook endpoint with this id');
  return toEndpoint(row);
}

/** The endpoint's events, deduplicated, in the contract's order. */
function eventsOf(input: WebhookEndpointInput): string[] {
  return [...new Set(input.events)];
}

/** Adds an endpoint with a new secret (answered once), with its audit entry. */
export async function insertWebhookEndpoint(
  db: Database,
  actorUserId: string,
  input: WebhookEndpointInput,
  allowLocalAddresses: boolean,
): Promise<Schema<'WebhookEndpointWithSecret'>> {
  const url = await checkEndpointUrl(input.url, allowLocalAddresses);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        url,
        description: input.description ?? '',
        events: eventsOf(input),
        enabled: input.enabled,
        includePersonalData: input.includePersonalData,
        secret,
        createdBy: actorUserId,
      })
      .returning({ id: webhookEndpoints.id });
    if (!row) throw new Error('the webhook endpoint was not inserted');
    const endpoint = await selectWebhookEndpoint(tx, row.id);
    await recordAudit(tx, {
      actorUserId,
      action: 'webhook.added',
      targetType: 'webhookEndpoint',
      targetId: row.id,
      targetName: url,
      details: {
        events: endpoint.events,
        enabled: endpoint.enabled,
        includePersonalData: endpoint.includePersonalData,
      },
    });
    return { endpoint, secret };
  });
}

/** Replaces an endpoint's settings, with an audit entry of what changed. */
export async function updateWebhookEndpoint(
  db: Database,
  actorUserId: string,
  id: string,
  input: WebhookEndpointInput,
  allowLocalAddresses: boolean,
): Promise<WebhookEndpoint> {
  const url = await checkEndpointUrl(input.url, allowLocalAddresses);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .for('update');
    if (!locked) throw notFound('no webhook endpoint with this id');
    const before = await selectWebhookEndpoint(tx, id);
    await tx
      .update(webhookEndpoints)
      .set({
        url,
        description: input.description ?? '',
        events: eventsOf(input),
        enabled: input.enabled,
        includePersonalData: input.includePersonalData,
        // Enabled again by a person: the failure is forgotten.
        ...(input.enabled
          ? { failingSince: null, disabledReason: null, disabledAt: null }
          : before.enabled
            ? { disabledAt: sql`now()` }
            : {}),
      })
      .where(eq(webhookEndpoints.id, id));
    const after = await selectWebhookEndpoint(tx, id);
    const changes: Record<string, unknown> = {};
    for (const key of ['url', 'description', 'events', 'enabled', 'includePersonalData'] as const) {
      if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
        changes[key] = { from: before[key], to: after[key] };
      }
    }
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actorUserId,
        action: 'webhook.edited',
        targetType: 'webhookEndpoint',
        targetId: id,
        targetName: after.url,
        details: changes,
      });
    }
    return after;
  });
}

/** Deletes an endpoint and its deliveries (cascade), with its audit entry; 404 when none. */
export async function deleteWebhookEndpoint(
  db: Database,
  actorUserId: string,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ url: webhookEndpoints.url });
    if (!row) throw notFound('no webhook endpoint with this id');
    await recordAudit(tx, {
      actorUserId,
      action: 'webhook.deleted',
      targetType: 'webhookEndpoint',
      targetId: id,
      targetName: row.url,
    });
  });
}

/** Replaces the signing secret; answers the new one (shown once). Audited, without the secret. */
export async function rotateWebhookSecret(
  db: Database,
  actorUserId: string,
  id: string,
): Promise<Schema<'WebhookSecret'>> {
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secret })
      .where(eq(webhookEndpoints.id, id))
      .returning({ url: webhookEndpoints.url });
    if (!row) throw notFound('no webhook endpoint with this id');
    await recordAudit(tx, {
      actorUserId,
      action: 'webhook.secretRotated',
      targetType: 'webhookEndpoint',
      targetId: id,
      targetName: row.url,
    });
    return { secret };
  });
}

/** Whether an endpoint exists (404 otherwise); for the calls that name one. */
export async function requireWebhookEndpoint(db: Pick<Database, 'select'>, id: string) {
  const [row] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound('no webhook endpoint with this id');
}

/** The delivery of an endpoint, or 404. */
export async function requireWebhookDelivery(
  db: Pick<Database, 'select'>,
  endpointId: string,
  deliveryId: string,
) {
  const [row] = await db
    .select({ id: webhookDeliveries.id, messageId: webhookDeliveries.messageId })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  if (!row) throw notFound('no delivery with this id at this endpoint');
  return row;
}
