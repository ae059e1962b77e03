// `npm run bench:faults`: acknowledged writes survive kill -9 of the server (and, opt-in, a
// restart of PostgreSQL) under load. Starts the server on PostgreSQL (DATABASE_URL, or a
// fresh database it creates and drops) with the demo data, signs in as the demo recruiter,
// and runs writers of small actions (stage moves, notes, applies) that record every
// acknowledged write. Meanwhile it kills the server with SIGKILL `--kills` times, restarts
// it at once and measures how long until /api/health answers (budget 5 s). Afterwards it
// checks that every acknowledged write is stored and none is half done, prints a summary and
// exits 1 on a lost or half-done write or a slow recovery.
//
// Options: --kills N (default 20), --restart-postgres (restart the local cluster with
// `pg_ctlcluster 15 main restart` once under load; it disturbs everything else using that
// PostgreSQL for a few seconds), --writers N (concurrent writers, default 16), --interval S
// (seconds of load between kills, default 3), --port N (default 3340).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { signInOverHttp } from './http-sign-in.mjs';
import {
  checkWrites,
  createServer,
  createWriter,
  discoverTargets,
  openDatabase,
} from './write-load.mjs';

const { values: options } = parseArgs({
  options: {
    kills: { type: 'string', default: '20' },
    'restart-postgres': { type: 'boolean', default: false },
    writers: { type: 'string', default: '16' },
    interval: { type: 'string', default: '3' },
    port: { type: 'string', default: '3340' },
  },
});
const kills = Number(options.kills);
const writers = Number(options.writers);
const intervalMs = Number(options.interval) * 1000;
const recoveryBudgetMs = 5000;
if (!(kills >= 0 && writers >= 1 && intervalMs > 0)) {
  console.error('--kills, --writers and --interval must be positive numbers');
  process.exit(2);
}

const execFileAsync = promisify(execFile);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await openDatabase('faults');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ats-bench-faults-'));
const server = createServer({
  port: Number(options.port),
  dataDir,
  databaseUrl: database.url,
});
const query = database.query;

try {
  server.start();
  await server.waitForHealth();
  const { baseURL } = server;
  const cookie = await signInOverHttp(baseURL, {
    email: 'recruiter@example.com',
    password: 'demo',
  });
  const targets = await discoverTargets(baseURL, cookie);
  const [{ now: since }] = await query('select now()');
  const writer = createWriter({ baseURL, cookie, targets, workers: writers, timeoutMs: 10_000 });

  let running = true;
  const actions = [
    writer.moveStage,
    writer.moveStage,
    writer.addNote,
    writer.addNote,
    writer.apply,
  ];
  const loops = Array.from({ length: writers }, async (_, worker) => {
    let turn = worker;
    while (running) {
      const { outcome } = await actions[turn++ % actions.length].call(writer, worker);
      // While the server is down, retry gently: a storm of refused connections would take
      // CPU from the starting server on a small machine.
      if (outcome === 'failed') await sleep(250);
    }
  });

  const recoveries = [];
  for (let kill = 1; kill <= kills; kill++) {
    await sleep(intervalMs * (0.5 + Math.random()));
    await server.kill('SIGKILL');
    server.start();
    const recoveryMs = await server.waitForHealth(60_000);
    recoveries.push(recoveryMs);
    console.log(
      `kill -9 #${kill}: /api/health answered ${Math.round(recoveryMs)} ms after the restart; ` +
        `${writer.counts.acknowledged} writes acknowledged so far`,
    );
  }

  let postgresRecoveryMs = null;
  if (options['restart-postgres']) {
    await sleep(intervalMs);
    // Asynchronously, so that the writers keep writing while PostgreSQL goes down and up.
    const restartStartedAt = performance.now();
    await execFileAsync('pg_ctlcluster', ['15', 'main', 'restart']);
    const upAt = performance.now();
    const before = writer.counts.acknowledged;
    // Recovered when the same server (not restarted) acknowledges writes again.
    while (writer.counts.acknowledged === before && performance.now() - upAt < 60_000) {
      await sleep(10);
    }
    postgresRecoveryMs = performance.now() - upAt;
    console.log(
      `PostgreSQL restarted in ${Math.round(upAt - restartStartedAt)} ms; writes acknowledged again ${Math.round(postgresRecoveryMs)} ms after it was up`,
    );
  }

  await sleep(intervalMs);
  running = false;
  await Promise.all(loops);
  await server.kill('SIGTERM');

  const result = await checkWrites(query, {
    ledger: writer.ledger,
    since,
    filesDir: server.filesDir,
  });
  const maxRecoveryMs = Math.max(0, ...recoveries);
  const acknowledged = Object.values(result.acknowledged).reduce((sum, count) => sum + count, 0);
  console.log(`\nFaults on PostgreSQL (${writers} writers, kill -9 every ~${intervalMs / 1000} s)`);
  console.log(
    `  writes acknowledged: ${acknowledged} (${JSON.stringify(result.acknowledged)}); refused (expected 4xx): ${writer.counts.refused} ${JSON.stringify(writer.refusals)}; unanswered or failed: ${writer.counts.failed} ${JSON.stringify(writer.failures)}`,
  );
  console.log(`  lost: ${result.lostTotal} ${JSON.stringify(result.lost)}`);
  console.log(`  half done: ${result.halfDoneTotal} ${JSON.stringify(result.halfDone)}`);
  console.log(
    `  kills: ${recoveries.length}; recovery (restart to /api/health 200): max ${Math.round(maxRecoveryMs)} ms, mean ${Math.round(recoveries.reduce((sum, ms) => sum + ms, 0) / Math.max(1, recoveries.length))} ms (budget ${recoveryBudgetMs} ms)`,
  );
  if (postgresRecoveryMs !== null) {
    console.log(
      `  PostgreSQL restart: writes acknowledged again ${Math.round(postgresRecoveryMs)} ms after it was up`,
    );
  }
  if (result.lostTotal > 0 || result.halfDoneTotal > 0) {
    console.log(`  examples: ${JSON.stringify(result.examples, null, 2)}`);
  }
  const unexpected = Object.keys(writer.failures).filter(
    (key) => !key.endsWith(' no answer') && !key.endsWith(' timeout'),
  );
  if (unexpected.length > 0) console.log(`  unexpected answers: ${unexpected.join(', ')}`);
  if (result.lostTotal > 0 || result.halfDoneTotal > 0 || maxRecoveryMs > recoveryBudgetMs) {
    process.exitCode = 1;
  }
} finally {
  await server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
