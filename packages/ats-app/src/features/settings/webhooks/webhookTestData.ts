import type { WebhookDelivery, WebhookEndpoint } from '@ats/api-sdk/rtk';

/** Endpoints and deliveries as the server answers them, for the screens' tests. */
export function endpointOf(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: '5d0b8a50-6c1e-4d47-9b1a-2f0c3e1a0001',
    url: 'https://hooks.example.com/ats',
    description: 'Payroll sync',
    events: ['candidate.hired', 'candidate.stage_changed'],
    enabled: true,
    includePersonalData: false,
    secretHint: 'whsec_AbCd',
    createdAt: '2026-06-01T08:00:00.000Z',
    createdByName: 'Anna Kowalska',
    failingSince: null,
    disabledReason: null,
    disabledAt: null,
    ...overrides,
  };
}

export function deliveryOf(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: '5d0b8a50-6c1e-4d47-9b1a-2f0c3e1a0101',
    messageId: 'msg_2zYx',
    event: 'webhook.test',
    eventTime: '2026-06-12T08:00:00.000Z',
    status: 'delivered',
    attempts: 1,
    lastAttemptAt: '2026-06-12T08:00:01.000Z',
    lastResponseStatus: 200,
    lastLatencyMs: 42,
    lastError: null,
    nextAttemptAt: null,
    ...overrides,
  };
}
