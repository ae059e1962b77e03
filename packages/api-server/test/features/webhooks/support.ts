import type { Schema } from '@ats/api-sdk';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  startWebhookDeliveryWorker,
  type WebhookDeliveryContext,
} from '../../../src/jobs/webhook-delivery-job.ts';
import type { TestApp } from '../../support/app.ts';
import { signedInHeaders } from '../../support/sign-in.ts';

/** Anna Kowalska, the demo administrator. */
export const adminEmail = 'recruiter@example.com';

export type WebhookApi = ReturnType<typeof webhookApi>;

/** Calls of the webhook settings as a signed-in person. */
export function webhookApi(testApp: TestApp, headers: Record<string, string>) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    send,
    add: (input: Partial<Schema<'WebhookEndpointInput'>> & { url: string }) =>
      send('POST', '/api/Settings/Webhooks', {
        events: ['candidate.stage_changed'],
        enabled: true,
        includePersonalData: false,
        ...input,
      }),
    edit: (id: string, input: Schema<'WebhookEndpointInput'>) =>
      send('PUT', `/api/Settings/Webhooks/${id}`, input),
    get: (id: string) => send('GET', `/api/Settings/Webhooks/${id}`),
    list: () => send('GET', '/api/Settings/Webhooks'),
    remove: (id: string) => send('DELETE', `/api/Settings/Webhooks/${id}`),
    rotate: (id: string) => send('POST', `/api/Settings/Webhooks/${id}/rotateSecret`),
    test: (id: string) => send('POST', `/api/Settings/Webhooks/${id}/test`),
    deliveries: (id: string) => send('GET', `/api/Settings/Webhooks/${id}/Deliveries`),
    redeliver: (id: string, deliveryId: string) =>
      send('POST', `/api/Settings/Webhooks/${id}/Deliveries/${deliveryId}/redeliver`),
  };
}

export async function adminWebhookApi(testApp: TestApp): Promise<WebhookApi> {
  return webhookApi(testApp, await signedInHeaders(testApp.app, adminEmail));
}

/** The JSON of a response, after checking its status. */
export function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return (response.body ? response.json() : undefined) as T;
}

/**
 * Runs a delivery worker for the app (as main.ts does), quick to retry: the app's commits poke
 * it. Stopped in afterAll.
 */
export function useDeliveryWorker(
  testApp: TestApp,
  options: Partial<Omit<WebhookDeliveryContext, 'db' | 'log'>> = {},
) {
  let worker: ReturnType<typeof startWebhookDeliveryWorker> | undefined;
  beforeAll(() => {
    worker = startWebhookDeliveryWorker(
      {
        db: testApp.database.db,
        log: testApp.app.log,
        allowLocalAddresses: true,
        retryDelaySeconds: (attempts) => (attempts < 4 ? 0.2 : null),
        ...options,
      },
      100,
    );
    testApp.app.webhookDelivery = worker;
  });
  afterAll(async () => {
    await worker?.stop();
  });
}
