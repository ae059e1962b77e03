import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Role, signInRoles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { pdfBytes, withObjectStream } from '../../support/files.ts';
import { unknownId } from '../../support/ids.ts';
import {
  filledQuestionnairePdfUrl,
  insertFilledApplication,
  mergedPdfUrl,
  pageTexts,
  textPdf,
} from '../applications/fixtures.ts';
import { expectError, get, insertFile, insertRecruitee, insertRecruitment } from './fixtures.ts';

describe('the merged application PDF (form, then resume)', () => {
  const warnings: string[] = [];
  // The app's warnings are kept: a resume left out is logged.
  const testApp = useTestApp(
    {},
    { logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } } },
  );
  let cookies: Record<Role, string>;
  let recruitmentId: string;
  let recruiteeId: string;
  let files: { resumeId: string; coverLetterId: string; attachmentId: string };
  /** Its resume has two pages. */
  let applicationId: string;

  beforeAll(async () => {
    let ids: Record<Role, string>;
    ({ cookies, ids } = await signInRoles(testApp));
    recruitmentId = await insertRecruitment(testApp, {
      ownerId: ids.owner,
      hiringManagerId: ids.hiringManager,
      teamIds: [ids.teamMember],
    });
    recruiteeId = await insertRecruitee(testApp);
    const pdf = async (originalName: string, bytes: Buffer) =>
      insertFile(testApp, { recruiteeId, contentType: 'application/pdf', originalName, bytes });
    files = {
      resumeId: await pdf('CV Zoë.pdf', await textPdf(['Resume page one', 'Resume page two'])),
      coverLetterId: await pdf('cover-letter.pdf', await textPdf(['Cover letter'])),
      attachmentId: await pdf('portfolio.pdf', await textPdf(['Portfolio'])),
    };
    applicationId = await insertFilledApplication(testApp, {
      recruitmentId,
      recruiteeId,
      resumeFileId: files.resumeId,
      files,
    });
  });

  async function formPageCount(jobApplicationId: string): Promise<number> {
    const response = await get(testApp, filledQuestionnairePdfUrl(jobApplicationId), {
      cookie: cookies.owner,
    });
    expect(response.statusCode).toBe(200);
    return (await PDFDocument.load(response.rawPayload)).getPageCount();
  }

  it("has the form's pages, then the resume's, as a download named after the candidate", async () => {
    const response = await get(testApp, mergedPdfUrl(applicationId), { cookie: cookies.owner });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Zoe Lukasiewicz - application.pdf"; filename*=UTF-8''${encodeURIComponent('Zoë Łukasiewicz - application.pdf')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');

    const formPages = await formPageCount(applicationId);
    const pages = await pageTexts(response.rawPayload);
    expect(pages).toHaveLength(formPages + 2);
    expect(pages[0]).toContain('Personal data');
    expect(pages.slice(0, formPages).join('\n')).toContain('Portfolio');
    expect(pages.slice(formPages)).toEqual(['Resume page one', 'Resume page two']);
  });

  it('ends with a page saying so when the resume cannot be attached, and logs a warning', async () => {
    const brokenResumeId = await insertFile(testApp, {
      recruiteeId,
      contentType: 'application/pdf',
      originalName: 'broken.pdf',
      bytes: pdfBytes,
    });
    const missingBytesId = await insertFile(testApp, {
      recruiteeId,
      contentType: 'application/pdf',
      originalName: 'missing.pdf',
      bytes: await textPdf(['Never stored']),
      storeBytes: false,
    });
    const damaged = await textPdf(['Damaged']);
    const damagedId = await insertFile(testApp, {
      recruiteeId,
      contentType: 'application/pdf',
      originalName: 'damaged.pdf',
      // The header survives; the rest is noise.
      bytes: Buffer.concat([damaged.subarray(0, 16), Buffer.alloc(2000, 0x41)]),
    });
    // 80 KB on disk; its object stream inflates to 80 MB, past the 64 MB bound.
    const bombId = await insertFile(testApp, {
      recruiteeId,
      contentType: 'application/pdf',
      originalName: 'bomb.pdf',
      bytes: withObjectStream(await textPdf(['Bomb']), 80 * 1024 * 1024),
    });
    for (const resumeFileId of [brokenResumeId, missingBytesId, damagedId, bombId, null]) {
      const id = await insertFilledApplication(testApp, {
        recruitmentId,
        recruiteeId,
        resumeFileId,
        files: { ...files, resumeId: resumeFileId ?? files.resumeId },
      });
      warnings.length = 0;
      const response = await get(testApp, mergedPdfUrl(id), { cookie: cookies.teamMember });
      expect(response.statusCode, `${resumeFileId}: ${response.body}`).toBe(200);
      const pages = await pageTexts(response.rawPayload);
      expect(pages, String(resumeFileId)).toHaveLength((await formPageCount(id)) + 1);
      expect(pages.at(-1)).toContain('Resume not attached');
      expect(pages.at(-1)).toContain("The candidate's resume could not be attached");
      const warning = warnings.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(warning, String(resumeFileId)).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: expect.stringMatching(/^resume left out of the merged application PDF/),
        }),
      );
    }
  });

  it('is for those who may see the application: 403 for other staff, 401 signed out, 404 unknown', async () => {
    for (const role of ['owner', 'hiringManager', 'teamMember'] as const) {
      const response = await get(testApp, mergedPdfUrl(applicationId), { cookie: cookies[role] });
      expect(response.statusCode, role).toBe(200);
    }
    const refused = await get(testApp, mergedPdfUrl(applicationId), {
      cookie: cookies.otherRecruiter,
    });
    expectError(refused, 403);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.headers['content-disposition']).toBeUndefined();
    expectError(await get(testApp, mergedPdfUrl(applicationId)), 401);
    const unknown = await get(testApp, mergedPdfUrl(unknownId), { cookie: cookies.owner });
    expectError(unknown, 404);
    expect(unknown.headers['cache-control']).toBe('private, no-store');
  });
});
