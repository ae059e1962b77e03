import { setTimeout } from 'node:timers/promises';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxPdfPages } from '../../../src/pdf/page-tree.ts';
import { defaultPdfWorkerLimits } from '../../../src/pdf/pdf-workers.ts';
import { type Role, signInRoles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { pdfBytes, withObjectStream } from '../../support/files.ts';
import { unknownId } from '../../support/ids.ts';
import { pagesWithAnnotations, pageTreeBomb } from '../../support/pdf-page-trees.ts';
import { expectError, get, insertFile, insertRecruitee, insertRecruitment } from './fixtures.ts';
import {
  filledQuestionnairePdfUrl,
  insertFilledApplication,
  mergedPdfUrl,
  pageTexts,
  textPdf,
} from './pdf-fixtures.ts';

describe('the merged application PDF (form, then resume)', () => {
  const warnings: string[] = [];
  // The app's warnings are kept: a resume left out is logged.
  const testApp = useTestApp(
    // The long merge below must not meet the time limit on a busy machine.
    { pdfWorkers: { ...defaultPdfWorkerLimits, timeLimitMs: 60_000 } },
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

  it('leaves out a stored page-tree bomb (an upload from before the check) at once', async () => {
    // 100,000 pages in about 1 KB: pdf-lib alone copied pages for minutes, the server frozen.
    const bombId = await insertFile(testApp, {
      recruiteeId,
      contentType: 'application/pdf',
      originalName: 'bomb.pdf',
      bytes: pageTreeBomb(),
    });
    const id = await insertFilledApplication(testApp, {
      recruitmentId,
      recruiteeId,
      resumeFileId: bombId,
      files: { ...files, resumeId: bombId },
    });
    warnings.length = 0;
    const started = performance.now();
    const response = await get(testApp, mergedPdfUrl(id), { cookie: cookies.owner });
    const took = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    // A worker's start (a second or two on a busy machine) and the form: well under the limit.
    expect(took).toBeLessThan(defaultPdfWorkerLimits.timeLimitMs);
    const pages = await pageTexts(response.rawPayload);
    expect(pages).toHaveLength((await formPageCount(id)) + 1);
    expect(pages.at(-1)).toContain('Resume not attached');
    expect(warnings.map((line) => JSON.parse(line) as { msg: string })).toContainEqual(
      expect.objectContaining({
        msg: 'resume left out of the merged application PDF: its page tree reaches a node twice (listed again, or in a cycle)',
      }),
    );
  });

  it('answers /api/health at once while a merged PDF is being built', async () => {
    // Within the budget, yet 1,000 pages of 50 objects each: a merge of seconds, in a worker.
    // (On the request thread pdf-lib yields while it parses and saves, so such a file held
    // other requests for a tenth of a second at a time; the bomb above held them for minutes.)
    const longResumeId = await insertFile(testApp, {
      recruiteeId,
      contentType: 'application/pdf',
      originalName: 'long.pdf',
      bytes: pagesWithAnnotations(maxPdfPages, 50),
    });
    const id = await insertFilledApplication(testApp, {
      recruitmentId,
      recruiteeId,
      resumeFileId: longResumeId,
      files: { ...files, resumeId: longResumeId },
    });
    // The worker started first, so that the build below is the merge itself.
    await get(testApp, filledQuestionnairePdfUrl(id), { cookie: cookies.owner });

    let mergedDone = false;
    const started = performance.now();
    const building = get(testApp, mergedPdfUrl(id), { cookie: cookies.owner }).finally(() => {
      mergedDone = true;
    });
    // Health is asked every 5 ms, as a load balancer would (a tight loop of promises would
    // never let the worker's answer in). The gap between two answers is what a caller waits
    // at worst: the time the server could not answer.
    const gaps: number[] = [];
    let lastAnswer = performance.now();
    while (!mergedDone) {
      await setTimeout(5);
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const now = performance.now();
      if (!mergedDone) gaps.push(now - lastAnswer);
      lastAnswer = now;
    }
    const mergedTook = performance.now() - started;
    const response = await building;
    expect(response.statusCode, response.body).toBe(200);
    const merged = await PDFDocument.load(response.rawPayload);
    expect(merged.getPageCount()).toBe((await formPageCount(id)) + maxPdfPages);
    const longestGap = Math.max(...gaps);
    const measured = `${gaps.length} health answers during ${Math.round(mergedTook)} ms, at most ${Math.round(longestGap)} ms apart`;
    expect(gaps.length, measured).toBeGreaterThan(10);
    expect(longestGap, measured).toBeLessThan(400);
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
