import type { EmailLanguage, EmailTextProblem } from '@ats/api-sdk/rtk';
import { richTextToPlainText } from '@ats/design-system';
import type { MessageDescriptor } from 'react-intl';
import { emailProblemMessages } from './messages.ts';

/** The languages an e-mail is written in (the contract's EmailLanguage), in display order. */
export const emailLanguages: readonly EmailLanguage[] = ['en', 'pl'];

export function isEmailLanguage(value: unknown): value is EmailLanguage {
  return emailLanguages.includes(value as EmailLanguage);
}

/** The language a new e-mail starts in: the one given if it is an e-mail language, else English. */
export function emailLanguageFor(language: string | null | undefined): EmailLanguage {
  const primary = language?.toLowerCase().split('-')[0];
  return isEmailLanguage(primary) ? primary : 'en';
}

const problemText: Record<
  EmailTextProblem['kind'],
  Record<EmailTextProblem['field'], MessageDescriptor>
> = {
  unknownPlaceholder: {
    subject: emailProblemMessages.unknownPlaceholderSubject,
    body: emailProblemMessages.unknownPlaceholderBody,
  },
  unbalancedBrace: {
    subject: emailProblemMessages.unbalancedBraceSubject,
    body: emailProblemMessages.unbalancedBraceBody,
  },
};

/** What to say about a problem the preview found: the message and its values. */
export function describeProblem(problem: EmailTextProblem): {
  message: MessageDescriptor;
  values: { token: string };
} {
  return { message: problemText[problem.kind][problem.field], values: { token: problem.token } };
}

/**
 * Inserts `token` into `text` in place of the selection `[start, end)` (the cursor when they
 * are equal), or at the end when there is no selection; returns the text and the cursor after
 * the token. The result is cut to `maxLength` (a field refuses more).
 */
export function insertAtSelection(
  text: string,
  token: string,
  selection: { start: number | null; end: number | null },
  maxLength: number,
): { text: string; cursor: number } {
  const start = Math.min(selection.start ?? text.length, text.length);
  const end = Math.max(start, Math.min(selection.end ?? start, text.length));
  const next = `${text.slice(0, start)}${token}${text.slice(end)}`;
  if (next.length > maxLength) return { text, cursor: end };
  return { text: next, cursor: start + token.length };
}

/** A rich-text body with some visible text: an editor holding only empty paragraphs is empty. */
export function hasVisibleText(body: string | undefined): boolean {
  return Boolean(body) && richTextToPlainText(body ?? '').trim() !== '';
}
