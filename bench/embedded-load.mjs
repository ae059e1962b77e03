// `npm run bench:embedded`: the embedded database (PGlite) under 200 concurrent connections.
// Starts the server on its own port and fresh data directory (demo data), signs in as the
// demo recruiter, loads a mix of signed-in reads (each request carries the session cookie)
// and /api/health with autocannon, and meanwhile asks /api/health on a connection of its own
// every 200 ms. Prints requests/s, latency percentiles, answers by status, unanswered
// requests (autocannon's 10 s timeout) and how the separate health probe fared.
//
// Settings: BENCH_CONNECTIONS (default 200), BENCH_DURATION (seconds, default 20),
// BENCH_PORT (default 3302), BENCH_SERVER_ROOT (the repository whose server is started,
// default this one: for a before/after comparison with another checkout).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInOverHttp } from './http-sign-in.mjs';
import { root } from './support.mjs';

const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');

const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const seconds = Number(process.env.BENCH_DURATION ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3302);
const serverRoot = path.resolve(process.env.BENCH_SERVER_ROOT ?? root);
const baseURL = `http://localhost:${port}`;
/** autocannon's default: a request without an answer within this is counted as a timeout. */
const timeoutSeconds = 10;

function startServer() {
  const runDir = mkdtempSync(path.join(tmpdir(), 'ats-bench-embedded-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(serverRoot, 'packages/api-server'),
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: path.join(runDir, 'data'),
      STATIC_DIR: path.join(runDir, 'no-app'),
      LOG_LEVEL: 'error',
    },
  });
  return {
    async waitForHealth(timeoutMs = 240_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (server.exitCode !== null) throw new Error(`The server stopped (${server.exitCode})`);
        try {
          if ((await fetch(`${baseURL}/api/health`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`No answer from ${baseURL}/api/health`);
    },
    async stop() {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await new Promise((resolve) => {
        if (server.exitCode !== null) resolve();
        else server.once('exit', resolve);
        setTimeout(resolve, 10_000);
      });
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** Asks /api/health every 200 ms until `stop()`; answers the latencies and failures. */
function probeHealth() {
  const latencies = [];
  const failures = {};
  let running = true;
  const loop = (async () => {
    while (running) {
      const startedAt = performance.now();
      try {
        const response = await fetch(`${baseURL}/api/health`, {
          signal: AbortSignal.timeout(timeoutSeconds * 1000),
        });
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - startedAt);
        else failures[response.status] = (failures[response.status] ?? 0) + 1;
      } catch (error) {
        const reason = error.name === 'TimeoutError' ? 'timeout' : 'error';
        failures[reason] = (failures[reason] ?? 0) + 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      latencies.sort((a, b) => a - b);
      return { latencies, failures };
    },
  };
}

const percentile = (sorted, share) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

const server = startServer();
try {
  await server.waitForHealth();
  const cookie = await signInOverHttp(baseURL, {
    email: 'recruiter@example.com',
    password: 'demo',
  });
  const signedIn = (url) => ({ method: 'GET', path: url, headers: { cookie } });
  const requests = [
    signedIn('/api/ATSUsers/Current'),
    signedIn('/api/Recruitments?pageNumber=1&pageSize=20'),
    signedIn('/api/Dashboard'),
    signedIn('/api/Questionnaires?pageNumber=1&pageSize=20'),
    signedIn('/api/Recruitees?pageNumber=1&pageSize=20'),
    signedIn('/api/RecruitmentRecruiteeStages'),
    { method: 'GET', path: '/api/health' },
  ];

  const byStatus = {};
  const times = [];
  const health = probeHealth();
  const run = autocannon({
    url: baseURL,
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
    requests,
  });
  run.on('response', (_client, statusCode, _bytes, milliseconds) => {
    byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
    times.push(milliseconds);
  });
  const result = await run;
  const probe = await health.stop();
  times.sort((a, b) => a - b);

  const answered = times.length;
  const sent = answered + result.timeouts;
  const ms = (value) => `${Math.round(value)} ms`;
  console.log(`\nEmbedded database, ${connections} connections for ${seconds} s (${serverRoot})`);
  console.log(`  answered: ${answered} (${(answered / result.duration).toFixed(0)} requests/s)`);
  console.log(`  by status: ${JSON.stringify(byStatus)}`);
  console.log(
    `  unanswered within ${timeoutSeconds} s: ${result.timeouts} (${((100 * result.timeouts) / Math.max(1, sent)).toFixed(2)} % of ${sent}); connection errors: ${result.errors - result.timeouts}`,
  );
  console.log(
    `  latency of answers: p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}, max ${ms(times.at(-1) ?? 0)}`,
  );
  const probed = probe.latencies;
  console.log(
    `  health probe (own connection, every 200 ms): ${probed.length} ok, p50 ${ms(percentile(probed, 0.5))}, max ${ms(probed.at(-1) ?? 0)}, failures ${JSON.stringify(probe.failures)}`,
  );
} finally {
  await server.stop();
}
