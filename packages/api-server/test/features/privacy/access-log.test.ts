import type { Schema } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessLog, jobApplications } from '../../../src/db/schema/index.ts';
import { recordAccess } from '../../../src/features/privacy/access-log.ts';
import { erasePrivacyRecords } from '../../../src/features/privacy/erase-privacy-records.ts';
import { type Role, signInRoles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { pngBytes } from '../../support/files.ts';
import { unknownId } from '../../support/ids.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import {
  applicationFileUrl,
  get,
  insertFile,
  insertRecruitee,
  insertRecruitment,
  recruiteePhotoUrl,
  setRecruiteePhoto,
} from '../files/fixtures.ts';
import {
  filledQuestionnairePdfUrl,
  insertFilledApplication,
  mergedPdfUrl,
  textPdf,
} from '../files/pdf-fixtures.ts';

type AccessLogPage = Schema<'AccessLogEntryPage'>;

const accessLogUrl = (recruiteeId: string, query = '') =>
  `/api/Recruitees/${recruiteeId}/AccessLog${query}`;

describe('the access log of a candidate', () => {
  const testApp = useTestApp();
  let cookies: Record<Role, string>;
  let ids: Record<Role, string>;
  let recruiteeId: string;
  let applicationId: string;
  /** The candidate's application to a recruitment the team member is not on. */
  let otherApplicationId: string;
  let resumeId: string;
  let photoId: string;

  const db = () => testApp.database.db;

  async function logOf(role: Role, query = ''): Promise<AccessLogPage> {
    return bodyOf<AccessLogPage>(
      await get(testApp, accessLogUrl(recruiteeId, query), { cookie: cookies[role] }),
    );
  }

  async function rowCount(): Promise<number> {
    return (await db().select().from(accessLog).where(eq(accessLog.recruiteeId, recruiteeId)))
      .length;
  }

  beforeAll(async () => {
    ({ cookies, ids } = await signInRoles(testApp));
    const recruitmentId = await insertRecruitment(testApp, {
      ownerId: ids.owner,
      hiringManagerId: ids.hiringManager,
      teamIds: [ids.teamMember],
    });
    // The owner alone: the team member may not see this application.
    const otherRecruitmentId = await insertRecruitment(testApp, {
      ownerId: ids.owner,
      hiringManagerId: null,
      teamIds: [],
    });
    recruiteeId = await insertRecruitee(testApp);
    const pdf = async (originalName: string) =>
      insertFile(testApp, {
        recruiteeId,
        contentType: 'application/pdf',
        originalName,
        bytes: await textPdf([originalName]),
      });
    const files = {
      resumeId: await pdf('CV Zoë.pdf'),
      coverLetterId: await pdf('cover-letter.pdf'),
      attachmentId: await pdf('portfolio.pdf'),
    };
    resumeId = files.resumeId;
    photoId = await insertFile(testApp, {
      recruiteeId,
      contentType: 'image/png',
      originalName: 'me.png',
      bytes: pngBytes,
    });
    await setRecruiteePhoto(testApp, recruiteeId, photoId);
    applicationId = await insertFilledApplication(testApp, {
      recruitmentId,
      recruiteeId,
      resumeFileId: resumeId,
      files,
    });
    otherApplicationId = await insertFilledApplication(testApp, {
      recruitmentId: otherRecruitmentId,
      recruiteeId,
      resumeFileId: resumeId,
      files,
    });
  });

  it('starts empty', async () => {
    expect(await logOf('owner')).toEqual({ result: [], totalCount: 0, pageNumber: 1 });
  });

  it('records each read of a file, the form PDF and the merged PDF, with who and what', async () => {
    const reads = [
      { url: applicationFileUrl(applicationId, resumeId), role: 'teamMember' as const },
      { url: filledQuestionnairePdfUrl(applicationId), role: 'hiringManager' as const },
      { url: mergedPdfUrl(applicationId), role: 'owner' as const },
    ];
    for (const { url, role } of reads) {
      const response = await get(testApp, url, { cookie: cookies[role] });
      expect(response.statusCode, url).toBe(200);
    }
    const log = await logOf('owner');
    expect(log.totalCount).toBe(3);
    // Newest first.
    expect(log.result.map((entry) => entry.kind)).toEqual(['mergedPdf', 'applicationPdf', 'file']);
    expect(log.result[2]).toMatchObject({
      kind: 'file',
      userId: ids.teamMember,
      userFirstName: expect.any(String),
      userLastName: expect.any(String),
      jobApplicationId: applicationId,
      recruitmentTitle: 'Backend developer',
      fileName: 'CV Zoë.pdf',
    });
    expect(log.result[0]).toMatchObject({
      userId: ids.owner,
      jobApplicationId: applicationId,
      fileName: null,
    });
    const times = log.result.map((entry) => Date.parse(entry.accessedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.now() - (times[0] ?? 0)).toBeLessThan(60_000);
  });

  it('records a read answered 304 too, and asks browsers to come back for every read', async () => {
    const before = await rowCount();
    const url = applicationFileUrl(applicationId, resumeId);
    const fresh = await get(testApp, url, { cookie: cookies.owner });
    expect(fresh.headers['cache-control']).toBe('private, no-cache');
    const cached = await get(testApp, url, {
      cookie: cookies.owner,
      'if-none-match': `"${resumeId}"`,
    });
    expect(cached.statusCode).toBe(304);
    expect(await rowCount()).toBe(before + 2);
  });

  it('records nothing for refused or failed reads, nor for the photo every list shows', async () => {
    const before = await rowCount();
    expectError(
      await get(testApp, applicationFileUrl(applicationId, resumeId), {
        cookie: cookies.otherRecruiter,
      }),
      403,
    );
    expectError(
      await get(testApp, mergedPdfUrl(applicationId), { cookie: cookies.otherRecruiter }),
      403,
    );
    expectError(
      await get(testApp, filledQuestionnairePdfUrl(applicationId), {
        cookie: cookies.otherRecruiter,
      }),
      403,
    );
    expectError(
      await get(testApp, applicationFileUrl(applicationId, unknownId), { cookie: cookies.owner }),
      404,
    );
    const photo = await get(testApp, recruiteePhotoUrl(recruiteeId), { cookie: cookies.owner });
    expect(photo.statusCode).toBe(200);
    expect(await rowCount()).toBe(before);
  });

  it("shows exports to the candidate's staff, and leaves out reads of applications the reader may not see", async () => {
    await recordAccess(db(), { userId: ids.owner, recruiteeId, kind: 'export' });
    const response = await get(testApp, applicationFileUrl(otherApplicationId, resumeId), {
      cookie: cookies.owner,
    });
    expect(response.statusCode).toBe(200);

    const ownerLog = await logOf('owner');
    expect(ownerLog.result.slice(0, 2)).toMatchObject([
      { kind: 'file', jobApplicationId: otherApplicationId },
      { kind: 'export', jobApplicationId: null, recruitmentTitle: null, fileName: null },
    ]);
    const teamLog = await logOf('teamMember');
    expect(teamLog.totalCount).toBe(ownerLog.totalCount - 1);
    expect(teamLog.result.map((entry) => entry.jobApplicationId)).not.toContain(otherApplicationId);
    expect(teamLog.result[0]).toMatchObject({ kind: 'export' });
  });

  it('pages newest first', async () => {
    const all = await logOf('owner');
    const first = await logOf('owner', '?pageNumber=1&pageSize=2');
    const second = await logOf('owner', '?pageNumber=2&pageSize=2');
    expect(first).toMatchObject({ totalCount: all.totalCount, pageNumber: 1 });
    expect(second.pageNumber).toBe(2);
    expect([...first.result, ...second.result]).toEqual(all.result.slice(0, 4));
  });

  it('is refused to staff outside the candidate’s recruitments, signed-out callers and unknown candidates', async () => {
    expectError(
      await get(testApp, accessLogUrl(recruiteeId), { cookie: cookies.otherRecruiter }),
      403,
    );
    expectError(await get(testApp, accessLogUrl(recruiteeId)), 401);
    expectError(await get(testApp, accessLogUrl(unknownId), { cookie: cookies.owner }), 404);
    expectError(
      await get(testApp, accessLogUrl(recruiteeId, '?pageSize=1001'), { cookie: cookies.owner }),
      400,
    );
  });

  it('goes with an erasure, which also withdraws the future-openings consent', async () => {
    await db()
      .update(jobApplications)
      .set({ futureOpeningsConsentUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(jobApplications.recruiteeId, recruiteeId));
    await db().transaction((tx) => erasePrivacyRecords(tx, recruiteeId));
    expect(await rowCount()).toBe(0);
    const applications = await db()
      .select({ until: jobApplications.futureOpeningsConsentUntil })
      .from(jobApplications)
      .where(eq(jobApplications.recruiteeId, recruiteeId));
    expect(applications.map((row) => row.until)).toEqual([null, null]);
  });
});
