import type { FastifyBaseLogger } from 'fastify';
import type { ApplicationForPdf, ResumeFile } from '../../pdf/application-for-pdf.ts';
import type { ResumeToMerge } from '../../pdf/merged-application.ts';
import type { PdfWorkers } from '../../pdf/pdf-workers.ts';
import { WorkerFailedError, WorkerTimeoutError } from '../../workers/worker-pool.ts';
import type { FileStorage } from './storage.ts';

/**
 * The filled application form followed by every page of the resume, as one PDF, built in a
 * PDF worker (src/pdf/merged-application.ts). A resume that cannot be read is left out: the
 * form then ends with a page saying so, and the log gets a warning. When the worker runs over
 * its time or memory limit, the form is built again without the resume, the same way.
 * Resumes are at most 10 MB, so one is read whole.
 */
export async function buildMergedApplicationPdf(
  application: ApplicationForPdf,
  context: { storage: FileStorage; pdfWorkers: PdfWorkers; log: FastifyBaseLogger },
): Promise<Uint8Array> {
  const { form, resume } = application;
  const leaveOut = (reason: string, error?: unknown) =>
    context.log.warn(
      { fileId: resume?.id ?? null, ...(error ? { err: error } : {}) },
      `resume left out of the merged application PDF: ${reason}`,
    );
  const resumeToMerge = await readResume(resume, context.storage);
  try {
    const merged = await context.pdfWorkers.run({
      kind: 'mergedApplication',
      form,
      resume: resumeToMerge,
    });
    if (merged.resumeLeftOut) leaveOut(merged.resumeLeftOut.reason, merged.resumeLeftOut.error);
    return merged.bytes;
  } catch (error) {
    const overLimits = error instanceof WorkerTimeoutError || error instanceof WorkerFailedError;
    if (!overLimits || 'leftOut' in resumeToMerge) throw error;
    leaveOut(`merging it stopped: ${error.message}`);
    const formOnly = await context.pdfWorkers.run({
      kind: 'mergedApplication',
      form,
      resume: { leftOut: error.message },
    });
    return formOnly.bytes;
  }
}

/** The resume's bytes, or why there are none to merge. */
async function readResume(resume: ResumeFile | null, storage: FileStorage): Promise<ResumeToMerge> {
  if (!resume) return { leftOut: 'the application has no resume file' };
  if (resume.contentType !== 'application/pdf') {
    return { leftOut: `its type is ${resume.contentType}` };
  }
  const bytes = await storage.get(resume.storageKey);
  return bytes ? { bytes } : { leftOut: 'no bytes in the storage' };
}
