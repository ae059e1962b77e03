import type { FastifyBaseLogger } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import type { FileStorage } from '../../files/storage.ts';
import type { ApplicationForPdf, ResumeFile } from '../../pdf/application-for-pdf.ts';
import { tooMuchToDecode } from '../../pdf/decoded-size-check.ts';
import { renderFilledQuestionnaire } from '../../pdf/filled-questionnaire.ts';
import { formLabels } from '../../pdf/form-labels.ts';
import { PdfTextWriter } from '../../pdf/text-writer.ts';

/**
 * The filled application form followed by every page of the resume, as one PDF. A resume
 * that cannot be read (missing, not a PDF, damaged, encrypted, no pages, or one whose
 * object streams would decode to too much) is left out: the form then ends with a page saying
 * so, and the log gets a warning. Resumes are at most 10 MB, so one is read whole.
 */
export async function buildMergedApplicationPdf(
  application: ApplicationForPdf,
  context: { storage: FileStorage; log: FastifyBaseLogger },
): Promise<Uint8Array> {
  const document = await renderFilledQuestionnaire(application.form);
  const attached = await appendResume(document, application.resume, context);
  if (!attached) {
    const { title, text } = formLabels(application.form.language).resumeNotAttached;
    const writer = await PdfTextWriter.create(document);
    writer.addPage();
    writer.paragraph(title, { size: 14, style: 'bold' });
    writer.paragraph(text, { spaceBefore: 8 });
  }
  return document.save();
}

/** Copies the resume's pages to the end of `document`; false (and a warning) when it cannot. */
async function appendResume(
  document: PDFDocument,
  resume: ResumeFile | null,
  context: { storage: FileStorage; log: FastifyBaseLogger },
): Promise<boolean> {
  const refuse = (reason: string, error?: unknown) => {
    context.log.warn(
      { fileId: resume?.id ?? null, ...(error ? { err: error } : {}) },
      `resume left out of the merged application PDF: ${reason}`,
    );
    return false;
  };
  if (!resume) return refuse('the application has no resume file');
  if (resume.contentType !== 'application/pdf') return refuse(`its type is ${resume.contentType}`);
  const bytes = await context.storage.get(resume.storageKey);
  if (!bytes) return refuse('no bytes in the storage');
  const bomb = tooMuchToDecode(bytes);
  if (bomb) return refuse(bomb);
  try {
    // Encrypted files are refused by the load (their pages would copy as garbage).
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    if (source.getPageCount() === 0) return refuse('it has no pages');
    // Copied first, added after: a failure half-way leaves the form as it was.
    const pages = await document.copyPages(source, source.getPageIndices());
    for (const page of pages) document.addPage(page);
    return true;
  } catch (error) {
    return refuse('it cannot be read as a PDF', error);
  }
}
