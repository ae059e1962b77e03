// `npm run bench:auth`: what authenticating by an API token adds per request, against the
// session cookie, on the database in DATABASE_URL (e.g. the set of `npm run bench:data`).
// bench:api's "Auth" rows load each credential for seconds one after the other, so a busy
// machine's drift between them can hide a difference of a fraction of a millisecond; here the
// same cheap call goes with the cookie and with the token in alternation, one request at a
// time, thousands of times, on a server with the sign-in cache (the default, a few seconds)
// and on one without it (SESSION_CACHE_SECONDS=0: every request reads its session or token
// from the database). Prints the medians and p95s and the token's extra time (the median of
// the per-pair differences). Writes nothing.
//
// Settings: BENCH_AUTH_PAIRS (pairs per call and server, default 2000), BENCH_PORT (server,
// default 3351; the one without the cache the next port).
import os from 'node:os';
import { signInOverHttp } from './http-sign-in.mjs';
import { startProduct } from './support.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:auth measures the server on PostgreSQL: set DATABASE_URL (see bench:api)');
  process.exit(2);
}
const pairs = Number(process.env.BENCH_AUTH_PAIRS ?? 2000);
const port = Number(process.env.BENCH_PORT ?? 3351);
const warmUpPairs = 50;
const calls = [
  ['current user', '/api/ATSUsers/Current'],
  ['currencies', '/api/Settings/Currencies'],
];

const quantile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
const sortedOf = (values) => [...values].sort((a, b) => a - b);

async function timed(url, headers) {
  const startedAt = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  const milliseconds = performance.now() - startedAt;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return milliseconds;
}

/** Cookie and token in alternation (which goes first alternates too). */
async function measurePairs(url, cookieHeaders, tokenHeaders) {
  const cookie = [];
  const token = [];
  const differences = [];
  for (let index = 0; index < warmUpPairs + pairs; index++) {
    const tokenFirst = index % 2 === 1;
    const first = await timed(url, tokenFirst ? tokenHeaders : cookieHeaders);
    const second = await timed(url, tokenFirst ? cookieHeaders : tokenHeaders);
    if (index < warmUpPairs) continue;
    const [withCookie, withToken] = tokenFirst ? [second, first] : [first, second];
    cookie.push(withCookie);
    token.push(withToken);
    differences.push(withToken - withCookie);
  }
  return { cookie: sortedOf(cookie), token: sortedOf(token), differences: sortedOf(differences) };
}

function startServer(serverPort, name, env = {}) {
  return startProduct({
    port: serverPort,
    name,
    env: {
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: `http://127.0.0.1:${serverPort}`,
      // Far above what this sends: the token is measured, not its rate limit.
      API_TOKEN_RATE_LIMIT: '1000000000',
      ...env,
    },
  });
}

async function main() {
  const cached = startServer(port, 'auth');
  const uncached = startServer(port + 1, 'auth-uncached', { SESSION_CACHE_SECONDS: '0' });
  let revoke;
  try {
    await cached.waitForHealth(600_000);
    await uncached.waitForHealth(600_000);
    const baseURL = `http://127.0.0.1:${port}`;
    const cookie = await signInOverHttp(baseURL, {
      email: 'recruiter@example.com',
      password: 'demo',
    });
    const created = await fetch(`${baseURL}/api/Settings/ApiTokens`, {
      method: 'POST',
      headers: { cookie, origin: baseURL, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench:auth', lifetimeInDays: 30, scopes: ['settings:read'] }),
    });
    const { secret, token } = await created.json();
    if (created.status !== 201) throw new Error(`createApiToken answered ${created.status}`);
    revoke = () =>
      fetch(`${baseURL}/api/Settings/ApiTokens/${token.id}`, {
        method: 'DELETE',
        headers: { cookie, origin: baseURL },
      });
    const cookieHeaders = { cookie, accept: 'application/json' };
    const tokenHeaders = { authorization: `Bearer ${secret}`, accept: 'application/json' };
    const load = os.loadavg()[0];
    console.log(
      `${pairs} pairs per row (cookie and token in alternation, 1 request at a time, loopback); ${os.cpus().length} cores, load average ${load.toFixed(1)}`,
    );
    console.log(
      '| Call | Sign-in cache | cookie p50 | token p50 | cookie p95 | token p95 | token − cookie, median of pairs |',
    );
    console.log('|---|---|--:|--:|--:|--:|--:|');
    const ms = (value) => value.toFixed(2);
    for (const [server, cache] of [
      [cached, 'on (5 s)'],
      [uncached, 'off'],
    ]) {
      for (const [what, path] of calls) {
        const url = `${server.baseURL.replace('localhost', '127.0.0.1')}${path}`;
        const result = await measurePairs(url, cookieHeaders, tokenHeaders);
        console.log(
          `| ${what} | ${cache} | ${ms(quantile(result.cookie, 0.5))} | ${ms(quantile(result.token, 0.5))} | ${ms(quantile(result.cookie, 0.95))} | ${ms(quantile(result.token, 0.95))} | ${ms(quantile(result.differences, 0.5))} |`,
        );
      }
    }
    console.log(`load average at the end ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    await revoke?.().catch(() => {});
    await uncached.stop();
    await cached.stop();
  }
}

await main();
