import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGE, type LanguageId } from '../db/reference-data.ts';
import english from './messages/en.json' with { type: 'json' };
import polish from './messages/pl.json' with { type: 'json' };

/**
 * The id of a text the server writes for people (e-mails, invites, PDFs, its own pages): a
 * key of the message catalogues in messages/, ICU messages as in the app's catalogues.
 */
export type ServerMessageId = keyof typeof english;

/** Placeholder values of a message; numbers are written as they are (no grouping). */
export type ServerMessageValues = Readonly<Record<string, string | number>>;

// Typed by the English ids: a Polish catalogue missing one fails the typecheck.
const catalogues: Readonly<Record<LanguageId, Readonly<Record<ServerMessageId, string>>>> = {
  [LANGUAGE.english]: english,
  [LANGUAGE.polish]: polish,
};

/** Each message parsed once, on first use, per language. */
const parsed = new Map<LanguageId, Map<ServerMessageId, IntlMessageFormat>>();

function parsedMessage(language: LanguageId, id: ServerMessageId): IntlMessageFormat {
  let messages = parsed.get(language);
  if (!messages) {
    messages = new Map();
    parsed.set(language, messages);
  }
  let message = messages.get(id);
  if (!message) {
    message = new IntlMessageFormat(catalogues[language][id], language);
    messages.set(id, message);
  }
  return message;
}

/** The text of message `id` in `language`, its placeholders filled with `values`. */
export function formatServerMessage(
  language: LanguageId,
  id: ServerMessageId,
  values?: ServerMessageValues,
): string {
  const text = parsedMessage(language, id).format(values);
  // Only plain values are passed, so the result is one string (rich text would be parts).
  if (typeof text !== 'string') throw new Error(`message ${id} did not format to text`);
  return text;
}
