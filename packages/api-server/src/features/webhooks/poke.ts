import type { FastifyInstance } from 'fastify';
import { takeRecordedWebhookEvents } from './events.ts';

/**
 * After a request whose transaction recorded webhook events (and has committed: the answer
 * is sent), tells this process's delivery worker, so that delivery starts now and not at its
 * next look. Requests that recorded none cost nothing.
 */
export function registerWebhookPoke(app: FastifyInstance): void {
  app.decorate('webhookDelivery', { poke() {} });
  app.addHook('onResponse', async () => {
    if (takeRecordedWebhookEvents()) app.webhookDelivery.poke();
  });
}
