import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions } from '../../src/db/schema/auth.ts';
import { CookieJar, signIn, signInFlow } from '../support/sign-in.ts';
import { type AuthApp, createAuthApp } from './test-app.ts';

let testApp: AuthApp;
beforeAll(async () => {
  testApp = await createAuthApp();
});
afterAll(() => testApp?.close());

const host = 'localhost:3000';
/** The app's own origin: logout is a POST, refused from other sites. */
const origin = `http://${host}`;

function setCookieLines(header: string | string[] | undefined): string[] {
  return header === undefined ? [] : [header].flat();
}

async function current(cookie: string) {
  return testApp.app.inject({ url: '/api/ATSUsers/Current', headers: { host, cookie } });
}

describe('sign-in through the development provider', () => {
  test('lands on the redirect target with an httpOnly, SameSite=Lax session cookie', async () => {
    const result = await signInFlow(testApp.app, { redirectUrl: '/recruitments?tab=open' });

    expect(result.finalUrl).toBe('http://localhost:3000/recruitments?tab=open');
    const callback = result.steps.at(-1);
    expect(callback?.url).toMatch(/^http:\/\/localhost:3000\/api\/ATSUsers\/LoginCallback\?code=/);
    expect(callback?.status).toBe(302);
    expect(result.cookie).toMatch(/^ats_session=[A-Za-z0-9_-]{43}$/);
  });

  test('session and login-state cookies carry the right attributes (no Secure on http)', async () => {
    const { app } = testApp;
    const login = await app.inject({
      url: '/api/ATSUsers/Login?redirectUrl=%2F',
      headers: { host },
    });
    expect(login.statusCode).toBe(302);
    const [loginState] = setCookieLines(login.headers['set-cookie']);
    expect(loginState).toMatch(/^ats_login=/);
    expect(loginState).toMatch(/; HttpOnly/);
    expect(loginState).toMatch(/; SameSite=Lax/);
    expect(loginState).toMatch(/; Path=\/api\/ATSUsers/);
    expect(loginState).toMatch(/; Max-Age=600/);
    expect(loginState).not.toMatch(/Secure/);

    const { steps, jar } = await signInFlow(app);
    const callback = steps.at(-1);
    const sessionLine = callback?.setCookies.find((line) => line.startsWith('ats_session='));
    expect(sessionLine).toMatch(/^ats_session=[A-Za-z0-9_-]{43}; /);
    expect(sessionLine).toMatch(/; HttpOnly/);
    expect(sessionLine).toMatch(/; SameSite=Lax/);
    expect(sessionLine).toMatch(/; Path=\/(;|$)/);
    expect(sessionLine).not.toMatch(/Secure/);
    // The login state cookie is cleared at the callback, so a replay is refused.
    const loginCleared = callback?.setCookies.find((line) => line.startsWith('ats_login='));
    expect(loginCleared).toMatch(/^ats_login=;/);
    const callbackUrl = new URL(callback?.url ?? '');
    const replay = await app.inject({
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { host, cookie: jar.headerFor(callbackUrl.pathname) },
    });
    expect(replay.statusCode).toBe(400);
  });

  test('Current answers the signed-in user; avatars are served with a private cache', async () => {
    const cookie = await signIn(testApp.app, 'manager@example.com');
    const response = await current(cookie);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'James',
      lastName: 'Carter',
      email: 'manager@example.com',
      role: 'HiringManager',
      permissions: [
        'manageCandidates',
        'contactCandidates',
        'reviewCandidates',
        'exportPersonalData',
      ],
    });

    const avatar = await testApp.app.inject({
      url: '/api/ATSUsers/Avatar',
      headers: { host, cookie },
    });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(avatar.headers['cache-control']).toBe('private, max-age=3600');
    expect(avatar.body).toContain('>JC</text>');

    const byId = await testApp.app.inject({
      url: `/api/ATSUsers/${user.id}/Avatar`,
      headers: { host, cookie },
    });
    expect(byId.statusCode).toBe(200);
    expect(byId.rawPayload.equals(avatar.rawPayload)).toBe(true);

    const unknown = await testApp.app.inject({
      url: '/api/ATSUsers/00000000-0000-4000-8000-000000000000/Avatar',
      headers: { host, cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: 'Requested resource does not exist.' });
  });

  test('Current refuses callers without a valid session', async () => {
    for (const cookie of ['', 'ats_session=nope', `ats_session=${'a'.repeat(43)}`]) {
      const response = await current(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        message: 'You must sign-in first before submitting your request.',
      });
    }
  });

  test('every sign-in creates a new session id and drops the one the browser had', async () => {
    const jar = new CookieJar();
    const first = await signInFlow(testApp.app, { jar });
    const second = await signInFlow(testApp.app, { jar });
    expect(second.cookie).not.toBe(first.cookie);
    // Same user, same browser: the earlier session is gone (session fixation).
    expect((await current(first.cookie)).statusCode).toBe(401);
    expect((await current(second.cookie)).statusCode).toBe(200);
    // The same account in another browser keeps its own session.
    const elsewhere = await signIn(testApp.app);
    expect((await current(second.cookie)).statusCode).toBe(200);
    expect((await current(elsewhere)).statusCode).toBe(200);
  });

  test('an expired session is not accepted', async () => {
    const cookie = await signIn(testApp.app);
    const sessionId = cookie.slice('ats_session='.length);
    await testApp.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, sessionId));
    expect((await current(cookie)).statusCode).toBe(401);
  });

  test('activity slides the idle expiry, never past the absolute one', async () => {
    const cookie = await signIn(testApp.app);
    const sessionId = cookie.slice('ats_session='.length);
    const expiryInHours = async () => {
      const [row] = await testApp.db
        .select({ hours: sql<number>`extract(epoch from ${sessions.expiresAt} - now()) / 3600` })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return Number(row?.hours);
    };

    await testApp.db
      .update(sessions)
      .set({
        lastSeenAt: sql`now() - interval '2 hours'`,
        expiresAt: sql`now() + interval '10 minutes'`,
      })
      .where(eq(sessions.id, sessionId));
    expect((await current(cookie)).statusCode).toBe(200);
    expect(await expiryInHours()).toBeCloseTo(12, 1);

    await testApp.db
      .update(sessions)
      .set({
        createdAt: sql`now() - interval '7 days' + interval '1 hour'`,
        lastSeenAt: sql`now() - interval '2 hours'`,
      })
      .where(eq(sessions.id, sessionId));
    expect((await current(cookie)).statusCode).toBe(200);
    expect(await expiryInHours()).toBeCloseTo(1, 1);
  });

  test('provider errors are shown on its own page, without external resources', async () => {
    const response = await testApp.app.inject({ url: '/dev-idp/auth', headers: { host } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('invalid_request');
    expect(response.body).not.toMatch(/https?:\/\//);
  });

  test('logout deletes the session and offers the provider end-session URL', async () => {
    const cookie = await signIn(testApp.app);
    const sessionId = cookie.slice('ats_session='.length);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/ATSUsers/Logout',
      headers: { host, origin, cookie },
    });
    expect(response.statusCode).toBe(200);
    const { endSessionUrl } = response.json();
    const url = new URL(endSessionUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/dev-idp/session/end');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/login');
    expect(url.searchParams.get('client_id')).toBe('ats-dev');
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
    const [cleared] = setCookieLines(response.headers['set-cookie']);
    expect(cleared).toMatch(/^ats_session=;/);

    const rows = await testApp.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(rows).toHaveLength(0);
    expect((await current(cookie)).statusCode).toBe(401);

    // Signed out already: still 200.
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/ATSUsers/Logout',
      headers: { host, origin },
    });
    expect(again.statusCode).toBe(200);
  });

  test('the provider end-session page signs out there and returns to /login', async () => {
    const jar = new CookieJar();
    const { cookie } = await signInFlow(testApp.app, { jar });
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/ATSUsers/Logout',
      headers: { host, origin, cookie },
    });
    const endSession = new URL(logout.json().endSessionUrl);
    const confirm = await testApp.app.inject({
      url: `${endSession.pathname}${endSession.search}`,
      headers: { host, cookie: jar.headerFor(endSession.pathname) },
    });
    jar.store(confirm);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('<html lang="en">');
    const action = /<form[^>]*action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const actionUrl = new URL(action, endSession);
    const done = await testApp.app.inject({
      method: 'POST',
      url: actionUrl.pathname,
      headers: {
        host,
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: jar.headerFor(actionUrl.pathname),
      },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:3000/login');
    jar.store(done);

    // The provider forgot the browser: the next sign-in shows the form again.
    const next = await signInFlow(testApp.app, { jar, email: 'team@example.com' });
    expect(next.steps.some((step) => step.url.includes('/dev-idp/interaction/'))).toBe(true);
    const user = (await current(next.cookie)).json();
    expect(user.email).toBe('team@example.com');
  });

  test('wrong credentials show the form again with an error and sign nobody in', async () => {
    const attempt = signInFlow(testApp.app, { email: 'recruiter@example.com', password: 'wrong' });
    await expect(attempt).rejects.toThrow(/did not end with a session/);

    const jar = new CookieJar();
    const login = await testApp.app.inject({
      url: '/api/ATSUsers/Login?redirectUrl=%2F',
      headers: { host },
    });
    jar.store(login);
    const authorize = new URL(login.headers.location as string);
    const toForm = await testApp.app.inject({
      url: `${authorize.pathname}${authorize.search}`,
      headers: { host, cookie: jar.headerFor(authorize.pathname) },
    });
    jar.store(toForm);
    const formUrl = new URL(toForm.headers.location as string, authorize);
    const form = await testApp.app.inject({
      url: formUrl.pathname,
      headers: { host, cookie: jar.headerFor(formUrl.pathname) },
    });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toMatch(/^text\/html/);
    const page = form.body;
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toMatch(/<h1>Sign in<\/h1>/);
    expect(page).toContain('<label for="email">E-mail</label>');
    expect(page).toContain('<input id="email"');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toContain('<input id="password"');
    expect(page).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(page).toContain('recruiter@example.com');
    expect(page).not.toMatch(/https?:\/\/(?!localhost)/); // no external resources

    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
    const actionUrl = new URL(action, formUrl);
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: actionUrl.pathname,
      headers: {
        host,
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: jar.headerFor(actionUrl.pathname),
      },
      payload: 'email=recruiter%40example.com&password=wrong',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Incorrect e-mail or password.');
    expect(wrong.body).toContain('value="recruiter@example.com"');
  });

  test('Login with prompt=login asks the provider for its form, to sign in as someone else', async () => {
    const plain = await testApp.app.inject({
      url: '/api/ATSUsers/Login?redirectUrl=%2F',
      headers: { host },
    });
    expect(new URL(String(plain.headers.location)).searchParams.get('prompt')).toBeNull();
    const again = await testApp.app.inject({
      url: '/api/ATSUsers/Login?redirectUrl=%2F&prompt=login',
      headers: { host },
    });
    expect(again.statusCode).toBe(302);
    expect(new URL(String(again.headers.location)).searchParams.get('prompt')).toBe('login');
  });

  test('Login on another host name first moves to the public origin', async () => {
    const response = await testApp.app.inject({
      url: '/api/ATSUsers/Login?redirectUrl=%2Fquestionnaires',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      'http://localhost:3000/api/ATSUsers/Login?redirectUrl=%2Fquestionnaires',
    );
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  test('a callback without login state is refused; a forged one fails the sign-in', async () => {
    const missing = await testApp.app.inject({
      url: '/api/ATSUsers/LoginCallback?code=x&state=y',
      headers: { host },
    });
    expect(missing.statusCode).toBe(400);

    const login = await testApp.app.inject({
      url: '/api/ATSUsers/Login?redirectUrl=%2F',
      headers: { host },
    });
    const jar = new CookieJar();
    jar.store(login);
    const forged = await testApp.app.inject({
      url: '/api/ATSUsers/LoginCallback?code=forged&state=forged',
      headers: { host, cookie: jar.headerFor('/api/ATSUsers/LoginCallback') },
    });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/login?error=signin_failed');
    expect(setCookieLines(forged.headers['set-cookie']).join()).not.toMatch(/ats_session=[^;]/);
  });
});
