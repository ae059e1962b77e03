import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createPgliteClient, openDatabase, pgliteDirectory } from '../../src/db/client.ts';
import { LOCK_FILE_NAME } from '../../src/db/lock.ts';
import { jobApplications } from '../../src/db/schema/index.ts';
import { prepareDatabase } from '../../src/seed/prepare-database.ts';
import { completeForm, createOfferContext, multipartBody } from '../features/offers/fixtures.ts';

const serverDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const firstPort = 3381;

interface RunningServer {
  child: ChildProcess;
  exited: Promise<number | null>;
  ready: Promise<void>;
  output(): string;
}

/** Starts `src/main.ts` the way `npm start` does, on the embedded database in `dataDir`. */
function startServer(dataDir: string, port: number): RunningServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDirectory,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('ATS is running')) resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  ready.catch(() => {}); // awaited by the test
  return { child, exited, ready, output: () => output };
}

/** Resolves once nothing accepts connections on the port any more (at most `ms`). */
async function waitUntilRefused(port: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ECONNREFUSED'),
      );
    });
    if (refused) return true;
    await sleep(50);
  }
  return false;
}

/**
 * An application sent in two halves: the server has the request (it answered
 * `100 Continue`) and the first half of the body, and waits for the rest until `finish()`.
 */
function startSlowUpload(
  port: number,
  url: string,
  body: { payload: Buffer; contentType: string },
) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: url,
    agent: false,
    headers: {
      'content-type': body.contentType,
      'content-length': body.payload.length,
      origin: `http://localhost:${port}`,
      'idempotency-key': randomUUID(),
      expect: '100-continue',
      connection: 'close',
    },
  });
  request.on('error', () => {}); // reported through `started` and `answered`
  const half = Math.floor(body.payload.length / 2);
  const started = new Promise<void>((resolve, reject) => {
    request.once('continue', () => request.write(body.payload.subarray(0, half), () => resolve()));
    request.once('error', reject);
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.once('error', reject);
  });
  return {
    started,
    answered,
    finish: () => request.end(body.payload.subarray(half)),
  };
}

/** The migrated, seeded test database as the data directory's PGlite (creating one takes seconds). */
async function copyTemplateInto(dataDir: string) {
  const templateFile = inject('pgliteTemplateFile');
  if (!templateFile) throw new Error('no PGlite template (test/support/global-setup.ts)');
  const client = await createPgliteClient({
    dataDir: pgliteDirectory(dataDir),
    loadDataDir: new Blob([await readFile(templateFile)]),
  });
  await client.close();
}

// The embedded database is the case where closing it matters: its lock and its files.
describe.runIf(process.env.TEST_DB_KIND === 'pglite')('graceful shutdown', () => {
  // Made in beforeAll: a skipped describe still runs its body, but not its hooks.
  let dataDir: string;
  const children: ChildProcess[] = [];
  let recruitmentId: string;
  let application: { payload: Buffer; contentType: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ats-shutdown-'));
    // An open recruitment in the data directory, made through the API in this process.
    const config = {
      ...loadConfig({ PORT: String(firstPort), LOG_LEVEL: 'silent' }),
      dataDir,
      filesDir: path.join(dataDir, 'files'),
      staticDir: '/nonexistent',
      demoData: false,
    };
    await copyTemplateInto(dataDir);
    const database = await openDatabase({ dataDir });
    const app = await buildApp({ config, database, logger: false });
    try {
      await prepareDatabase(database.db, app.files, config, app.log);
      await app.ready();
      const offer = await createOfferContext({ app, database, close: async () => {} });
      recruitmentId = offer.openId;
      // A resume of 4 MB: an upload that takes a while on a slow connection.
      const form = completeForm(offer.elements);
      if (form.resume) {
        form.resume.bytes = Buffer.concat([form.resume.bytes, Buffer.alloc(4 * 1024 * 1024, 32)]);
      }
      application = await multipartBody(form);
    } finally {
      await app.close();
      await database.close();
    }
  });

  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new connections, closes the database, exits 0', async () => {
    const server = startServer(dataDir, firstPort);
    children.push(server.child);
    await server.ready;

    const upload = startSlowUpload(firstPort, `/api/JobOffers/${recruitmentId}/apply`, application);
    await upload.started;
    await sleep(200); // the handler is reading the resume

    server.child.kill('SIGTERM');
    expect(await waitUntilRefused(firstPort, 5_000)).toBe(true);
    expect(server.child.exitCode).toBeNull(); // still serving the upload

    upload.finish();
    const answer = await upload.answered;
    expect(answer.status, answer.body).toBe(200);
    const { id: jobApplicationId } = JSON.parse(answer.body) as { id: string };
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    // The data directory is free again: opening it as a starting server does (lock, files,
    // migrations) succeeds, and the acknowledged application is there.
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(eq(jobApplications.id, jobApplicationId));
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 120_000);
});
