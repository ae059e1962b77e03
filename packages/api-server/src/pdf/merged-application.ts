import { PDFDocument } from 'pdf-lib';
import { tooMuchToDecode } from './decoded-size-check.ts';
import {
  type FilledQuestionnaireContent,
  renderFilledQuestionnaire,
} from './filled-questionnaire.ts';
import { formLabels } from './form-labels.ts';
import { countPdfPages } from './page-tree.ts';
import { PdfTextWriter } from './text-writer.ts';

/** The resume to merge: its bytes, or why there are none to merge (told to the log). */
export type ResumeToMerge = { bytes: Uint8Array } | { leftOut: string };

export interface MergedApplicationPdf {
  bytes: Uint8Array;
  /** Why the resume is not in it (the last page says it is not attached), or null. */
  resumeLeftOut: { reason: string; error?: unknown } | null;
}

/**
 * The filled application form followed by every page of the resume, as one PDF. A resume
 * that cannot be read (missing, not a PDF, damaged, encrypted, no pages, object streams that
 * would decode to too much, a page tree over its budget or reaching a node twice) is left out:
 * the form then ends with a page saying so. Runs in a PDF worker (pdf-workers.ts).
 */
export async function mergeApplicationPdf(
  form: FilledQuestionnaireContent,
  resume: ResumeToMerge,
): Promise<MergedApplicationPdf> {
  const document = await renderFilledQuestionnaire(form);
  const resumeLeftOut =
    'leftOut' in resume ? { reason: resume.leftOut } : await appendResume(document, resume.bytes);
  if (resumeLeftOut) {
    const { title, text } = formLabels(form.language).resumeNotAttached;
    const writer = await PdfTextWriter.create(document);
    writer.addPage();
    writer.paragraph(title, { size: 14, style: 'bold' });
    writer.paragraph(text, { spaceBefore: 8 });
  }
  return { bytes: await document.save(), resumeLeftOut };
}

/** Copies the resume's pages to the end of `document`; why not, when it cannot. */
async function appendResume(
  document: PDFDocument,
  bytes: Uint8Array,
): Promise<MergedApplicationPdf['resumeLeftOut']> {
  const bomb = tooMuchToDecode(bytes);
  if (bomb) return { reason: bomb };
  try {
    // Encrypted files are refused by the load (their pages would copy as garbage).
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    // Counted within bounds first: pdf-lib's own page list expands the whole tree.
    const count = countPdfPages(source);
    if (count.problem) return { reason: count.problem };
    if (count.pages === 0) return { reason: 'it has no pages' };
    // Copied first, added after: a failure half-way leaves the form as it was.
    const pages = await document.copyPages(source, source.getPageIndices());
    for (const page of pages) document.addPage(page);
    return null;
  } catch (error) {
    return { reason: 'it cannot be read as a PDF', error };
  }
}

/**
 * Why an uploaded PDF must be refused, or null: a page tree over its budget or reaching a
 * node twice (the page-tree bomb of issue 24). A PDF that pdf-lib cannot read, or whose
 * object streams would decode to too much, is not judged here: it is stored as before, and
 * the merged PDF leaves it out. Runs in a PDF worker.
 */
export async function uploadedPdfProblem(bytes: Uint8Array): Promise<string | null> {
  if (tooMuchToDecode(bytes)) return null;
  let source: PDFDocument;
  try {
    // The page tree is not encrypted: an encrypted file's tree is checked as well.
    source = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return null;
  }
  try {
    return countPdfPages(source).problem ?? null;
  } catch {
    return null; // a damaged tree pdf-lib cannot follow either
  }
}
