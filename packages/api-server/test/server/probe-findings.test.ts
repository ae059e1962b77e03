import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContractOperation,
  type JsonSchema,
  listOperations,
  loadContract,
  type OperationParameter,
} from '../../src/contract/document.ts';
import { sessions } from '../../src/db/schema/auth.ts';
import { errorCatalogue } from '../../src/errors.ts';
import { QuestionnaireApi, resumeOnly } from '../features/questionnaires/fixtures.ts';
import { createTestApp, type TestApp, useTestApp } from '../support/app.ts';
import { expectError } from '../support/responses.ts';
import { signedInHeaders, signIn } from '../support/sign-in.ts';

// Issue 17, "What a probe found on the live operations": each finding, as it was sent.

const contract = loadContract();
const operations = listOperations(contract);
const noStore = 'private, no-store';

/** Page numbers and sizes of every paged operation (query parameters). */
const isPageParameter = (parameter: OperationParameter) =>
  parameter.in === 'query' && /^page(number|size)?$/i.test(parameter.name);

const pagedOperations = operations.filter((operation) =>
  operation.parameters.some(isPageParameter),
);

/** A value the parameter's schema accepts (required parameters other than the page). */
function validValue(schema: JsonSchema = {}): string {
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') {
    return String(typeof schema.minimum === 'number' ? schema.minimum : 1);
  }
  if (schema.type === 'boolean') return 'true';
  if (schema.type === 'array') return validValue(schema.items as JsonSchema);
  if (schema.format === 'uuid') return randomUUID();
  return 'x';
}

/** The operation's URL with every required parameter valid and `page` set to `value`. */
function pagedUrl(operation: ContractOperation, page: OperationParameter, value: string): string {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  let url = operation.path;
  for (const parameter of pathParameters) {
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(validValue(parameter.schema)));
  }
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required && parameter !== page) {
      query.set(parameter.name, validValue(parameter.schema));
    }
  }
  query.set(page.name, value);
  return `${url}?${query}`;
}

/** Every `result` array in a body (pages may be wrapped). */
function resultArrays(value: unknown): unknown[][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'result' && Array.isArray(child) ? [child] : resultArrays(child),
  );
}

/** Every schema in the contract that selects its variant by `discriminator`. */
function discriminatedSchemas(value: unknown, where = '#'): string[] {
  if (value === null || typeof value !== 'object') return [];
  const own = 'discriminator' in value && (value as JsonSchema).type !== 'object' ? [where] : [];
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, child]) =>
      discriminatedSchemas(child, `${where}/${key}`),
    ),
  ];
}

function expectCatalogue(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ status, message });
  expect(response.headers['cache-control']).toBe(noStore);
}

