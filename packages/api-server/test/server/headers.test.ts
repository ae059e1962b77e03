import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../../src/contract/document.ts';
import { errorCatalogue } from '../../src/errors.ts';
import { createOfferContext } from '../features/offers/fixtures.ts';
import { createTestApp, type TestApp, useTestApp } from '../support/app.ts';
import { unknownId } from '../support/ids.ts';
import { CookieJar, signIn, signInFlow } from '../support/sign-in.ts';

/*
 * What every answer tells the browser: pages run only the server's own scripts and cannot be
 * framed, nothing is sniffed into another type, no page leaks its address to other sites,
 * session cookies stay out of scripts and cross-site requests (and off plain HTTP when the
 * server is public over HTTPS), and no error answer shows how the server is built.
 */

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

const strictReferrerPolicies = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

/** The headers every page must carry. */
function expectPageHeaders(response: LightMyRequestResponse, page: string) {
  expect(response.headers['content-type'], page).toMatch(/^text\/html/);
  const csp = cspDirectives(response.headers['content-security-policy'] as string | undefined);
  const scriptSources = csp.get('script-src') ?? csp.get('default-src');
  expect(scriptSources, `${page}: script-src`).toBeDefined();
  expect(scriptSources, `${page}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSources, `${page}: script-src`).not.toContain('*');
  const frameAncestors = csp.get('frame-ancestors');
  expect(frameAncestors, `${page}: frame-ancestors`).toBeDefined();
  expect(frameAncestors, `${page}: frame-ancestors`).not.toContain('*');
  expect(response.headers['x-content-type-options'], page).toBe('nosniff');
  expect(strictReferrerPolicies, `${page}: referrer-policy`).toContain(
    response.headers['referrer-policy'],
  );
}

/** A stand-in for the built web app: the three HTML entries the server serves. */
function writeWebApp(): string {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'ats-headers-web-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>ATS</title><script type="module" src="/assets/main.js"></script>',
  );
  writeFileSync(
    path.join(staticDir, 'login.html'),
    '<!doctype html><title>ATS</title><script type="module" src="/assets/login.js"></script>',
  );
  writeFileSync(
    path.join(staticDir, 'offer.html'),
    '<!doctype html><html><head><title>Offer</title><!--offer-head--></head><body></body></html>',
  );
  return staticDir;
}

const logoutOperation = listOperations(loadContract()).find(
  (operation) => operation.operationId === 'logout',
);

describe('security headers of every page', () => {
  const staticDir = writeWebApp();
  const testApp = useTestApp({ staticDir });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  let openOfferId: string;
  beforeAll(async () => {
    openOfferId = (await createOfferContext(testApp)).openId;
  });

  const host = 'localhost:3000';
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it.each([
    ['the app (a public screen)', '/forgot-password'],
    ['the login page', '/login'],
    ['the API reference', '/api/docs'],
    ['the API reference (trailing slash)', '/api/docs/'],
  ])('%s (%s)', async (_page, url) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    expectPageHeaders(response, url);
  });

  it('the job offer page, open and unknown', async () => {
    const open = await get(`/offers/${openOfferId}`);
    expect(open.statusCode).toBe(200);
    expectPageHeaders(open, 'open offer');
    const unknown = await get(`/offers/${unknownId}`);
    expect(unknown.statusCode).toBe(404);
    expectPageHeaders(unknown, 'unknown offer');
  });

  it("the development provider's sign-in form", async () => {
    const jar = new CookieJar();
    const login = await get('/api/ATSUsers/Login?redirectUrl=/');
    const authorize = new URL(String(login.headers.location));
    const toForm = await get(`${authorize.pathname}${authorize.search}`);
    jar.store(toForm);
    const formUrl = new URL(String(toForm.headers.location), 'http://localhost:3000');
    const form = await get(formUrl.pathname, { cookie: jar.headerFor(formUrl.pathname) });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.body).toContain('<form');
    expectPageHeaders(form, 'sign-in form');
  });

  it("the development provider's sign-out page", async () => {
    const jar = new CookieJar();
    const { cookie } = await signInFlow(testApp.app, { jar });
    if (!logoutOperation) throw new Error('no logout operation');
    const logout = await testApp.app.inject({
      method: logoutOperation.method as 'GET',
      url: logoutOperation.path,
      headers: { host, cookie, origin: 'http://localhost:3000' },
    });
    const endSession = new URL(logout.json().endSessionUrl);
    const signOut = await get(`${endSession.pathname}${endSession.search}`, {
      cookie: jar.headerFor(endSession.pathname),
    });
    expect(signOut.statusCode, signOut.body).toBe(200);
    expectPageHeaders(signOut, 'sign-out page');
  });

  it('API answers are never sniffed into another type', async () => {
    for (const url of ['/api/health', '/api/ATSUsers/Current', '/api/NoSuchThing']) {
      const response = await get(url);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

/** The Set-Cookie lines of a whole sign-in and sign-out, by cookie name. */
async function cookiesOfASession(testApp: TestApp, origin: string) {
  const { steps, cookie } = await signInFlow(testApp.app);
  const lines = steps.flatMap((step) => step.setCookies);
  if (!logoutOperation) throw new Error('no logout operation');
  const logout = await testApp.app.inject({
    method: logoutOperation.method as 'GET',
    url: logoutOperation.path,
    headers: { host: new URL(origin).host, cookie, origin },
  });
  lines.push(...[logout.headers['set-cookie'] ?? []].flat());
  return lines.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim().toLowerCase());
    return { name: pair.slice(0, pair.indexOf('=')), attributes, line };
  });
}

describe('session cookies', () => {
  it('over HTTP (local use): HttpOnly and SameSite, not Secure', async () => {
    const testApp = await createTestApp();
    try {
      const cookies = await cookiesOfASession(testApp, 'http://localhost:3000');
      const names = new Set(cookies.map((cookie) => cookie.name));
      expect(names).toContain('ats_session');
      expect(names).toContain('ats_login');
      for (const { attributes, line } of cookies) {
        expect(attributes, line).toContain('httponly');
        expect(
          attributes.some((attribute) => attribute.startsWith('samesite=')),
          line,
        ).toBe(true);
        expect(attributes, line).not.toContain('secure');
      }
    } finally {
      await testApp.close();
    }
  });

  it('behind HTTPS (PUBLIC_ORIGIN https): also Secure, and HSTS', async () => {
    const origin = 'https://ats.example.com';
    const testApp = await createTestApp({ publicOrigin: origin, appOrigins: [origin] });
    try {
      const cookies = await cookiesOfASession(testApp, origin);
      expect(cookies.map((cookie) => cookie.name)).toContain('ats_session');
      for (const { attributes, line } of cookies) {
        expect(attributes, line).toContain('httponly');
        expect(attributes, line).toContain('samesite=lax');
        expect(attributes, line).toContain('secure');
      }
      const page = await testApp.app.inject({
        url: '/api/health',
        headers: { host: 'ats.example.com' },
      });
      expect(page.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    } finally {
      await testApp.close();
    }
  });
});

/** Anything that shows how the server is built: stack frames, file paths, SQL, drivers. */
const internals =
  /\bat \S+ \(|\.ts:\d+|node_modules|\/src\/|\b(select|insert|update|delete) .*\b(from|into|set)\b|relation "|syntax error|invalid input|postgres|pglite|drizzle|fastify/i;

/** An error answer: the catalogue's body and nothing more. */
function expectCatalogueAnswer(response: LightMyRequestResponse, status: number, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
  expect(response.body, what).not.toMatch(internals);
  // A 5xx answer may also carry the id of its log line, and nothing else.
  const { requestId, ...body } = response.json() as { requestId?: unknown };
  expect(body, what).toEqual({
    status,
    message: errorCatalogue[status as keyof typeof errorCatalogue],
  });
  if (status < 500) expect(requestId, what).toBeUndefined();
  else if (requestId !== undefined) expect(requestId, what).toMatch(/^[\w-]{1,100}$/);
}

describe('error answers reveal nothing of the server', () => {
  const testApp = useTestApp();
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = { cookie: await signIn(testApp.app), origin: 'http://localhost:3000' };
  });

  const send = (method: 'GET' | 'POST', url: string, payload?: string, type?: string) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });

  it('validation failures (400)', async () => {
    const json = 'application/json';
    const cases: [string, LightMyRequestResponse][] = [
      [
        'malformed JSON',
        await send('POST', '/api/Questionnaires/add', '{"questionnaireName": ', json),
      ],
      [
        'wrong types',
        await send('POST', '/api/Questionnaires/add', '{"questionnaireName": 5}', json),
      ],
      ['wrong content type', await send('POST', '/api/Questionnaires/add', 'name=x', 'text/plain')],
      ['a malformed id', await send('GET', '/api/Recruitments/not-a-uuid')],
      ['a malformed query', await send('GET', '/api/Recruitments?pageNumber=abc')],
      ['an unknown time zone', await send('GET', '/api/Dashboard?timeZone=Mars%2FOlympus')],
    ];
    for (const [what, response] of cases) expectCatalogueAnswer(response, 400, what);
  });

  it('missing resources and routes (404), refusals (401, 403)', async () => {
    expectCatalogueAnswer(await send('GET', `/api/Recruitments/${unknownId}`), 404, 'recruitment');
    expectCatalogueAnswer(await send('GET', '/api/NoSuchThing'), 404, 'route');
    expectCatalogueAnswer(
      await testApp.app.inject({ method: 'GET', url: '/api/Dashboard' }),
      401,
      'signed out',
    );
    expectCatalogueAnswer(
      await testApp.app.inject({
        method: 'POST',
        url: '/api/Questionnaires/add',
        headers: { cookie: headers.cookie ?? '', origin: 'https://evil.example' },
      }),
      403,
      'cross-site',
    );
  });

  it('failures of the database (500)', async () => {
    // A broken dependency: the table behind keywords and recruitments' keywords is gone.
    await testApp.database.db.execute(sql`alter table keywords rename to keywords_gone`);
    try {
      expectCatalogueAnswer(await send('GET', '/api/Keywords?startingWith=type'), 500, 'keywords');
    } finally {
      await testApp.database.db.execute(sql`alter table keywords_gone rename to keywords`);
    }
  });
});
