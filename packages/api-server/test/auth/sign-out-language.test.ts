import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  pageLanguage,
  signedOutPage,
  signOutPage,
  signOutSubmitScript,
} from '../../src/auth/dev-provider/pages.ts';
import { CookieJar, signInFlow } from '../support/sign-in.ts';
import { type AuthApp, createAuthApp } from './test-app.ts';

const host = 'localhost:3000';
/** The app's own origin: logout is a POST, refused from other sites. */
const origin = `http://${host}`;

describe('pageLanguage', () => {
  test('takes the first of ui_locales that the pages speak', () => {
    expect(pageLanguage('pl', undefined)).toBe('pl');
    expect(pageLanguage('de pl-PL en', 'en')).toBe('pl');
    expect(pageLanguage('en-GB', 'pl')).toBe('en');
  });

  test("falls back on the browser's Accept-Language, then English", () => {
    expect(pageLanguage(undefined, 'pl-PL,pl;q=0.9,en;q=0.8')).toBe('pl');
    expect(pageLanguage('de', 'pl')).toBe('pl');
    expect(pageLanguage(['pl'], undefined)).toBe('en');
    expect(pageLanguage(undefined, 'fr')).toBe('en');
  });
});

describe('sign-out pages', () => {
  test('speak the language they are given', () => {
    const polish = signOutPage('<form id="op.logoutForm"></form>', 'pl');
    expect(polish).toContain('<html lang="pl">');
    expect(polish).toContain('<h1>Wylogowanie</h1>');
    expect(polish).toContain('>Wyloguj</button>');
    expect(polish).toContain('>Nie wylogowuj</button>');
    expect(polish).toContain('<form id="op.logoutForm"></form>');
    expect(polish).not.toContain('Sign out');

    const english = signOutPage('<form id="op.logoutForm"></form>');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('>Sign out</button>');
    expect(signedOutPage('pl')).toContain('<h1>Wylogowano</h1>');
  });
});

describe('the development provider follows the app language at sign-out', () => {
  let testApp: AuthApp;
  beforeAll(async () => {
    testApp = await createAuthApp();
  });
  afterAll(() => testApp?.close());

  /** Signs in, logs out with the app's language, and opens the provider's sign-out page. */
  async function signOutPageFor(appLanguage: string, browserLanguage: string) {
    const jar = new CookieJar();
    const { cookie } = await signInFlow(testApp.app, { jar });
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/ATSUsers/Logout',
      // The app sends its interface language with every API call.
      headers: { host, origin, cookie, 'accept-language': appLanguage },
    });
    const endSession = new URL(logout.json().endSessionUrl);
    const page = await testApp.app.inject({
      url: `${endSession.pathname}${endSession.search}`,
      // The browser's own navigation carries the browser's language, not the app's.
      headers: {
        host,
        cookie: jar.headerFor(endSession.pathname),
        'accept-language': browserLanguage,
      },
    });
    return { endSession, page };
  }

  test('in Polish when the app is in Polish, in an English browser', async () => {
    const { endSession, page } = await signOutPageFor('pl', 'en-US,en;q=0.9');
    expect(endSession.searchParams.get('ui_locales')).toBe('pl');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="pl">');
    expect(page.body).toContain('<h1>Wylogowanie</h1>');
    expect(page.body).toContain('name="xsrf"');
  });

  test('in English when the app is in English, in a Polish browser', async () => {
    const { endSession, page } = await signOutPageFor('en', 'pl-PL,pl;q=0.9');
    expect(endSession.searchParams.get('ui_locales')).toBe('en');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Sign out</h1>');
  });
});

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of String(header ?? '').split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

describe("the app's Log out ends the provider session without a second question", () => {
  let testApp: AuthApp;
  beforeAll(async () => {
    testApp = await createAuthApp();
  });
  afterAll(() => testApp?.close());

  test('its end-session page submits the sign-out itself, allowed by the CSP', async () => {
    const jar = new CookieJar();
    const { cookie } = await signInFlow(testApp.app, { jar });
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/ATSUsers/Logout',
      headers: { host, origin, cookie },
    });
    const endSession = new URL(logout.json().endSessionUrl);
    const page = await testApp.app.inject({
      url: `${endSession.pathname}${endSession.search}`,
      headers: { host, cookie: jar.headerFor(endSession.pathname) },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Stay signed in');
    expect(page.body).not.toContain('Sign out of the development identity provider too');
    expect(page.body).toMatch(
      /<form id="op\.logoutForm"[^>]*>.*<input type="hidden" name="logout" value="yes"\/><\/form>/,
    );
    // Exactly the one script, admitted by its hash; inline scripts in general stay refused.
    const scripts = [...page.body.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual([signOutSubmitScript]);
    const scriptSrc = cspDirectives(page.headers['content-security-policy']).get('script-src');
    const hash = createHash('sha256').update(signOutSubmitScript).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  test('an end-session request without proof of the signed-in account still asks', async () => {
    const jar = new CookieJar();
    await signInFlow(testApp.app, { jar });
    // What any other page could link to: the client, but no id_token_hint.
    const url = '/dev-idp/session/end?client_id=ats-dev';
    const page = await testApp.app.inject({ url, headers: { host, cookie: jar.headerFor(url) } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sign out of the development identity provider too');
    expect(page.body).toContain('>Stay signed in</button>');
    expect(page.body).not.toContain('<script>');
  });
});
