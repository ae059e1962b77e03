import type { Schema } from '@ats/api-sdk';
import {
  type AnswerText,
  answerText,
  isTextQuestionnaireElement,
  questionnairePages,
  type TextElement,
} from '@ats/domain';
import { PDFDocument } from 'pdf-lib';
import type { LanguageId } from '../db/reference-data.ts';
import { type FormLabels, formLabels } from './form-labels.ts';
import { PdfTextWriter } from './text-writer.ts';

/** Everything the printable application form shows. */
export interface FilledQuestionnaireContent {
  /** The language of the labels (the request's). */
  language: LanguageId;
  candidate: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string | null;
    /** One of the contract's prefixes, or null. */
    prefix: string | null;
  };
  /** The position in the request's language; null when the recruitment has none. */
  positionName: string | null;
  recruitmentTitle: string;
  applicationDate: Date;
  /** The questionnaire as the candidate saw it, and their answers. */
  structure: Schema<'QuestionnaireStructure'>;
  answers: Schema<'FilledQuestionnaireAnswers'>;
}

/** Width of the label column of personal data and of entry fields, in points. */
const labelWidth = 130;
/** Answers sit this far right of their question. */
const answerIndent = 12;

export function candidateName(content: Pick<FilledQuestionnaireContent, 'candidate'>): string {
  return `${content.candidate.firstName} ${content.candidate.lastName}`.trim();
}

/**
 * The filled application form as a new PDF document (A4, standard fonts): a title with the
 * candidate, the position and the application date, the personal data, then every element
 * of the questionnaire by page and section in order, as the FilledQuestionnaire shows it;
 * a footer with the page number on each page. The caller saves it, or appends more pages.
 */
export async function renderFilledQuestionnaire(
  content: FilledQuestionnaireContent,
): Promise<PDFDocument> {
  const labels = formLabels(content.language);
  const name = candidateName(content);
  const document = await PDFDocument.create();
  document.setTitle(labels.documentTitle(name));
  document.setLanguage(content.language);
  document.setCreator('ATS');
  const writer = await PdfTextWriter.create(document);
  writer.addPage();

  writeTitle(writer, content, labels);
  writePersonalData(writer, content, labels);
  writeQuestionnaire(writer, content, labels);

  writer.addFooters((page, count) => labels.footer(name, page, count));
  return document;
}

function writeTitle(
  writer: PdfTextWriter,
  content: FilledQuestionnaireContent,
  labels: FormLabels,
) {
  writer.paragraph(candidateName(content), { size: 18, style: 'bold' });
  writer.paragraph(labels.applicationForm, { size: 12, color: 'muted', spaceBefore: 2 });
  writer.space(10);
  if (content.positionName) {
    writer.labelledValue(labels.position, content.positionName, { labelWidth });
  }
  if (!content.positionName || content.positionName !== content.recruitmentTitle) {
    writer.labelledValue(labels.recruitment, content.recruitmentTitle, { labelWidth });
  }
  writer.labelledValue(
    labels.applicationDate,
    // The server does not know the reader's zone: the calendar date in UTC.
    labels.formatDate(content.applicationDate.toISOString().slice(0, 10)),
    { labelWidth },
  );
}

function writePersonalData(
  writer: PdfTextWriter,
  content: FilledQuestionnaireContent,
  labels: FormLabels,
) {
  const { candidate } = content;
  sectionHeading(writer, labels.personalData);
  const rows: [string, string | null][] = [
    [
      labels.prefix,
      candidate.prefix ? (labels.prefixes[candidate.prefix] ?? candidate.prefix) : null,
    ],
    [labels.firstName, candidate.firstName],
    [labels.lastName, candidate.lastName],
    [labels.email, candidate.email],
    [labels.phone, candidate.phoneNumber],
  ];
  for (const [label, value] of rows) {
    if (value && value.trim() !== '') writer.labelledValue(label, value, { labelWidth });
    else {
      writer.labelledValue(label, labels.leftEmpty, {
        labelWidth,
        valueStyle: 'italic',
        valueColor: 'muted',
      });
    }
  }
}

function sectionHeading(writer: PdfTextWriter, text: string) {
  writer.keepTogether(60);
  writer.paragraph(text, { size: 14, style: 'bold', spaceBefore: 18 });
  writer.space(4);
}

function writeQuestionnaire(
  writer: PdfTextWriter,
  content: FilledQuestionnaireContent,
  labels: FormLabels,
) {
  // By page, and within a page by section, each in order: as the form shows them.
  const pages = questionnairePages(content.structure);
  const answerByQuestion = new Map(
    content.answers.additionalQuestionnaireAnswers.map((answer) => [answer.questionId, answer]),
  );
  pages.forEach((page, pageIndex) => {
    if (pages.length > 1) sectionHeading(writer, labels.formPageOf(pageIndex + 1, pages.length));
    else writer.space(18);
    page.sections.forEach((section, sectionIndex) => {
      if (sectionIndex > 0) writer.space(12);
      for (const element of section.elements) {
        if (isTextQuestionnaireElement(element)) {
          writeText(writer, element);
        } else {
          writer.keepTogether(32);
          writer.paragraph(element.question, { style: 'bold', spaceBefore: 8 });
          writeAnswer(
            writer,
            answerText(element, answerByQuestion.get(element.id), labels),
            labels,
          );
        }
      }
    });
  });
}

function writeText(writer: PdfTextWriter, element: TextElement) {
  if (element.$type === 'Header') {
    writer.keepTogether(48);
    writer.paragraph(element.text, { size: 12, style: 'bold', spaceBefore: 8 });
  } else {
    writer.paragraph(element.text, { spaceBefore: 4 });
  }
}

function writeAnswer(writer: PdfTextWriter, answer: AnswerText, labels: FormLabels) {
  switch (answer.kind) {
    case 'empty':
      writer.paragraph(labels.leftEmpty, { indent: answerIndent, style: 'italic', color: 'muted' });
      return;
    case 'text':
      writer.paragraph(answer.text, { indent: answerIndent });
      return;
    case 'file':
      writer.paragraph(answer.file.fileName, { indent: answerIndent });
      return;
    case 'list':
      for (const item of answer.items) {
        writer.paragraph(`• ${item.text}`, { indent: answerIndent });
      }
      return;
    case 'entries':
      for (const entry of answer.entries) {
        writer.keepTogether(32);
        writer.paragraph(entry.name, { indent: answerIndent, style: 'italic', spaceBefore: 4 });
        for (const [name, value] of entry.rows) {
          writer.labelledValue(name, value, { labelWidth, indent: answerIndent * 2 });
        }
      }
      return;
  }
}
