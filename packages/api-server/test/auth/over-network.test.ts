import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CookieJar } from '../support/sign-in.ts';
import { type AuthApp, createAuthApp } from './test-app.ts';

/** A free loopback port, so that the public origin is known before the app is built. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let testApp: AuthApp;
let origin: string;
beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  testApp = await createAuthApp({ port, publicOrigin: origin, appOrigins: [origin] });
  await testApp.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => testApp?.close());

test('the whole sign-in works over a real socket with fetch, as a browser would', async () => {
  const jar = new CookieJar();
  const visit = async (url: URL, init: RequestInit = {}) => {
    const cookie = jar.headerFor(url.pathname);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    jar.store(response);
    return response;
  };
  const followRedirects = async (first: Response, from: URL) => {
    let response = first;
    let url = from;
    while (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location') ?? '', url);
      if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/dev-idp/')) break;
      response = await visit(url);
    }
    return { response, url };
  };

  const loginUrl = new URL('/api/ATSUsers/Login?redirectUrl=%2Frecruitments', origin);
  const form = await followRedirects(await visit(loginUrl), loginUrl);
  expect(form.url.pathname).toMatch(/^\/dev-idp\/interaction\/[^/]+$/);
  const page = await form.response.text();
  const action = new URL(/<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '', form.url);

  const landing = await followRedirects(
    await visit(action, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=owner%40example.com&password=demo',
    }),
    action,
  );
  expect(landing.url.href).toBe(`${origin}/recruitments`);

  const sessionCookie = jar.get('ats_session');
  expect(sessionCookie).toBeTruthy();
  const current = await fetch(new URL('/api/ATSUsers/Current', origin), {
    headers: { cookie: `ats_session=${sessionCookie}` },
  });
  expect(current.status).toBe(200);
  expect(await current.json()).toMatchObject({ firstName: 'Emily', lastName: 'Brown' });
});
