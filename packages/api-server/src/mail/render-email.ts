import type { Schema } from '@ats/api-sdk';
import { badRequest } from '../errors.ts';
import { fillPlaceholders, type PlaceholderValues, parsePlaceholders } from './placeholders.ts';
import {
  escapeHtml,
  isEmptyRichText,
  parseRichTextDocument,
  type RichTextNode,
  richTextToHtml,
  richTextToPlainText,
  textsOf,
} from './rich-text-email.ts';

type TextProblem = Schema<'EmailTextProblem'>;
type EmailLanguage = Schema<'EmailLanguage'>;

export interface EmailTexts {
  subject: string;
  /** Rich text (ProseMirror document JSON). */
  body: string;
}

export interface RenderedEmail {
  subject: string;
  /** A whole HTML document. */
  html: string;
  text: string;
}

/** The problems of a subject and body: unknown placeholders and unbalanced braces. */
export function textProblems(texts: EmailTexts): TextProblem[] {
  const problems: TextProblem[] = parsePlaceholders(texts.subject).problems.map((problem) => ({
    field: 'subject',
    ...problem,
  }));
  const document = texts.body.trim() === '' ? null : parseRichTextDocument(texts.body);
  // A placeholder is checked within one text node: one whose formatting changes midway is
  // not one placeholder (and could not be filled).
  for (const text of document ? textsOf(document) : []) {
    for (const problem of parsePlaceholders(text).problems) {
      problems.push({ field: 'body', ...problem });
    }
  }
  return problems;
}

/**
 * 400 unless the subject is set and the body is a rich text document with some text, and
 * neither has a placeholder problem (the reason, for the log, names the first problems).
 */
export function requireValidTexts(texts: EmailTexts, what: string): RichTextNode {
  if (texts.subject.trim() === '') throw badRequest(`${what}: the subject is blank`);
  const document = parseRichTextDocument(texts.body);
  if (!document) throw badRequest(`${what}: the body is not a rich text document`);
  if (isEmptyRichText(document)) throw badRequest(`${what}: the body is blank`);
  const problems = textProblems(texts);
  if (problems.length > 0) {
    const named = problems
      .slice(0, 5)
      .map((problem) => `${problem.kind} ${problem.token} in the ${problem.field}`)
      .join(', ');
    throw badRequest(`${what}: ${named}`);
  }
  return document;
}

/** A subject never spans lines (a header); white space runs become one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The e-mail of a subject and body with placeholders filled: the HTML part (text escaped
 * after filling, so a value is never markup) and the plain-text part. An unreadable body
 * renders as empty; problem tokens stay as written.
 */
export function renderEmail(
  texts: EmailTexts,
  values: PlaceholderValues,
  language: EmailLanguage,
): RenderedEmail {
  const fill = (text: string) => fillPlaceholders(text, values);
  const subject = oneLine(fill(texts.subject));
  const document = (texts.body.trim() === '' ? null : parseRichTextDocument(texts.body)) ?? {
    type: 'doc',
  };
  const content = richTextToHtml(document, fill);
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2328;background:#ffffff">',
    content,
    '</body></html>',
  ].join('\n');
  return { subject, html, text: `${richTextToPlainText(document, fill)}\n` };
}
