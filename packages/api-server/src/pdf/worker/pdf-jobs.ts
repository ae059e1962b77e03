import type { FilledQuestionnaireContent } from '../filled-questionnaire.ts';
import { renderFilledQuestionnaire } from '../filled-questionnaire.ts';
import {
  type MergedApplicationPdf,
  mergeApplicationPdf,
  type ResumeToMerge,
  uploadedPdfProblem,
} from '../merged-application.ts';

/**
 * What a PDF worker does. The data is plain (structured clone): the form's content and file
 * bytes, never database or storage handles.
 */
export type PdfJob =
  | { kind: 'filledForm'; form: FilledQuestionnaireContent }
  | { kind: 'mergedApplication'; form: FilledQuestionnaireContent; resume: ResumeToMerge }
  | { kind: 'uploadCheck'; bytes: Uint8Array };

export interface PdfJobResults {
  /** The filled application form. */
  filledForm: Uint8Array;
  mergedApplication: MergedApplicationPdf;
  /** Why the uploaded PDF is refused, or null. */
  uploadCheck: string | null;
}

/** Runs a job; the bytes it made are moved to the main thread, not copied. */
export async function runPdfJob(
  job: PdfJob,
): Promise<{ result: PdfJobResults[PdfJob['kind']]; transfer: ArrayBuffer[] }> {
  switch (job.kind) {
    case 'filledForm': {
      const bytes = await (await renderFilledQuestionnaire(job.form)).save();
      return { result: bytes, transfer: [bytes.buffer as ArrayBuffer] };
    }
    case 'mergedApplication': {
      const merged = await mergeApplicationPdf(job.form, job.resume);
      return { result: merged, transfer: [merged.bytes.buffer as ArrayBuffer] };
    }
    case 'uploadCheck':
      return { result: await uploadedPdfProblem(job.bytes), transfer: [] };
  }
}
