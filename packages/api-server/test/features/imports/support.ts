import type { Schema } from '@ats/api-sdk';
import { RecruitmentStatus } from '@ats/api-sdk';
import type { LightMyRequestResponse } from 'fastify';
import { zipSync } from 'fflate';
import { runImportsUntilIdle } from '../../../src/features/imports/index.ts';
import { userIdByEmail } from '../../support/accounts.ts';
import type { TestApp } from '../../support/app.ts';
import { insertRecruitmentRow } from '../../support/rows.ts';
import { signedInHeaders } from '../../support/sign-in.ts';

export type CandidateImport = Schema<'CandidateImport'>;
export type ImportRowPage = Schema<'CandidateImportRowPage'>;

/** The JSON of a response, after checking its status. */
export function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return (response.body ? response.json() : undefined) as T;
}

/** A multipart body of an upload: the CSV (text or bytes) and optionally a zip. */
export async function uploadBody(
  csv: string | Buffer,
  options: { fileName?: string; zip?: Buffer; extra?: [string, string][] } = {},
) {
  const data = new FormData();
  data.append(
    'file',
    new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)]),
    options.fileName ?? 'candidates.csv',
  );
  if (options.zip) data.append('resumes', new Blob([new Uint8Array(options.zip)]), 'resumes.zip');
  for (const [name, value] of options.extra ?? []) data.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A zip of files by name (fflate, stored in memory: tests' zips are small). */
export function zipOf(files: Record<string, Buffer | string>): Buffer {
  return Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([name, bytes]) => [
          name,
          typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes),
        ]),
      ),
    ),
  );
}

export type ImportApi = ReturnType<typeof importApi>;

/** Calls of the imports as a signed-in person (cookie headers or a bearer token). */
export function importApi(testApp: TestApp, headers: Record<string, string>) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    send,
    headersOf: () => headers,
    async upload(csv: string | Buffer, options: Parameters<typeof uploadBody>[1] = {}) {
      const body = await uploadBody(csv, options);
      return testApp.app.inject({
        method: 'POST',
        url: '/api/Imports',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    },
    settings: (id: string, settings: Schema<'CandidateImportSettings'>) =>
      send('PUT', `/api/Imports/${id}`, settings),
    get: (id: string) => send('GET', `/api/Imports/${id}`),
    list: () => send('GET', '/api/Imports'),
    rows: (id: string, query = '') => send('GET', `/api/Imports/${id}/rows${query}`),
    start: (id: string) => send('POST', `/api/Imports/${id}/start`),
    cancel: (id: string) => send('POST', `/api/Imports/${id}/cancel`),
    discard: (id: string) => send('DELETE', `/api/Imports/${id}`),
    report: (id: string) => send('GET', `/api/Imports/${id}/report`),
  };
}

export async function recruiterImportApi(testApp: TestApp): Promise<ImportApi> {
  return importApi(testApp, await signedInHeaders(testApp.app, 'recruiter@example.com'));
}

/** An open recruitment owned by the demo recruiter. */
export async function openRecruitment(
  testApp: TestApp,
  title = 'Imported people',
): Promise<string> {
  const ownerId = await userIdByEmail(testApp, 'recruiter@example.com');
  return insertRecruitmentRow(testApp.database.db, {
    title,
    positionId: null,
    status: RecruitmentStatus.Open,
    ownerId,
    hiringManagerId: null,
    teamIds: [ownerId],
  });
}

/** The import worker's rounds until no import has work (as a server's worker would). */
export function runImportWork(testApp: TestApp, runBatchSize?: number): Promise<void> {
  return runImportsUntilIdle({
    db: testApp.database.db,
    storage: testApp.app.files,
    pdfWorkers: testApp.app.pdfWorkers,
    ...(runBatchSize ? { runBatchSize } : {}),
  });
}

/** The settings of a file with the given columns mapped, placing people in `recruitmentId`. */
export function settingsFor(
  recruitmentId: string,
  mapping: Schema<'CandidateImportColumnMapping'>[],
  overrides: Partial<Schema<'CandidateImportSettings'>> = {},
): Schema<'CandidateImportSettings'> {
  return {
    mapping,
    recruitmentId,
    stageId: null,
    source: 'sourced',
    sourceDetail: null,
    existingCandidates: 'update',
    ...overrides,
  };
}

/** Uploads, sets the suggested mapping and runs the dry run: the checked import. */
export async function checkedImport(
  api: ImportApi,
  testApp: TestApp,
  csv: string,
  recruitmentId: string,
  overrides: Partial<Schema<'CandidateImportSettings'>> = {},
  uploadOptions: Parameters<typeof uploadBody>[1] = {},
): Promise<CandidateImport> {
  const uploaded = expectStatus<CandidateImport>(await api.upload(csv, uploadOptions), 201);
  expectStatus(
    await api.settings(
      uploaded.id,
      settingsFor(recruitmentId, uploaded.suggestedMapping, overrides),
    ),
    200,
  );
  await runImportWork(testApp);
  const checked = expectStatus<CandidateImport>(await api.get(uploaded.id), 200);
  if (checked.status !== 'Checked') throw new Error(`not checked: ${JSON.stringify(checked)}`);
  return checked;
}
