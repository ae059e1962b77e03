import type { Schema } from '@ats/api-sdk';

export type PlaceholderName = Schema<'EmailPlaceholderName'>;
export type TextProblem = Schema<'EmailTextProblem'>;
export type PlaceholderValues = Record<PlaceholderName, string>;

/** Every placeholder, in the order an editor offers them (the contract's EmailPlaceholderName). */
export const placeholderNames: readonly PlaceholderName[] = [
  'candidateFirstName',
  'candidateLastName',
  'recruitmentTitle',
  'positionName',
  'senderName',
  'senderEmail',
  'meetingName',
  'meetingTime',
];

const knownNames = new Set<string>(placeholderNames);
/** A problem's token is cut to the contract's length. */
const maxTokenLength = 200;

function isPlaceholderName(name: string): name is PlaceholderName {
  return knownNames.has(name);
}

/** One piece of a text: literal text, or a known placeholder. */
type Piece = { text: string } | { placeholder: PlaceholderName };

export interface ParsedText {
  pieces: Piece[];
  problems: { kind: TextProblem['kind']; token: string }[];
}

/**
 * Splits a run of text into literal text and `{name}` placeholders. A `{` must close with `}`
 * before the next `{` (else "unbalanced brace"), a `}` must close a `{`, and the name between
 * must be one of ours (else "unknown placeholder"). Problem tokens stay in the text as written.
 */
export function parsePlaceholders(text: string): ParsedText {
  const pieces: Piece[] = [];
  const problems: ParsedText['problems'] = [];
  let literal = '';
  let index = 0;
  while (index < text.length) {
    const character = text[index] as string;
    if (character === '}') {
      problems.push({ kind: 'unbalancedBrace', token: '}' });
      literal += character;
      index += 1;
      continue;
    }
    if (character !== '{') {
      literal += character;
      index += 1;
      continue;
    }
    const close = text.indexOf('}', index + 1);
    const nextOpen = text.indexOf('{', index + 1);
    if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
      const end = nextOpen === -1 ? text.length : nextOpen;
      problems.push({ kind: 'unbalancedBrace', token: text.slice(index, end).slice(0, 30) });
      literal += character;
      index += 1;
      continue;
    }
    const token = text.slice(index, close + 1);
    const name = token.slice(1, -1);
    if (isPlaceholderName(name)) {
      if (literal !== '') pieces.push({ text: literal });
      literal = '';
      pieces.push({ placeholder: name });
    } else {
      problems.push({ kind: 'unknownPlaceholder', token: token.slice(0, maxTokenLength) });
      literal += token;
    }
    index = close + 1;
  }
  if (literal !== '') pieces.push({ text: literal });
  return { pieces, problems };
}

/** The text with its placeholders filled (problem tokens left as written). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return parsePlaceholders(text)
    .pieces.map((piece) => ('text' in piece ? piece.text : values[piece.placeholder]))
    .join('');
}
