// What bench/faults.mjs and bench/load.mjs share: the server started as `npm start` starts
// it (`node --import tsx src/main.ts` in packages/api-server, here without the npm start
// wrapper so that a kill -9 hits the server itself), the targets of the writes found through
// the API, small writes (stage moves, notes, applies) with every acknowledged one recorded,
// and the SQL checks that each acknowledged write is stored and none is half done.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { applicationForm } from './application-form.mjs';
import { root } from './support.mjs';

const serverRequire = createRequire(path.join(root, 'packages/api-server/package.json'));
/** The server's PostgreSQL driver. */
export const pg = serverRequire('pg');

const activityType = { JobApplicationSent: 0, NoteAdded: 4, StageChanged: 5 };

/**
 * The server on `port` with `dataDir` (files, and PGlite's database when `databaseUrl` is
 * empty). `start()` may be called again after `kill()`: the same data, a new process.
 */
export function createServer({ port, dataDir, databaseUrl, env = {} }) {
  const baseURL = `http://localhost:${port}`;
  let child = null;
  const exited = () => child === null || child.exitCode !== null || child.signalCode !== null;
  return {
    baseURL,
    filesDir: path.join(dataDir, 'files'),
    start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.join(root, 'packages/api-server'),
        detached: true,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl ?? '',
          PORT: String(port),
          DATA_DIR: dataDir,
          // No web app: the benches use the API only.
          STATIC_DIR: path.join(dataDir, 'no-app'),
          LOG_LEVEL: 'fatal',
          // The per-address limits would stop a load from one address at once.
          APPLY_RATE_LIMIT: '1000000',
          SIGN_IN_RATE_LIMIT: '1000000',
          ...env,
        },
      });
    },
    /** Milliseconds from now until /api/health answers 200; throws after `timeoutMs`. */
    async waitForHealth(timeoutMs = 240_000) {
      const startedAt = performance.now();
      while (performance.now() - startedAt < timeoutMs) {
        if (exited()) throw new Error(`The server stopped (exit ${child?.exitCode})`);
        try {
          const response = await fetch(`${baseURL}/api/health`, {
            signal: AbortSignal.timeout(1000),
          });
          await response.arrayBuffer();
          if (response.ok) return performance.now() - startedAt;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No answer from ${baseURL}/api/health within ${timeoutMs / 1000} s`);
    },
    /** Ends the server with `signal` (SIGKILL: no clean-up at all) and waits for it. */
    async kill(signal = 'SIGTERM') {
      if (exited()) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    },
  };
}

/** Answers the rows of one query on a connection of its own. */
function queryOn(connectionString) {
  return async (text, params) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  };
}

/**
 * DATABASE_URL as given, or a new database `<prefix>_<pid>` on the local PostgreSQL that
 * `drop()` removes. `query(text, params)` answers rows.
 */
export async function openDatabase(prefix) {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    return { url, query: queryOn(url), drop: async () => {} };
  }
  const server = 'postgres://postgres@127.0.0.1:5432';
  const name = `${prefix}_${process.pid}`;
  const admin = queryOn(`${server}/postgres`);
  await admin(`create database ${name}`);
  return {
    url: `${server}/${name}`,
    query: queryOn(`${server}/${name}`),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * The embedded database of a stopped server's `dataDir`, opened read-only in spirit (the
 * checks only read); `close()` when done.
 */
export async function openEmbeddedDatabase(dataDir) {
  const { PGlite } = serverRequire('@electric-sql/pglite');
  const { pg_trgm } = serverRequire('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { pg_trgm },
  });
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    close: () => client.close(),
  };
}

async function getJson(baseURL, cookie, url) {
  const response = await fetch(`${baseURL}${url}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/**
 * What the writes act on, as the demo recruiter sees it: open recruitments with their public
 * offers, their candidates (up to 100 each) and the live stages.
 */
export async function discoverTargets(baseURL, cookie) {
  const open = await getJson(
    baseURL,
    cookie,
    '/api/Recruitments?pageNumber=1&pageSize=20&RecruitmentStatus=2',
  );
  if (open.result.length === 0) throw new Error('The demo data has no open recruitment');
  const recruitments = [];
  const candidates = [];
  for (const { id } of open.result) {
    const offer = await (await fetch(`${baseURL}/api/JobOffers/${id}`)).json();
    recruitments.push({ id, offer });
    const response = await fetch(
      `${baseURL}/api/RecruitmentRecruitees?recruitmentId=${id}&PageNumber=1&PageSize=100`,
      { headers: { cookie } },
    );
    // 403: the recruiter is not in this recruitment's team (applying to it is still open).
    if (response.status === 403) continue;
    if (response.status !== 200) throw new Error(`The candidates of ${id}: ${response.status}`);
    for (const candidate of (await response.json()).result) {
      candidates.push({
        recruitmentId: id,
        recruiteeId: candidate.id,
        stageId: candidate.recruitmentRecruiteeStageId,
      });
    }
  }
  const stages = (await getJson(baseURL, cookie, '/api/RecruitmentRecruiteeStages'))
    .filter((stage) => !stage.isDeleted)
    .map((stage) => stage.id);
  if (candidates.length === 0 || stages.length < 2) {
    throw new Error('The demo data has no candidates to move in the open recruitments');
  }
  return { recruitments, candidates, stages };
}

// A small one-page PDF and a 1x1 PNG for the file questions.
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Writes of a signed-in recruiter; each answers 'acknowledged', 'refused' (an expected 4xx)
 * or 'failed' (no answer, 5xx or any other status) and records every acknowledged write in
 * `ledger`. Candidates are split between `workers` so that one candidate's moves never race.
 */
export function createWriter({ baseURL, cookie, targets, workers, timeoutMs = 30_000 }) {
  const ledger = { applications: [], notes: [], stageMoves: [] };
  const failures = {};
  const refusals = {};
  const counts = { acknowledged: 0, refused: 0, failed: 0 };
  let applied = 0;
  // Writes need our own origin (the CSRF check).
  const headers = { cookie, origin: baseURL };

  async function send(url, init, expected) {
    let response;
    try {
      response = await fetch(`${baseURL}${url}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const route = url.replace(/[0-9a-f-]{36}/g, '{id}');
      const reason = `${init.method} ${route} ${error.name === 'TimeoutError' ? 'timeout' : 'no answer'}`;
      failures[reason] = (failures[reason] ?? 0) + 1;
      counts.failed++;
      return { outcome: 'failed' };
    }
    const body = response.status === 200 ? await response.json() : await response.text();
    if (response.status === expected) {
      counts.acknowledged++;
      return { outcome: 'acknowledged', body };
    }
    // 400: a move to the stage an unanswered move already made; 503 with Retry-After: the
    // embedded database's bounded queue.
    const refused =
      (response.status === 400 && url.endsWith('/setstage')) ||
      (response.status === 503 && response.headers.has('retry-after'));
    const key = `${init.method} ${url.split('?')[0].replace(/[0-9a-f-]{36}/g, '{id}')} ${response.status}`;
    if (refused) {
      counts.refused++;
      refusals[key] = (refusals[key] ?? 0) + 1;
      // BENCH_DEBUG=1 prints each refusal's answer (e.g. why an application was refused).
      if (process.env.BENCH_DEBUG) console.error(key, String(body).slice(0, 300));
    } else {
      counts.failed++;
      failures[key] = (failures[key] ?? 0) + 1;
    }
    return { outcome: refused ? `refused ${response.status}` : 'failed', status: response.status };
  }

  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const mine = (worker) => targets.candidates.filter((_, index) => index % workers === worker);

  return {
    ledger,
    counts,
    failures,
    refusals,
    async moveStage(worker) {
      const candidate = pick(mine(worker));
      if (!candidate) return this.addNote(worker);
      const stageId = pick(targets.stages.filter((id) => id !== candidate.stageId));
      const move = {
        recruitmentId: candidate.recruitmentId,
        recruiteeId: candidate.recruiteeId,
        recruitmentRecruiteeStageId: stageId,
      };
      const result = await send(
        '/api/RecruitmentRecruiteeStages/setstage',
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(move),
        },
        204,
      );
      // Unanswered moves may have happened too: the next move is refused (400) at worst.
      candidate.stageId = stageId;
      if (result.outcome === 'acknowledged') ledger.stageMoves.push(move);
      return result;
    },
    async addNote(worker) {
      const candidate = pick(targets.candidates);
      const result = await send(
        '/api/Activities/note',
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            text: `Load note ${randomUUID()} from worker ${worker}`,
            recruitmentId: candidate.recruitmentId,
            recruiteeId: candidate.recruiteeId,
          }),
        },
        200,
      );
      if (result.outcome === 'acknowledged') ledger.notes.push(result.body.id);
      return result;
    },
    async apply() {
      const { id, offer } = pick(targets.recruitments);
      const result = await send(
        `/api/JobOffers/${id}/apply`,
        {
          method: 'POST',
          headers: { origin: baseURL, 'Idempotency-Key': randomUUID() },
          body: applicationForm(offer, applied++, { name: 'Load', pdf }),
        },
        200,
      );
      if (result.outcome === 'acknowledged') ledger.applications.push(result.body.id);
      return result;
    },
  };
}

/**
 * Every acknowledged write in `ledger` is stored, and no write since `since` is half done.
 * `query(text, params)` answers rows; `filesDir` is where the server stores files.
 */
export async function checkWrites(query, { ledger, since, filesDir }) {
  const lostApplications = await query(
    `select ack.id from unnest($1::uuid[]) as ack(id)
     where not exists (select 1 from job_applications j where j.id = ack.id)`,
    [ledger.applications],
  );
  const lostNotes = await query(
    `select ack.id from unnest($1::uuid[]) as ack(id)
     where not exists (select 1 from activities a where a.id = ack.id and a.activity_type = ${activityType.NoteAdded})`,
    [ledger.notes],
  );
  // A move is lost when fewer stage-changed activities to that stage exist than were acknowledged.
  const moves = new Map();
  for (const move of ledger.stageMoves) {
    const key = `${move.recruitmentId} ${move.recruiteeId} ${move.recruitmentRecruiteeStageId}`;
    moves.set(key, (moves.get(key) ?? 0) + 1);
  }
  const keys = [...moves.keys()].map((key) => key.split(' '));
  const lostMoves = await query(
    `select ack.recruitment_id, ack.recruitee_id, ack.stage_id, ack.acknowledged, count(a.id)::int as stored
     from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[])
       as ack(recruitment_id, recruitee_id, stage_id, acknowledged)
     left join activities a on a.recruitment_id = ack.recruitment_id
       and a.recruitee_id = ack.recruitee_id and a.activity_type = ${activityType.StageChanged}
       and a.data->>'newStageId' = ack.stage_id::text and a.creation_timestamp >= $5
     group by 1, 2, 3, 4 having count(a.id) < ack.acknowledged`,
    [
      keys.map((key) => key[0]),
      keys.map((key) => key[1]),
      keys.map((key) => key[2]),
      [...moves.values()],
      since,
    ],
  );

  // Half done: an application without its candidate-in-recruitment row or its "applied"
  // activity, an "applied" activity without its application, a stage change without its
  // activity (written in one transaction: both carry that transaction's now()), a
  // stage-changed activity whose change is not there, a file row without its bytes.
  const applicationsWithoutActivity = await query(
    `select j.id from job_applications j where j.created_at >= $1 and (
       not exists (select 1 from activities a where a.activity_type = ${activityType.JobApplicationSent}
         and a.recruitee_id = j.recruitee_id and a.recruitment_id = j.recruitment_id
         and a.data->>'jobApplicationId' = j.id::text)
       or not exists (select 1 from recruitment_recruitees rr
         where rr.recruitment_id = j.recruitment_id and rr.recruitee_id = j.recruitee_id))`,
    [since],
  );
  const appliedActivitiesWithoutApplication = await query(
    `select a.id from activities a where a.activity_type = ${activityType.JobApplicationSent}
       and a.creation_timestamp >= $1
       and not exists (select 1 from job_applications j where j.id::text = a.data->>'jobApplicationId')`,
    [since],
  );
  const stageChangesWithoutActivity = await query(
    `select rr.recruitment_id, rr.recruitee_id from recruitment_recruitees rr
     where rr.stage_changed_at >= $1 and not rr.is_new
       and not exists (select 1 from activities a where a.activity_type = ${activityType.StageChanged}
         and a.recruitment_id = rr.recruitment_id and a.recruitee_id = rr.recruitee_id
         and a.creation_timestamp = rr.stage_changed_at and a.data->>'newStageId' = rr.stage_id::text)`,
    [since],
  );
  const stageActivitiesWithoutChange = await query(
    `select a.id from activities a
     left join recruitment_recruitees rr
       on rr.recruitment_id = a.recruitment_id and rr.recruitee_id = a.recruitee_id
     where a.activity_type = ${activityType.StageChanged} and a.creation_timestamp >= $1
       and (rr.recruitee_id is null or rr.stage_changed_at < a.creation_timestamp)`,
    [since],
  );
  const fileRows = await query(
    'select storage_key, size_bytes::int as size from files where created_at >= $1',
    [since],
  );
  const filesWithoutBytes = fileRows.filter(({ storage_key: key, size }) => {
    const filePath = path.resolve(filesDir, ...key.split('/'));
    return !existsSync(filePath) || statSync(filePath).size !== size;
  });

  const lost = {
    applications: lostApplications.length,
    notes: lostNotes.length,
    stageMoves: lostMoves.reduce((sum, row) => sum + row.acknowledged - row.stored, 0),
  };
  const halfDone = {
    applicationsWithoutActivityOrCandidate: applicationsWithoutActivity.length,
    appliedActivitiesWithoutApplication: appliedActivitiesWithoutApplication.length,
    stageChangesWithoutActivity: stageChangesWithoutActivity.length,
    stageActivitiesWithoutChange: stageActivitiesWithoutChange.length,
    filesWithoutBytes: filesWithoutBytes.length,
  };
  const total = (counts) => Object.values(counts).reduce((sum, count) => sum + count, 0);
  return {
    acknowledged: {
      applications: ledger.applications.length,
      notes: ledger.notes.length,
      stageMoves: ledger.stageMoves.length,
    },
    lost,
    halfDone,
    lostTotal: total(lost),
    halfDoneTotal: total(halfDone),
    examples: {
      lostApplications: lostApplications.slice(0, 3),
      lostNotes: lostNotes.slice(0, 3),
      lostMoves: lostMoves.slice(0, 3),
      applicationsWithoutActivity: applicationsWithoutActivity.slice(0, 3),
      stageChangesWithoutActivity: stageChangesWithoutActivity.slice(0, 3),
      stageActivitiesWithoutChange: stageActivitiesWithoutChange.slice(0, 3),
      filesWithoutBytes: filesWithoutBytes.slice(0, 3),
    },
  };
}
