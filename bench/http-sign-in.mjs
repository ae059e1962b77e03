// Sign-in through the development identity provider without a browser: follows the
// redirects by hand, keeps the cookies, fills the provider's form, and returns the
// session cookie the server sets at the end (for load tools that send it as a header).

const maxSteps = 20;

/** Cookies by name; paths and hosts are ignored (one server, one run). */
function createCookieJar() {
  const cookies = new Map();
  return {
    store(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator).trim();
        const value = pair.slice(separator + 1).trim();
        // A cleared cookie is set to an empty value or expired in the past.
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    get(name) {
      return cookies.get(name);
    },
  };
}

/** Follows redirects from `url`, with the jar's cookies; returns the last response and its URL. */
async function follow(jar, url, init = {}) {
  let current = url;
  let request = init;
  for (let step = 0; step < maxSteps; step++) {
    const response = await fetch(current, {
      ...request,
      redirect: 'manual',
      headers: { ...request.headers, cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      return { response, url: current };
    }
    await response.arrayBuffer();
    current = new URL(location, current).href;
    request = {};
  }
  throw new Error(`Sign-in: more than ${maxSteps} redirects from ${url}`);
}

/**
 * Signs in as `email` / `password` on the server at `baseURL` (which must be its public
 * origin) and returns the `Cookie` header value of the session.
 */
export async function signInOverHttp(baseURL, { email, password }) {
  const jar = createCookieJar();
  const form = await follow(jar, `${baseURL}/api/ATSUsers/Login?redirectUrl=%2F`);
  const html = await form.response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (form.response.status !== 200 || !action) {
    throw new Error(
      `Sign-in: expected the provider's form at ${form.url}, got ${form.response.status}`,
    );
  }
  const origin = new URL(baseURL).origin;
  await follow(jar, new URL(action.replaceAll('&amp;', '&'), form.url).href, {
    method: 'POST',
    // The server refuses state-changing requests from other origins.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const session = jar.get('ats_session');
  if (!session) throw new Error(`Sign-in as ${email} failed: no session cookie was set`);
  const cookie = `ats_session=${session}`;
  const current = await fetch(`${baseURL}/api/ATSUsers/Current`, { headers: { cookie } });
  if (current.status !== 200) {
    throw new Error(`Sign-in as ${email}: /api/ATSUsers/Current answered ${current.status}`);
  }
  return cookie;
}
