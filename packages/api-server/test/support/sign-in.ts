import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNTS } from '../../src/auth/demo-accounts.ts';

/**
 * A small cookie jar for following the sign-in redirects over `app.inject`: it keeps name,
 * value and path, drops cookies that are cleared, and sends those whose path matches.
 */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  /** Takes the Set-Cookie headers of a response (from `app.inject`, or `fetch`). */
  store(response: LightMyRequestResponse | Response): void {
    const lines =
      response instanceof Response
        ? response.headers.getSetCookie()
        : [response.headers['set-cookie'] ?? []].flat();
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue;
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) {
          expired = true;
        }
      }
      const key = `${name}\u0000${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  /** The Cookie header for a request path ('' when none applies). */
  headerFor(pathname: string): string {
    return [...this.cookies.entries()]
      .filter(([, cookie]) => pathMatches(pathname, cookie.path))
      .sort(([, a], [, b]) => b.path.length - a.path.length)
      .map(([key, cookie]) => `${key.slice(0, key.indexOf('\u0000'))}=${cookie.value}`)
      .join('; ');
  }

  get(name: string): string | undefined {
    for (const [key, cookie] of this.cookies) {
      if (key.slice(0, key.indexOf('\u0000')) === name) return cookie.value;
    }
    return undefined;
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

export interface SignInStep {
  method: string;
  url: string;
  status: number;
  location: string | undefined;
  /** The Set-Cookie headers of this response. */
  setCookies: string[];
}

export interface SignInResult {
  /** The Cookie header to send as the signed-in user (`ats_session=...`). */
  cookie: string;
  /** Where the browser landed at the end (the redirect target). */
  finalUrl: string;
  /** Every request of the flow, for assertions and debugging. */
  steps: SignInStep[];
  jar: CookieJar;
}

/**
 * The real sign-in as a browser does it, over `app.inject`: Login, the development
 * provider's authorization endpoint, its sign-in form (GET, then POST with e-mail and
 * password), the provider's resume step, and the LoginCallback that sets the session cookie.
 * Needs the in-process development provider (no OIDC_* configuration).
 */
export async function signInFlow(
  app: FastifyInstance,
  options: {
    email?: string;
    password?: string;
    redirectUrl?: string;
    jar?: CookieJar;
    /** False for a sign-in that may be refused: then `cookie` is '' and `finalUrl` says where it ended. */
    requireSession?: boolean;
  } = {},
): Promise<SignInResult> {
  const email = options.email ?? 'recruiter@example.com';
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  const password = options.password ?? account?.password ?? 'demo';
  const { publicOrigin } = app.config;
  const jar = options.jar ?? new CookieJar();
  const steps: SignInStep[] = [];

  async function request(
    method: 'GET' | 'POST',
    absoluteUrl: URL,
    form?: Record<string, string>,
  ): Promise<LightMyRequestResponse> {
    const cookie = jar.headerFor(absoluteUrl.pathname);
    const response = await app.inject({
      method,
      url: `${absoluteUrl.pathname}${absoluteUrl.search}`,
      headers: {
        host: absoluteUrl.host,
        // What a browser sends for a top-level navigation or a form post on the same site.
        'sec-fetch-site': 'same-origin',
        ...(method === 'POST'
          ? { origin: absoluteUrl.origin, 'content-type': 'application/x-www-form-urlencoded' }
          : {}),
        ...(cookie ? { cookie } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.store(response);
    steps.push({
      method,
      url: absoluteUrl.href,
      status: response.statusCode,
      location: response.headers.location as string | undefined,
      setCookies: [response.headers['set-cookie'] ?? []].flat(),
    });
    return response;
  }

  /** Follows redirects from `response` until a page answers; returns it and its URL. */
  async function follow(start: LightMyRequestResponse, startUrl: URL) {
    let response = start;
    let url = startUrl;
    for (let hops = 0; response.statusCode >= 300 && response.statusCode < 400; hops += 1) {
      if (hops > 10) throw new Error(`Too many redirects: ${JSON.stringify(steps)}`);
      const location = response.headers.location;
      if (typeof location !== 'string') throw new Error(`Redirect without Location at ${url}`);
      url = new URL(location, url);
      if (url.origin !== new URL(publicOrigin).origin) break; // an app origin: we arrived.
      if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/dev-idp/')) break;
      response = await request('GET', url);
    }
    return { response, url };
  }

  const loginUrl = new URL('/api/ATSUsers/Login', publicOrigin);
  loginUrl.searchParams.set('redirectUrl', options.redirectUrl ?? '/recruitments');
  const toForm = await follow(await request('GET', loginUrl), loginUrl);

  let landing = toForm;
  if (toForm.url.pathname.startsWith('/dev-idp/interaction/')) {
    if (toForm.response.statusCode !== 200) {
      throw new Error(
        `Sign-in form failed (${toForm.response.statusCode}): ${JSON.stringify(steps)}`,
      );
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(toForm.response.body)?.[1];
    if (!action) throw new Error('No form on the sign-in page');
    const actionUrl = new URL(action.replaceAll('&amp;', '&'), toForm.url);
    landing = await follow(await request('POST', actionUrl, { email, password }), actionUrl);
  }

  const sessionId = jar.get('ats_session');
  if (!sessionId && options.requireSession === false) {
    return { cookie: '', finalUrl: landing.url.href, steps, jar };
  }
  if (!sessionId) {
    throw new Error(
      `Sign-in as ${email} did not end with a session (landed on ${landing.url.href}, status ${landing.response.statusCode}): ${JSON.stringify(steps)}`,
    );
  }
  return { cookie: `ats_session=${sessionId}`, finalUrl: landing.url.href, steps, jar };
}

/**
 * Signs in as a demo account through the real flow and returns the Cookie header value to
 * send with later requests. Remember that POST, PUT and DELETE also need an allowed
 * `origin` header (or `sec-fetch-site: same-origin`): use `signedInHeaders`.
 */
export async function signIn(
  app: FastifyInstance,
  email = 'recruiter@example.com',
): Promise<string> {
  return (await signInFlow(app, { email })).cookie;
}

/** Headers for any request as the signed-in user, state-changing ones included. */
export async function signedInHeaders(
  app: FastifyInstance,
  email = 'recruiter@example.com',
): Promise<{ cookie: string; origin: string }> {
  return { cookie: await signIn(app, email), origin: app.config.publicOrigin };
}
