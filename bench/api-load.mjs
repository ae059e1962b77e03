// Load measurement for bench/api.mjs: autocannon against one URL for a fixed time, with
// latency percentiles computed from every response's own time (autocannon's summary rounds
// to whole milliseconds and has no p95), and the floor server in its own process.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './support.mjs';

const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * Loads `url` with `connections` connections for `seconds`; throws with the URL and status
 * on any answer but 200, and on connection errors or timeouts.
 */
export async function measureLoad(url, { connections, seconds, headers = {} }) {
  const times = [];
  let refusal;
  const run = autocannon({ url, connections, duration: seconds, headers, timeout: 30 });
  run.on('response', (_client, statusCode, _bytes, milliseconds) => {
    if (statusCode === 200) times.push(milliseconds);
    else refusal ??= statusCode;
  });
  const result = await run;
  if (refusal !== undefined) throw new Error(`${url} answered ${refusal} under load`);
  if (result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${url}: ${result.errors} errors and ${result.timeouts} timeouts under load`);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    requestsPerSecond: times.length / result.duration,
  };
}

/** Starts bench/floor-server.mjs on `port`; `stop()` ends it. */
export async function startFloorServer(port) {
  const child = fork(path.join(root, 'bench/floor-server.mjs'), [String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The floor server stopped (exit ${code})`)));
  });
  return {
    urlFor: (bytes) => `http://127.0.0.1:${port}/floor/${bytes}`,
    stop() {
      child.kill('SIGTERM');
    },
  };
}
