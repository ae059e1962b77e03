import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookMessages } from '../../../src/db/schema/index.ts';
import { deleteOldWebhookMessages } from '../../../src/jobs/webhook-log-cleanup.ts';
import { useTestApp } from '../../support/app.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import { adminEmail, webhookApi } from './support.ts';

describe('the webhook log cleanup', () => {
  const testApp = useTestApp();

  it('deletes events older than the retention with their deliveries, and keeps newer ones', async () => {
    const api = webhookApi(testApp, await signedInHeaders(testApp.app, adminEmail));
    const added = await api.add({ url: 'http://127.0.0.1:9/hook' });
    expect(added.statusCode, added.body).toBe(201);
    const endpointId = added.json().endpoint.id as string;
    for (let index = 0; index < 3; index += 1) {
      expect((await api.test(endpointId)).statusCode).toBe(202);
    }
    const { db } = testApp.app;
    const messages = await db
      .select({ id: webhookMessages.id })
      .from(webhookMessages)
      .orderBy(webhookMessages.sequence);
    expect(messages).toHaveLength(3);
    // The two oldest are 31 days old.
    for (const message of messages.slice(0, 2)) {
      await db
        .update(webhookMessages)
        .set({ occurredAt: sql`now() - interval '31 days'` })
        .where(eq(webhookMessages.id, message.id));
    }

    expect(await deleteOldWebhookMessages(db)).toBe(2);
    const left = await db.select({ id: webhookMessages.id }).from(webhookMessages);
    expect(left.map(({ id }) => id)).toEqual([messages[2]?.id]);
    const deliveries = await db
      .select({ messageId: webhookDeliveries.messageId })
      .from(webhookDeliveries);
    expect(deliveries.map(({ messageId }) => messageId)).toEqual([messages[2]?.id]);
    expect(await deleteOldWebhookMessages(db)).toBe(0);
  });
});
