import type { Schema } from '@ats/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../../src/db/schema/index.ts';
import { isLocalAddress } from '../../../src/features/webhooks/index.ts';
import { postWebhook } from '../../../src/jobs/webhook-delivery-job.ts';
import { useTestApp } from '../../support/app.ts';
import { type Receiver, startReceiver, waitFor } from './receiver.ts';
import { adminWebhookApi, expectStatus, useDeliveryWorker } from './support.ts';

describe('local and private addresses', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '100.64.1.1',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::192.168.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isLocalAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows %s', (address) => {
    expect(isLocalAddress(address)).toBe(false);
  });
});

describe('connecting when local addresses are not allowed', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it.each([
    ['a loopback literal', (port: number) => `http://127.0.0.1:${port}/hook`],
    ['an IPv4-mapped IPv6 literal', (port: number) => `http://[::ffff:127.0.0.1]:${port}/hook`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/hook`],
    [
      'a name that resolves to loopback (checked at connect time)',
      (port: number) => `http://localhost:${port}/hook`,
    ],
  ])('refuses %s', async (_case, urlOf) => {
    const outcome = await postWebhook(urlOf(receiver.port), {}, '{}', false);
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toMatch(/refused/);
    expect(receiver.received).toHaveLength(0);
  });

  it('connects to the same receiver when local addresses are allowed', async () => {
    const outcome = await postWebhook(`http://localhost:${receiver.port}/hook`, {}, '{}', true);
    expect(outcome).toMatchObject({ ok: true, status: 200 });
    receiver.received.length = 0;
  });
});

describe('a delivery to an endpoint saved before local addresses were refused', () => {
  const testApp = useTestApp({ webhooksAllowLocalAddresses: false });
  useDeliveryWorker(testApp, { allowLocalAddresses: false });
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('fails at connect time and says why; the receiver gets nothing', async () => {
    const admin = await adminWebhookApi(testApp);
    // Saved directly: the API refuses the URL (endpoints.test.ts), as a DNS change could.
    const [row] = await testApp.database.db
      .insert(webhookEndpoints)
      .values({
        url: `http://localhost:${receiver.port}/hook`,
        events: ['score.given'],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      })
      .returning({ id: webhookEndpoints.id });
    if (!row) throw new Error('no endpoint');
    expectStatus(await admin.test(row.id), 202);
    let delivery: Schema<'WebhookDelivery'> | undefined;
    await waitFor(async () => {
      const log = expectStatus<Schema<'WebhookDeliveryPage'>>(await admin.deliveries(row.id), 200);
      delivery = log.result[0];
      return (delivery?.attempts ?? 0) >= 1 && delivery?.lastError != null;
    });
    expect(delivery?.lastError).toMatch(
      /refused: localhost resolves to a local or private address/,
    );
    expect(receiver.received).toHaveLength(0);
  });
});
