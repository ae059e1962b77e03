import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../src/errors.ts';
import { buildMergedApplicationPdf } from '../../../src/features/files/merged-pdf.ts';
import type { FileStorage } from '../../../src/features/files/storage.ts';
import type { ApplicationForPdf } from '../../../src/pdf/application-for-pdf.ts';
import { defaultPdfWorkerLimits, type PdfWorkers } from '../../../src/pdf/pdf-workers.ts';
import type { PdfJob } from '../../../src/pdf/worker/pdf-jobs.ts';
import { WorkerTimeoutError } from '../../../src/workers/worker-pool.ts';
import { type Role, signInRoles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { get, insertFile, insertRecruitee, insertRecruitment } from './fixtures.ts';
import {
  filledQuestionnairePdfUrl,
  insertFilledApplication,
  mergedPdfUrl,
  textPdf,
} from './pdf-fixtures.ts';

describe('the merged PDF when its worker runs over its time or memory limit', () => {
  it('is built again without the resume, which the log says was left out and why', async () => {
    const jobs: PdfJob[] = [];
    const formOnly = new Uint8Array([37, 80, 68, 70]);
    const pdfWorkers: PdfWorkers = {
      async run(job) {
        jobs.push(job);
        if (jobs.length === 1) throw new WorkerTimeoutError(10_000);
        return { bytes: formOnly, resumeLeftOut: { reason: 'not merged' } } as never;
      },
      close: async () => {},
    };
    const storage = { get: async () => Buffer.from('%PDF-1.7') } as unknown as FileStorage;
    const warnings: string[] = [];
    const log = {
      warn: (_details: object, message: string) => warnings.push(message),
    } as unknown as FastifyBaseLogger;
    const application = {
      recruiteeId: 'r',
      form: { language: 'en' },
      resume: { id: 'f', storageKey: 'applications/f', contentType: 'application/pdf' },
    } as unknown as ApplicationForPdf;

    expect(await buildMergedApplicationPdf(application, { storage, pdfWorkers, log })).toBe(
      formOnly,
    );
    expect(jobs).toEqual([
      { kind: 'mergedApplication', form: application.form, resume: { bytes: expect.anything() } },
      {
        kind: 'mergedApplication',
        form: application.form,
        resume: { leftOut: new WorkerTimeoutError(10_000).message },
      },
    ]);
    expect(warnings).toEqual([
      'resume left out of the merged application PDF: merging it stopped: it ran over the time limit of 10000 ms and its worker was stopped',
    ]);
  });

  describe('with real workers and a limit no PDF can meet', () => {
    const testApp = useTestApp({ pdfWorkers: { ...defaultPdfWorkerLimits, timeLimitMs: 1 } });
    let cookies: Record<Role, string>;
    let applicationId: string;

    beforeAll(async () => {
      let ids: Record<Role, string>;
      ({ cookies, ids } = await signInRoles(testApp));
      const recruitmentId = await insertRecruitment(testApp, {
        ownerId: ids.owner,
        hiringManagerId: null,
        teamIds: [],
      });
      const recruiteeId = await insertRecruitee(testApp);
      const pdf = async (originalName: string) =>
        insertFile(testApp, {
          recruiteeId,
          contentType: 'application/pdf',
          originalName,
          bytes: await textPdf([originalName]),
        });
      const files = {
        resumeId: await pdf('cv.pdf'),
        coverLetterId: await pdf('letter.pdf'),
        attachmentId: await pdf('portfolio.pdf'),
      };
      applicationId = await insertFilledApplication(testApp, {
        recruitmentId,
        recruiteeId,
        resumeFileId: files.resumeId,
        files,
      });
    });

    it('stops the jobs and answers the catalogue 500, for the merged PDF and the form', async () => {
      for (const url of [mergedPdfUrl(applicationId), filledQuestionnairePdfUrl(applicationId)]) {
        const response = await get(testApp, url, { cookie: cookies.owner });
        expect(response.statusCode, response.body).toBe(500);
        expect(response.json()).toMatchObject({ status: 500, message: errorCatalogue[500] });
      }
    });
  });
});
