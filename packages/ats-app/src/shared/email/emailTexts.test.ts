import { describe, expect, it } from 'vitest';
import { describeProblem, emailLanguageFor, insertAtSelection } from './emailTexts.ts';
import { emailProblemMessages } from './messages.ts';

describe('e-mail texts', () => {
  it('starts in the given language when e-mails are written in it, else in English', () => {
    expect(emailLanguageFor('pl')).toBe('pl');
    expect(emailLanguageFor('pl-PL')).toBe('pl');
    expect(emailLanguageFor('de')).toBe('en');
    expect(emailLanguageFor(null)).toBe('en');
  });

  it('names each problem by its kind and field', () => {
    expect(
      describeProblem({ field: 'body', kind: 'unknownPlaceholder', token: '{candidateName}' }),
    ).toEqual({
      message: emailProblemMessages.unknownPlaceholderBody,
      values: { token: '{candidateName}' },
    });
    expect(
      describeProblem({ field: 'subject', kind: 'unbalancedBrace', token: '{recruitmentTitle' })
        .message,
    ).toBe(emailProblemMessages.unbalancedBraceSubject);
  });

  it('inserts a token at the cursor, over a selection, or at the end', () => {
    expect(insertAtSelection('Hello !', '{x}', { start: 6, end: 6 }, 200)).toEqual({
      text: 'Hello {x}!',
      cursor: 9,
    });
    expect(insertAtSelection('Hello you!', '{x}', { start: 6, end: 9 }, 200)).toEqual({
      text: 'Hello {x}!',
      cursor: 9,
    });
    expect(insertAtSelection('Hi ', '{x}', { start: null, end: null }, 200).text).toBe('Hi {x}');
    // Too long for the field: nothing changes.
    expect(insertAtSelection('abc', '{x}', { start: 0, end: 0 }, 5)).toEqual({
      text: 'abc',
      cursor: 0,
    });
  });
});
