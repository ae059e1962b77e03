import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatServerMessage } from '../../src/i18n/format-server-message.ts';
import en from '../../src/i18n/messages/en.json' with { type: 'json' };
import pl from '../../src/i18n/messages/pl.json' with { type: 'json' };

const catalogues: Record<string, Record<string, string>> = { en, pl };

/** Names of the arguments (placeholders, plurals, tags) of a parsed message. */
function argumentNames(elements: unknown): string[] {
  if (!Array.isArray(elements)) return [];
  return elements.flatMap((element: Record<string, unknown>) => [
    ...(element.type === 0 ? [] : typeof element.value === 'string' ? [element.value] : []),
    ...argumentNames(element.children),
    ...Object.values((element.options ?? {}) as Record<string, { value: unknown }>).flatMap(
      (option) => argumentNames(option.value),
    ),
  ]);
}

describe('server message catalogues', () => {
  it('have the same keys in both languages, in order, none blank', () => {
    expect(Object.keys(pl)).toEqual(Object.keys(en));
    expect(Object.keys(en)).toEqual(Object.keys(en).sort());
    for (const [language, messages] of Object.entries(catalogues)) {
      for (const [id, text] of Object.entries(messages)) {
        expect(text.trim(), `${language} ${id}`).not.toBe('');
      }
    }
  });

  it('hold messages that all parse as ICU messages', () => {
    for (const [language, messages] of Object.entries(catalogues)) {
      for (const [id, text] of Object.entries(messages)) {
        expect(() => new IntlMessageFormat(text, language), `${language} ${id}`).not.toThrow();
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (language: string, text: string) =>
      argumentNames(new IntlMessageFormat(text, language).getAst()).sort();
    for (const [id, text] of Object.entries(pl)) {
      expect(placeholders('pl', text), id).toEqual(
        placeholders('en', (en as Record<string, string>)[id] ?? ''),
      );
    }
  });

  it('format a message with its values, numbers as written', () => {
    expect(formatServerMessage('en', 'pdf.formPageOf', { page: 2, count: 10 })).toBe(
      'Form page 2 of 10',
    );
    expect(formatServerMessage('pl', 'invite.duration', { minutes: 1500 })).toBe(
      'Czas trwania: 1500 min',
    );
    // Values are not parsed: braces and apostrophes in them stay as they are.
    expect(formatServerMessage('en', 'invite.intro.new', { senderName: "O'Brien {x}" })).toBe(
      "O'Brien {x} invites you to a meeting.",
    );
  });
});