describe('probe findings (issue 17)', () => {
  const testApp = useTestApp();
  let headers: { cookie: string; origin: string };

  beforeAll(async () => {
    headers = await signedInHeaders(testApp.app);
  });

  describe('page parameters are bounded: never a 500, a deep page is empty', () => {
    const broken = [
      '1e308',
      '9223372036854776000',
      'Infinity',
      '-Infinity',
      'NaN',
      '-1',
      '0',
      '1.5',
      'abc',
      '',
    ];

    it('finds the paged operations, each page parameter an integer with a minimum and a maximum', () => {
      expect(pagedOperations.length).toBeGreaterThanOrEqual(12);
      for (const operation of pagedOperations) {
        for (const parameter of operation.parameters.filter(isPageParameter)) {
          const where = `${operation.operationId} ${parameter.name}`;
          expect(parameter.schema?.type, where).toBe('integer');
          expect(parameter.schema?.minimum, where).toBe(1);
          expect(parameter.schema?.maximum, where).toEqual(expect.any(Number));
          expect(parameter.schema?.maximum as number, where).toBeLessThanOrEqual(1_000_000);
        }
      }
    });

    it.each(pagedOperations.map((operation) => [operation.operationId, operation] as const))(
      '%s refuses huge, non-finite and malformed pages with the catalogue 400',
      async (_, operation) => {
        for (const parameter of operation.parameters.filter(isPageParameter)) {
          const maximum = parameter.schema?.maximum as number;
          for (const value of [...broken, String(maximum + 1)]) {
            const url = pagedUrl(operation, parameter, value);
            const response = await testApp.app.inject({ method: 'GET', url, headers });
            expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
            expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
          }
          // The deepest page allowed: an empty page (or the operation's own 403/404 for the
          // made-up ids it needs), never an error of the server.
          const url = pagedUrl(operation, parameter, String(maximum));
          const deepest = await testApp.app.inject({ method: 'GET', url, headers });
          expect([200, 403, 404], `${url}: ${deepest.body}`).toContain(deepest.statusCode);
          if (deepest.statusCode === 200 && /^page(number)?$/i.test(parameter.name)) {
            for (const result of resultArrays(deepest.json())) expect(result, url).toEqual([]);
          }
        }
      },
    );
  });

  describe('questionnaire elements must be objects', () => {
    let api: QuestionnaireApi;
    beforeAll(() => {
      api = new QuestionnaireApi(testApp, headers);
    });

    const notElements = [null, 1, 'Resume', [], true];

    it('the contract says so for every discriminated union', () => {
      expect(discriminatedSchemas(contract.components)).toEqual([]);
    });

    it('refuses null, a number, a string, an array or a boolean as an element on add', async () => {
      const before = await api.list({ pageSize: 1000 });
      for (const element of notElements) {
        const response = await api.addRaw({
          questionnaireName: 'x',
          isDraft: true,
          questionnaireStructure: { elements: [element] },
        });
        expectError(response, 400);
        // Beside a valid element too.
        const mixed = await api.addRaw({
          questionnaireName: 'x',
          isDraft: true,
          questionnaireStructure: { elements: [...resumeOnly().elements, element] },
        });
        expectError(mixed, 400);
      }
      expect(await api.list({ pageSize: 1000 })).toEqual(before);
    });

    it('refuses them on edit and keeps the stored questionnaire', async () => {
      const id = await api.add();
      const before = await api.get(id);
      for (const element of notElements) {
        const response = await api.editRaw({
          id,
          questionnaireName: 'x',
          isDraft: true,
          questionnaireStructure: { elements: [element] },
        });
        expectError(response, 400);
      }
      expect(await api.get(id)).toEqual(before);
    });
  });

  describe('logout is a POST', () => {
    const current = (cookie: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/ATSUsers/Current', headers: { cookie } });

    it('a GET (a link or an image on another site) ends nothing', async () => {
      const cookie = await signIn(testApp.app);
      const viaLink = await testApp.app.inject({
        method: 'GET',
        url: '/api/ATSUsers/Logout',
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expectError(viaLink, 404);
      expect(viaLink.headers['set-cookie']).toBeUndefined();
      expect((await current(cookie)).statusCode).toBe(200);
    });

    it('a POST from another site is refused (403) and the session stays', async () => {
      const cookie = await signIn(testApp.app);
      for (const crossSite of [
        { origin: 'https://evil.example' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        {},
      ]) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/ATSUsers/Logout',
          headers: { cookie, ...crossSite },
        });
        expectError(response, 403);
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      expect((await current(cookie)).statusCode).toBe(200);
    });

    it('a POST from the app ends the session', async () => {
      const { cookie, origin } = await signedInHeaders(testApp.app);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/ATSUsers/Logout',
        headers: { cookie, origin },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe(noStore);
      expect((await current(cookie)).statusCode).toBe(401);
    });
  });

  describe('answers that depend on the session, and errors, are never stored', () => {
    it('signed-in JSON answers are private, no-store', async () => {
      for (const url of ['/api/ATSUsers/Current', '/api/Questionnaires', '/api/Dashboard']) {
        const response = await testApp.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe(noStore);
      }
    });

    it('every error answer is private, no-store, signed in or not', async () => {
      const errors = [
        await testApp.app.inject({ method: 'GET', url: '/api/ATSUsers/Current' }),
        await testApp.app.inject({ method: 'GET', url: '/api/NoSuchThing', headers }),
        await testApp.app.inject({ method: 'GET', url: '/api/Questionnaires/x', headers }),
        await testApp.app.inject({ method: 'POST', url: '/api/Questionnaires/add', headers }),
      ];
      expect(errors.map((response) => response.statusCode)).toEqual([401, 404, 400, 400]);
      for (const response of errors) expect(response.headers['cache-control']).toBe(noStore);
    });

    it('avatars keep their own private caching', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/ATSUsers/Avatar',
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=3600');
    });

    it('every answer carries its request id; each is different', async () => {
      const first = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      const second = await testApp.app.inject({ method: 'GET', url: '/api/NoSuchThing' });
      expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    });
  });

  describe('errors Fastify answers itself use the catalogue shape', () => {
    it('a path parameter over the length limit: 414', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/Questionnaires/${'a'.repeat(101)}`,
        headers,
      });
      expectCatalogue(response, 414, errorCatalogue[400]);
      expect(response.json()).toEqual({ status: 414, message: errorCatalogue[400] });
    });

    it('a malformed percent-encoding in the path: 400', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/Questionnaires/%E0%A4%A',
        headers,
      });
      expectCatalogue(response, 400, errorCatalogue[400]);
    });
  });

  describe('the session cache', () => {
    const cached = useTestApp({ sessionCacheSeconds: 1 });
    const current = (cookie: string) =>
      cached.app.inject({ method: 'GET', url: '/api/ATSUsers/Current', headers: { cookie } });

    it('reuses a session for at most its time to live', async () => {
      const cookie = await signIn(cached.app);
      expect((await current(cookie)).statusCode).toBe(200);
      // Ended elsewhere (another server, or directly): this server still knows it, briefly.
      await cached.database.db
        .delete(sessions)
        .where(eq(sessions.id, cookie.slice('ats_session='.length)));
      expect((await current(cookie)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await current(cookie)).statusCode).toBe(401);
    });

    it('forgets a session at once when it signs out on this server', async () => {
      const { cookie, origin } = await signedInHeaders(cached.app);
      expect((await current(cookie)).statusCode).toBe(200);
      const logout = await cached.app.inject({
        method: 'POST',
        url: '/api/ATSUsers/Logout',
        headers: { cookie, origin },
      });
      expect(logout.statusCode).toBe(200);
      expect((await current(cookie)).statusCode).toBe(401);
    });
  });
});

describe('the embedded database takes requests in turns and sheds a crowd with 503', () => {
  const testApp = useTestApp({
    embeddedQueue: { concurrency: 1, maxQueued: 2, maxWaitMs: 10_000, retryAfterSeconds: 1 },
  });

  it('answers 503 with Retry-After beyond the queue, and /api/health all along', async () => {
    const cookie = await signIn(testApp.app);
    const crowd = Array.from({ length: 8 }, () =>
      testApp.app.inject({ method: 'GET', url: '/api/Questionnaires', headers: { cookie } }),
    );
    const health = testApp.app.inject({ method: 'GET', url: '/api/health' });
    const answers = await Promise.all(crowd);
    expect((await health).statusCode).toBe(200);

    const statuses = answers.map((response) => response.statusCode);
    if (testApp.database.kind !== 'pglite') {
      // PostgreSQL runs queries side by side: no queue in front of it.
      expect(statuses).toEqual(Array(8).fill(200));
      return;
    }
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((response) => response.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) {
      expect(response.headers['retry-after']).toBe('1');
      expect(response.headers['cache-control']).toBe(noStore);
      expect(response.json()).toEqual({
        status: 503,
        message: errorCatalogue[500],
        requestId: response.headers['x-request-id'],
      });
    }
    // Afterwards the server takes requests as before.
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/Questionnaires',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(200);
  });
});

describe('over a real socket', () => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'ats-probe-web-'));
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>ATS</title>');
    writeFileSync(path.join(staticDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    testApp = await createTestApp({ staticDir });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await testApp?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  /** A request exactly as written: no URL normalisation on the way (unlike fetch or inject). */
  function raw(pathAsSent: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, path: pathAsSent, headers, agent: false },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk) => {
              body += chunk;
            });
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
  }

  it("answers '..', '\\' and '//' paths with the catalogue 404, not 403", async () => {
    for (const pathAsSent of [
      '/assets/../index.html',
      '/api/../api/health',
      '/../../etc/passwd',
      '/assets\\..\\index.html',
      '//evil.example/',
    ]) {
      const response = await raw(pathAsSent);
      expect(response.status, pathAsSent).toBe(404);
      expect(JSON.parse(response.body), pathAsSent).toEqual({
        status: 404,
        message: errorCatalogue[404],
      });
      expect(response.headers['cache-control'], pathAsSent).toBe(noStore);
    }
    // Encoded slashes stay one file name: unknown, so a client route (signed out: the login).
    const encoded = await raw('/assets/..%2f..%2fetc/passwd');
    expect(encoded.status).toBe(302);
    expect(encoded.headers.location).toBe('/login?returnTo=%2Fassets%2F..%252f..%252fetc%2Fpasswd');
    // The app and its assets are still served, with their own caching.
    const asset = await raw('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers headers over the size limit with the catalogue-shaped 431', async () => {
    const response = await raw('/api/health', { 'x-padding': 'a'.repeat(20_000) });
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({ status: 431, message: errorCatalogue[400] });
    expect(response.headers['cache-control']).toBe(noStore);
    // And so an address over it.
    const longAddress = await raw(`/api/health?x=${'a'.repeat(20_000)}`);
    expect(longAddress.status).toBe(431);
  });
});

describe('server errors', () => {
  it('are logged with the request id that the answer carries', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const testApp = await createTestApp({}, { logger: { level: 'error', stream } });
    try {
      // The database goes away: the health check (a query) fails.
      await testApp.database.close();
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(500);
      const requestId = response.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.json()).toEqual({ status: 500, message: errorCatalogue[500], requestId });
      expect(response.headers['cache-control']).toBe(noStore);
      const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
      expect(logged).toContainEqual(
        expect.objectContaining({ reqId: requestId, msg: 'request failed' }),
      );
    } finally {
      await testApp.close();
    }
  });
});
