// `npm run bench:load`: many concurrent clients of mixed reads and writes on loopback.
// Starts the server on PostgreSQL (DATABASE_URL, or a fresh database it creates and drops)
// or, with --embedded, on the embedded database (PGlite), with the demo data; signs in as
// the demo recruiter; runs `--connections` clients (plain fetch loops, each with its own
// connection at a time) for `--duration` seconds: 80 % signed-in reads (lists, details, dashboard),
// 20 % writes (stage moves, notes, applies) with every acknowledged write recorded. Then it
// stops the server and checks that every acknowledged write is stored and none is half done.
// Prints requests/s, latency percentiles and answers by kind, replaces this database's row
// of the "Load (bench:load)" section of docs/performance.md, and exits 1 on any unexpected
// error (anything but the contract's success or an expected 4xx; 503 with Retry-After, the
// embedded database's bounded queue, is counted on its own) or a lost or half-done write.
//
// Options: --duration S (default 60), --connections N (default 200), --embedded,
// --port N (default 3342), --no-report (leave docs/performance.md as it is).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signInOverHttp } from './http-sign-in.mjs';
import { root } from './support.mjs';
import {
  checkWrites,
  createServer,
  createWriter,
  discoverTargets,
  openDatabase,
  openEmbeddedDatabase,
} from './write-load.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    embedded: { type: 'boolean', default: false },
    port: { type: 'string', default: '3342' },
    'no-report': { type: 'boolean', default: false },
  },
});
const seconds = Number(options.duration);
const connections = Number(options.connections);
if (!(seconds > 0 && connections >= 1)) {
  console.error('--duration and --connections must be positive numbers');
  process.exit(2);
}
const embedded = options.embedded;
const databaseLabel = embedded ? 'Embedded (PGlite)' : 'PostgreSQL';
/** A request without an answer within this is an unexpected error. */
const timeoutMs = 10_000;

const percentile = (sorted, share) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/** The signed-in reads of the mix, picked evenly. */
function readsFor(targets) {
  const recruitment = () =>
    targets.recruitments[Math.floor(Math.random() * targets.recruitments.length)].id;
  const candidate = () => targets.candidates[Math.floor(Math.random() * targets.candidates.length)];
  return [
    () => '/api/ATSUsers/Current',
    () => '/api/Dashboard',
    () => '/api/Recruitments?pageNumber=1&pageSize=20',
    () => `/api/Recruitments/${recruitment()}`,
    () => '/api/Recruitees?pageNumber=1&pageSize=20',
    () => {
      const { recruitmentId } = candidate();
      return `/api/RecruitmentRecruitees?recruitmentId=${recruitmentId}&PageNumber=1&PageSize=20`;
    },
    () => {
      const { recruitmentId, recruiteeId } = candidate();
      return `/api/Activities?recruitmentId=${recruitmentId}&recruiteeId=${recruiteeId}`;
    },
    () => '/api/RecruitmentRecruiteeStages',
  ];
}

/** Replaces this database's row of the "Load (bench:load)" section, or appends the section. */
function writeReport(row) {
  const file = path.join(root, 'docs/performance.md');
  const heading = '## Load (bench:load)';
  const header = [
    '| Database | Settings | Machine load (1/5/15 min) | Requests | Requests/s | p50 | p99 | Unexpected errors | 503 + Retry-After | Writes acknowledged | Lost | Half done | Run |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const intro = [
    heading,
    '',
    '`npm run bench:load [-- --embedded] [-- --duration 60 --connections 200]`: that many',
    'concurrent clients (plain fetch loops on loopback with keep-alive connections, in one',
    'Node process on the same machine as the server) for the duration; 80 % signed-in reads',
    '(current user, dashboard, recruitments, recruitment details, candidates, candidates in a',
    'recruitment, a timeline, stages), 20 % writes (stage moves, notes, applies with files).',
    'Every acknowledged write is checked in the database afterwards (stored, not half done).',
    'An unexpected error is anything but the success status or an expected 4xx (a stage move',
    'refused because an unanswered move already made it); 503 with Retry-After (the embedded',
    "database's bounded queue) is counted on its own. Rows are replaced by the next run.",
    '',
  ];
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  let rows = [];
  let notes = '';
  let before = text;
  let after = '';
  if (start !== -1) {
    const next = text.indexOf('\n## ', start + heading.length + 2);
    before = text.slice(0, start);
    after = next === -1 ? '' : text.slice(next);
    const lines = text.slice(start, next === -1 ? text.length : next).split('\n');
    // Notes written under the table stay.
    let lastRow = lines.length - 1;
    while (lastRow > 0 && !lines[lastRow].startsWith('| ')) lastRow--;
    notes = lines
      .slice(lastRow + 1)
      .join('\n')
      .trim();
    rows = lines.filter(
      (line) =>
        line.startsWith('| ') && !line.startsWith('| Database') && !line.startsWith('| ---'),
    );
  }
  rows = rows.filter((line) => !line.startsWith(`| ${row[0]} |`));
  rows.push(`| ${row.join(' | ')} |`);
  rows.sort();
  const section = [...intro, ...header, ...rows, ...(notes ? ['', notes] : [])].join('\n');
  writeFileSync(file, `${before.trimEnd()}\n\n${section}\n${after}`);
}

