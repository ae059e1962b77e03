import type { Schema } from '@ats/api-sdk';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import type { TestApp } from '../../support/app.ts';
import { insertApplicationRow } from '../../support/rows.ts';
import { everyElementType } from '../questionnaires/fixtures.ts';

type Element = Schema<'QuestionnaireElement'>;
type Answer = Schema<'Answer'>;

export const filledQuestionnairePdfUrl = (jobApplicationId: string) =>
  `/api/JobApplications/${jobApplicationId}/FilledQuestionnairePdf`;
export const mergedPdfUrl = (jobApplicationId: string) =>
  `/api/Files/JobApplications/${jobApplicationId}/MergedPdf`;

/** A real PDF made with pdf-lib: one page per text, the text drawn on it. */
export async function textPdf(pageTexts: readonly string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pageTexts) {
    document.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  }
  return Buffer.from(await document.save());
}

/**
 * The text of each page of a PDF: every string shown with Tj (pdf-lib draws text as hex
 * strings in WinAnsi), one line each. Enough to find what the server wrote, in order.
 */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => document.context.lookup(ref))
        : [contents];
    const operators = streams
      .map((stream) =>
        stream instanceof PDFRawStream
          ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
          : '',
      )
      .join('\n');
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
      .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
      .join('\n');
  });
}

/** Whether `text` contains every one of `parts`, in this order. */
export function containsInOrder(text: string, parts: readonly string[]): string | null {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    if (at < 0) return part;
    from = at + part.length;
  }
  return null;
}

/** A long answer: `count` numbered sentences. */
export function longText(count: number): string {
  return Array.from(
    { length: count },
    (_, index) => `Sentence ${index + 1} of a long answer about the candidate.`,
  ).join(' ');
}

/**
 * Answers to every element type of `everyElementType()`: texts (Polish letters included),
 * choices, one education and one experience entry, files by name; the photo and the summary
 * are left empty.
 */
export function answersFor(
  elements: readonly Element[],
  files: { resumeId: string; coverLetterId: string; attachmentId: string },
  options: { whyUs?: string } = {},
): Answer[] {
  const answers: Answer[] = [];
  for (const element of elements) {
    const questionId = element.id;
    switch (element.$type) {
      case 'Resume':
        answers.push({
          $type: 'Resume',
          questionId,
          fileIdentifier: files.resumeId,
          fileName: 'CV Zoë.pdf',
        });
        break;
      case 'CoverLetter':
        answers.push({
          $type: 'CoverLetter',
          questionId,
          fileIdentifier: files.coverLetterId,
          fileName: 'cover-letter.pdf',
        });
        break;
      case 'Attachment':
        answers.push({
          $type: 'Attachment',
          questionId,
          fileIdentifier: files.attachmentId,
          fileName: 'portfolio.pdf',
        });
        break;
      case 'Address':
        answers.push({ $type: 'Address', questionId, value: 'ul. Długa 5, 00-001 Warszawa' });
        break;
      case 'Summary':
        answers.push({ $type: 'Summary', questionId, value: '   ' });
        break;
      case 'SingleLineText':
        answers.push({ $type: 'SingleLineText', questionId, value: '15 000 PLN' });
        break;
      case 'MultiLineText':
        answers.push({
          $type: 'MultiLineText',
          questionId,
          value: options.whyUs ?? 'Great team.\nŻółć – and “quotes”.',
        });
        break;
      case 'SingleChoice':
        answers.push({ $type: 'SingleChoice', questionId, chosenOption: '3' });
        break;
      case 'MultipleChoice':
        answers.push({ $type: 'MultipleChoice', questionId, chosenOptions: ['2', '1'] });
        break;
      case 'Education':
        answers.push({
          $type: 'Education',
          questionId,
          value: [
            {
              school: 'Uniwersytet Warszawski',
              degree: 'MSc',
              fieldOfStudy: 'Informatyka',
              startDate: '2015-10-01',
              endDate: null,
              currentlyStudyingHere: true,
              description: null,
            },
          ],
        });
        break;
      case 'Experience':
        answers.push({
          $type: 'Experience',
          questionId,
          value: [
            {
              title: 'Backend developer',
              company: 'Acme',
              locationDescription: 'Kraków',
              startDate: '2020-01-01',
              endDate: '2023-06-30',
              currentlyWorkingInThisRole: false,
              description: 'Built APIs.',
            },
          ],
        });
        break;
      default:
        // Header, TextParagraph: nothing to answer; Photo: left empty.
        break;
    }
  }
  return answers;
}

/** A job application to every element type, answered by `answersFor`, written directly. */
export function insertFilledApplication(
  testApp: TestApp,
  options: {
    recruitmentId: string;
    recruiteeId: string;
    resumeFileId: string | null;
    files: { resumeId: string; coverLetterId: string; attachmentId: string };
    whyUs?: string;
  },
): Promise<string> {
  const elements = everyElementType();
  return insertApplicationRow(testApp.database.db, {
    recruitmentId: options.recruitmentId,
    recruiteeId: options.recruiteeId,
    questionnaireStructure: { elements },
    answers: {
      additionalQuestionnaireAnswers: answersFor(elements, options.files, {
        ...(options.whyUs ? { whyUs: options.whyUs } : {}),
      }),
    },
    resumeFileId: options.resumeFileId,
    consentedAt: new Date(),
    createdAt: new Date('2026-03-14T10:00:00Z'),
  });
}
