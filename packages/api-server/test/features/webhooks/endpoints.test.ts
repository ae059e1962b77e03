import type { Schema } from '@ats/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { auditOf } from '../../support/audit.ts';
import { adminWebhookApi, expectStatus, type WebhookApi } from './support.ts';

type Created = Schema<'WebhookEndpointWithSecret'>;
type Endpoint = Schema<'WebhookEndpoint'>;

describe('webhook endpoints (settings)', () => {
  const testApp = useTestApp();
  let admin: WebhookApi;
  beforeAll(async () => {
    admin = await adminWebhookApi(testApp);
  });

  it('adds an endpoint and answers its secret once, in the Standard Webhooks format', async () => {
    const created = expectStatus<Created>(
      await admin.add({ url: 'https://hooks.example.com/ats', description: 'Payroll' }),
      201,
    );
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.endpoint).toMatchObject({
      url: 'https://hooks.example.com/ats',
      description: 'Payroll',
      events: ['candidate.stage_changed'],
      enabled: true,
      includePersonalData: false,
      secretHint: created.secret.slice(0, 10),
      failingSince: null,
      disabledReason: null,
    });
    const read = expectStatus<Endpoint>(await admin.get(created.endpoint.id), 200);
    expect(JSON.stringify(read)).not.toContain(created.secret);
    const page = expectStatus<Schema<'WebhookEndpointPage'>>(await admin.list(), 200);
    expect(page.result.map((endpoint) => endpoint.id)).toContain(created.endpoint.id);
    expect(JSON.stringify(page)).not.toContain(created.secret);
  });

  it('edits, rotates the secret and deletes, with audit entries that hold no secret', async () => {
    const created = expectStatus<Created>(await admin.add({ url: 'https://a.example.com/' }), 201);
    const id = created.endpoint.id;
    const edited = expectStatus<Endpoint>(
      await admin.edit(id, {
        url: 'https://b.example.com/hook',
        description: 'Reports',
        events: ['score.given', 'candidate.hired'],
        enabled: false,
        includePersonalData: true,
      }),
      200,
    );
    expect(edited).toMatchObject({
      url: 'https://b.example.com/hook',
      events: ['score.given', 'candidate.hired'],
      enabled: false,
      includePersonalData: true,
    });
    const rotated = expectStatus<Schema<'WebhookSecret'>>(await admin.rotate(id), 200);
    expect(rotated.secret).not.toBe(created.secret);
    expectStatus(await admin.remove(id), 204);
    expectStatus(await admin.get(id), 404);
    expectStatus(await admin.remove(id), 404);
    const audit = await auditOf(testApp, id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'webhook.added',
      'webhook.edited',
      'webhook.secretRotated',
      'webhook.deleted',
    ]);
    const audited = JSON.stringify(audit);
    expect(audited).not.toContain(created.secret);
    expect(audited).not.toContain(rotated.secret);
  });

  it.each([
    ['not a URL', 'hooks.example.com'],
    ['ftp', 'ftp://hooks.example.com/'],
    ['http to a public host', 'http://hooks.example.com/'],
    ['credentials in the URL', 'https://user:pw@hooks.example.com/'],
  ])('refuses %s with 400 naming the url field', async (_case, url) => {
    const response = await admin.add({ url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field: 'url' });
  });

  it('accepts http on loopback while local addresses are allowed (tests, development)', async () => {
    expectStatus(await admin.add({ url: 'http://127.0.0.1:9/hook' }), 201);
    expectStatus(await admin.add({ url: 'http://localhost:9/hook' }), 201);
  });
});

describe('webhook endpoints where local addresses are not allowed', () => {
  const testApp = useTestApp({ webhooksAllowLocalAddresses: false });
  let admin: WebhookApi;
  beforeAll(async () => {
    admin = await adminWebhookApi(testApp);
  });

  it.each([
    'http://127.0.0.1:9/hook',
    'https://127.0.0.1/hook',
    'https://localhost/hook',
    'https://10.1.2.3/',
    'https://172.16.0.1/',
    'https://192.168.1.1/',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://224.0.0.1/',
    'https://[::1]/',
    'https://[::]/',
    'https://[fe80::1]/',
    'https://[fd00::1]/',
    'https://[ff02::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:a9fe:a9fe]/',
    'https://[64:ff9b::a00:1]/',
  ])('refuses %s', async (url) => {
    const response = await admin.add({ url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field: 'url' });
  });

  it('accepts a public address', async () => {
    expectStatus(await admin.add({ url: 'https://93.184.215.14/hook' }), 201);
    expectStatus(
      await admin.add({ url: 'https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/' }),
      201,
    );
  });
});