const database = embedded ? null : await openDatabase('load');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ats-bench-load-'));
const server = createServer({ port: Number(options.port), dataDir, databaseUrl: database?.url });

try {
  server.start();
  await server.waitForHealth();
  const { baseURL } = server;
  const cookie = await signInOverHttp(baseURL, {
    email: 'recruiter@example.com',
    password: 'demo',
  });
  const targets = await discoverTargets(baseURL, cookie);
  const reads = readsFor(targets);
  const writer = createWriter({ baseURL, cookie, targets, workers: connections, timeoutMs });
  const readCounts = { ok: 0, busy: 0, failed: 0 };
  const readFailures = {};
  const times = [];
  const since = new Date();
  const loadBefore = os.loadavg();

  async function read() {
    const url = reads[Math.floor(Math.random() * reads.length)]();
    const route = url.split('?')[0].replace(/[0-9a-f-]{36}/g, '{id}');
    try {
      const response = await fetch(`${baseURL}${url}`, {
        headers: { cookie },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer();
      if (response.status === 200) readCounts.ok++;
      else if (response.status === 503 && response.headers.has('retry-after')) readCounts.busy++;
      else {
        readCounts.failed++;
        const key = `GET ${route} ${response.status}`;
        readFailures[key] = (readFailures[key] ?? 0) + 1;
      }
    } catch (error) {
      readCounts.failed++;
      const key = `GET ${route} ${error.name === 'TimeoutError' ? 'timeout' : 'no answer'}`;
      readFailures[key] = (readFailures[key] ?? 0) + 1;
    }
  }

  const writes = [writer.moveStage, writer.moveStage, writer.addNote, writer.addNote, writer.apply];
  const endsAt = performance.now() + seconds * 1000;
  const clients = Array.from({ length: connections }, async (_, client) => {
    while (performance.now() < endsAt) {
      const startedAt = performance.now();
      const draw = Math.random();
      if (draw < 0.8) await read();
      else await writes[Math.floor(Math.random() * writes.length)].call(writer, client);
      times.push(performance.now() - startedAt);
    }
  });
  const loadStartedAt = performance.now();
  await Promise.all(clients);
  const elapsedSeconds = (performance.now() - loadStartedAt) / 1000;
  const loadAfter = os.loadavg();
  await server.kill('SIGTERM');

  const store = embedded ? await openEmbeddedDatabase(dataDir) : database;
  let result;
  try {
    result = await checkWrites(store.query, {
      ledger: writer.ledger,
      since,
      filesDir: server.filesDir,
    });
  } finally {
    if (embedded) await store.close();
  }

  times.sort((a, b) => a - b);
  const answered = times.length;
  const unexpected = readCounts.failed + writer.counts.failed;
  const busy = readCounts.busy;
  const busyWrites = Object.entries(writer.refusals)
    .filter(([key]) => key.endsWith(' 503'))
    .reduce((sum, [, count]) => sum + count, 0);
  const acknowledged = writer.counts.acknowledged;
  const requestsPerSecond = answered / elapsedSeconds;
  const ms = (value) => `${Math.round(value)} ms`;
  const load = (values) => values.map((value) => value.toFixed(2)).join(' / ');
  console.log(`\n${databaseLabel}: ${connections} clients for ${seconds} s on ${baseURL}`);
  console.log(
    `  requests finished (answered or timed out): ${answered} (${requestsPerSecond.toFixed(0)} requests/s)`,
  );
  console.log(
    `  latency: p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}, max ${ms(times.at(-1) ?? 0)}`,
  );
  console.log(`  reads: ${JSON.stringify(readCounts)} ${JSON.stringify(readFailures)}`);
  console.log(
    `  writes: ${JSON.stringify(writer.counts)} acknowledged ${JSON.stringify(result.acknowledged)}; refused ${JSON.stringify(writer.refusals)}; failed ${JSON.stringify(writer.failures)}`,
  );
  console.log(`  unexpected errors: ${unexpected}; 503 with Retry-After: ${busy + busyWrites}`);
  console.log(`  lost: ${result.lostTotal} ${JSON.stringify(result.lost)}`);
  console.log(`  half done: ${result.halfDoneTotal} ${JSON.stringify(result.halfDone)}`);
  console.log(`  machine load before / after: ${load(loadBefore)} -> ${load(loadAfter)}`);
  if (result.lostTotal > 0 || result.halfDoneTotal > 0) {
    console.log(`  examples: ${JSON.stringify(result.examples, null, 2)}`);
  }

  if (!options['no-report']) {
    writeReport([
      databaseLabel,
      `${connections} clients, ${seconds} s`,
      `${load(loadBefore)} before, ${load(loadAfter)} after (2 cores, shared)`,
      String(answered),
      requestsPerSecond.toFixed(0),
      ms(percentile(times, 0.5)),
      ms(percentile(times, 0.99)),
      String(unexpected),
      String(busy + busyWrites),
      String(acknowledged),
      String(result.lostTotal),
      String(result.halfDoneTotal),
      new Date().toISOString().slice(0, 16).replace('T', ' '),
    ]);
    console.log('  written to docs/performance.md ("Load (bench:load)")');
  }
  if (unexpected > 0 || result.lostTotal > 0 || result.halfDoneTotal > 0) process.exitCode = 1;
} finally {
  await server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}
