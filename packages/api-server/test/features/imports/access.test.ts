import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApiToken } from '../../support/api-tokens.ts';
import { useTestApp } from '../../support/app.ts';
import { signedInHeaders, signIn } from '../../support/sign-in.ts';
import {
  type CandidateImport,
  expectStatus,
  type ImportApi,
  importApi,
  recruiterImportApi,
} from './support.ts';

describe('who may import', () => {
  const testApp = useTestApp();
  let recruiter: ImportApi;
  let uploadedId: string;
  beforeAll(async () => {
    recruiter = await recruiterImportApi(testApp);
    uploadedId = expectStatus<CandidateImport>(
      await recruiter.upload('Name,Email\nA B,a@example.com\n'),
      201,
    ).id;
  });

  it('refuses staff without importCandidates (a hiring manager)', async () => {
    const manager = importApi(testApp, await signedInHeaders(testApp.app, 'manager@example.com'));
    expect((await manager.list()).statusCode).toBe(403);
    expect((await manager.get(uploadedId)).statusCode).toBe(403);
    expect((await manager.upload('Name,Email\nA B,a@example.com\n')).statusCode).toBe(403);
  });

  it('takes tokens with the scopes of each call, and refuses those without', async () => {
    const cookie = await signIn(testApp.app);
    const readOnly = await makeApiToken(testApp.app, cookie, { scopes: ['candidates:read'] });
    const writeNoPersonal = await makeApiToken(testApp.app, cookie, {
      scopes: ['candidates:read', 'candidates:write'],
    });
    const full = await makeApiToken(testApp.app, cookie, {
      scopes: ['candidates:read', 'candidates:write', 'personalData'],
    });
    const asToken = (secret: string) => importApi(testApp, bearer(secret));
    expect((await asToken(readOnly.secret).list()).statusCode).toBe(200);
    expect((await asToken(readOnly.secret).get(uploadedId)).statusCode).toBe(200);
    // The rows and the report hold names and e-mails: personalData.
    expect((await asToken(writeNoPersonal.secret).rows(uploadedId)).statusCode).toBe(403);
    expect((await asToken(writeNoPersonal.secret).report(uploadedId)).statusCode).toBe(403);
    expect(
      (await asToken(writeNoPersonal.secret).upload('Name,Email\nA B,a@example.com\n')).statusCode,
    ).toBe(403);
    expect((await asToken(readOnly.secret).discard(uploadedId)).statusCode).toBe(403);
    expect((await asToken(full.secret).upload('Name,Email\nA B,a@example.com\n')).statusCode).toBe(
      201,
    );
  });
});
