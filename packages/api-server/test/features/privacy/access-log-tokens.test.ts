import type { Schema } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiTokens,
  recruitmentRecruitees,
  recruitmentStages,
} from '../../../src/db/schema/index.ts';
import { type Role, signInRoles } from '../../support/accounts.ts';
import { bearer, makeApiToken } from '../../support/api-tokens.ts';
import { useTestApp } from '../../support/app.ts';
import { bodyOf } from '../../support/responses.ts';
import {
  applicationFileUrl,
  get,
  insertFile,
  insertRecruitee,
  insertRecruitment,
} from '../files/fixtures.ts';
import {
  filledQuestionnairePdfUrl,
  insertFilledApplication,
  mergedPdfUrl,
  textPdf,
} from '../files/pdf-fixtures.ts';

type AccessLogPage = Schema<'AccessLogEntryPage'>;

/*
 * The access log names the API token a read came through (issue 28): files, PDFs and exports
 * read with a token carry its id and name, also once it is revoked; reads in the app carry
 * none.
 */
describe('the access log names API tokens', () => {
  const testApp = useTestApp();
  let cookies: Record<Role, string>;
  let ids: Record<Role, string>;
  let recruiteeId: string;
  let applicationId: string;
  let resumeId: string;

  const logOf = async () =>
    bodyOf<AccessLogPage>(
      await get(testApp, `/api/Recruitees/${recruiteeId}/AccessLog`, { cookie: cookies.owner }),
    );

  beforeAll(async () => {
    ({ cookies, ids } = await signInRoles(testApp));
    const recruitmentId = await insertRecruitment(testApp, {
      ownerId: ids.owner,
      hiringManagerId: ids.hiringManager,
      teamIds: [ids.teamMember],
    });
    recruiteeId = await insertRecruitee(testApp);
    const pdf = async (originalName: string) =>
      insertFile(testApp, {
        recruiteeId,
        contentType: 'application/pdf',
        originalName,
        bytes: await textPdf([originalName]),
      });
    resumeId = await pdf('cv.pdf');
    applicationId = await insertFilledApplication(testApp, {
      recruitmentId,
      recruiteeId,
      resumeFileId: resumeId,
      files: {
        resumeId,
        coverLetterId: await pdf('cover-letter.pdf'),
        attachmentId: await pdf('portfolio.pdf'),
      },
    });
    // In the recruitment's pipeline, so that its staff may export the candidate's data.
    const [stage] = await testApp.database.db
      .select({ id: recruitmentStages.id })
      .from(recruitmentStages)
      .limit(1);
    if (!stage) throw new Error('no stage');
    await testApp.database.db
      .insert(recruitmentRecruitees)
      .values({ recruitmentId, recruiteeId, stageId: stage.id });
  });

  it('records the token of each read of a file, a PDF or an export, and none for the app', async () => {
    const { token, secret } = await makeApiToken(testApp.app, cookies.teamMember, {
      name: 'Reporting job',
      scopes: ['candidates:read', 'personalData'],
    });
    const reads = [
      applicationFileUrl(applicationId, resumeId),
      filledQuestionnairePdfUrl(applicationId),
      mergedPdfUrl(applicationId),
    ];
    for (const url of reads) {
      const response = await get(testApp, url, bearer(secret));
      expect(response.statusCode, url).toBe(200);
    }
    // The hiring manager's token may export (exportPersonalData).
    const exporter = await makeApiToken(testApp.app, cookies.hiringManager, {
      name: 'Archive',
      scopes: ['candidates:read', 'personalData'],
    });
    const exported = await get(
      testApp,
      `/api/Recruitees/${recruiteeId}/PersonalData/Export`,
      bearer(exporter.secret),
    );
    expect(exported.statusCode, exported.body).toBe(200);
    // And one read in the app.
    const inApp = await get(testApp, applicationFileUrl(applicationId, resumeId), {
      cookie: cookies.owner,
    });
    expect(inApp.statusCode).toBe(200);

    const log = await logOf();
    expect(log.totalCount).toBe(5);
    expect(log.result.map((entry) => [entry.kind, entry.userId, entry.apiToken])).toEqual([
      ['file', ids.owner, null],
      ['export', ids.hiringManager, { id: exporter.token.id, name: 'Archive' }],
      ['mergedPdf', ids.teamMember, { id: token.id, name: 'Reporting job' }],
      ['applicationPdf', ids.teamMember, { id: token.id, name: 'Reporting job' }],
      ['file', ids.teamMember, { id: token.id, name: 'Reporting job' }],
    ]);

    // Revoked, the token is still named.
    const revoked = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/Settings/ApiTokens/${token.id}`,
      headers: { cookie: cookies.teamMember, origin: testApp.app.config.publicOrigin },
    });
    expect(revoked.statusCode).toBe(204);
    const [row] = await testApp.database.db
      .select({ revokedAt: apiTokens.revokedAt })
      .from(apiTokens)
      .where(eq(apiTokens.id, token.id));
    expect(row?.revokedAt).not.toBeNull();
    expect((await logOf()).result[2]?.apiToken).toEqual({ id: token.id, name: 'Reporting job' });
  });

  it('records nothing for a token refused for want of personalData', async () => {
    const before = (await logOf()).totalCount;
    const { secret } = await makeApiToken(testApp.app, cookies.owner, {
      scopes: ['candidates:read'],
    });
    const response = await get(
      testApp,
      applicationFileUrl(applicationId, resumeId),
      bearer(secret),
    );
    expect(response.statusCode).toBe(403);
    expect((await logOf()).totalCount).toBe(before);
  });
});
