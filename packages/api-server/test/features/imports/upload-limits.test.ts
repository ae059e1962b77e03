import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidateImports } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import {
  type CandidateImport,
  checkedImport,
  expectStatus,
  type ImportApi,
  type ImportRowPage,
  openRecruitment,
  recruiterImportApi,
  zipOf,
} from './support.ts';

describe('the limits of an upload', () => {
  const testApp = useTestApp();
  let api: ImportApi;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await recruiterImportApi(testApp);
    headers = await signedInHeaders(testApp.app);
  });

  const storedKeys = async () => {
    try {
      // Files only: the storage leaves the empty folders it made.
      const entries = await readdir(testApp.app.config.filesDir, {
        recursive: true,
        withFileTypes: true,
      });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(testApp.app.config.filesDir, path.join(entry.parentPath, entry.name)),
        );
    } catch {
      return [];
    }
  };
  const importCount = async () =>
    (await testApp.database.db.select({ n: count() }).from(candidateImports))[0]?.n;

  it('refuses a 100 MB CSV with 400 at the 20 MB limit (closing the connection), keeping nothing', async () => {
    const before = await importCount();
    const boundary = 'hundredmegabytes';
    const line = Buffer.from(`Person Name,person@example.com,${'x'.repeat(990)}\n`);
    const totalBytes = 100 * 1024 * 1024;
    let sent = 0;
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\nName,Email,Notes\n`,
      );
      while (sent < totalBytes) {
        sent += line.length;
        yield line;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/Imports',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(body()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'file' });
    expect(response.headers.connection).toBe('close');
    expect(await importCount()).toBe(before);
    expect((await storedKeys()).filter((key) => key.startsWith('imports'))).toEqual([]);
  });

  it('refuses what is not a CSV, and a body without the file', async () => {
    const binary = await api.upload(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x0a]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json()).toMatchObject({ field: 'file' });
    const empty = await api.upload('');
    expect(empty.statusCode).toBe(400);
    const noFile = await testApp.app.inject({
      method: 'POST',
      url: '/api/Imports',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('refuses a zip with a path outside its folder, keeping nothing', async () => {
    const before = await importCount();
    const zip = zipOf({ '../outside.pdf': '%PDF-1.4\n%%EOF\n' });
    const response = await api.upload('Name,Email,CV\nA B,a@example.com,outside.pdf\n', { zip });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'resumes' });
    expect(await importCount()).toBe(before);
    expect((await storedKeys()).filter((key) => key.startsWith('imports'))).toEqual([]);
  });

  it('lists a resume over the size limit as refused without taking it out', async () => {
    const recruitmentId = await openRecruitment(testApp);
    // 11 MB of zeros: a few kilobytes compressed, more than a resume may be.
    const zip = zipOf({ 'big.pdf': Buffer.alloc(11 * 1024 * 1024) });
    const checked = await checkedImport(
      api,
      testApp,
      'Name,Email,CV\nWielki Plik,wielki@example.com,big.pdf\n',
      recruitmentId,
      {},
      { zip },
    );
    const rows = expectStatus<ImportRowPage>(await api.rows(checked.id), 200);
    expect(rows.result[0]?.problems).toEqual(['resumeRefused']);
    expect(rows.result[0]?.outcome).toBe('create');
    const keys = await storedKeys();
    expect(keys.some((key) => key.includes('resumes/'))).toBe(false);
    expectStatus<CandidateImport>(await api.get(checked.id), 200);
  });
});
