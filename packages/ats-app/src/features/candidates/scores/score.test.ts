import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../../shared/forms/validationMessages.ts';
import { validateNote } from '../actions/note.ts';
import { scoreMessages } from './messages.ts';
import { initialScoreValues, setScoreInput, validateScore } from './score.ts';

const candidate = {
  recruitmentId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001',
  recruiteeId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002',
};
const entry = (scoringATSUserId: string, score: number, comment: string | null) => ({
  score,
  comment,
  scoringATSUserId,
  scoringATSUserFirstName: 'Anna',
  scoringATSUserLastName: 'Kowalska',
  scoringTime: '2026-06-12T10:00:00.000Z',
});

describe('the give-score form', () => {
  it("opens with the user's own score and comment, or none", () => {
    const entries = [entry('other', 2, null), entry('me', 4, '{"type":"doc"}')];
    expect(initialScoreValues(entries, 'me')).toEqual({ score: 4, comment: '{"type":"doc"}' });
    expect(initialScoreValues([entry('me', 3, null)], 'me')).toEqual({ score: 3, comment: '' });
    expect(initialScoreValues(entries, 'someone else')).toEqual({ score: 0, comment: '' });
    expect(initialScoreValues(undefined, 'me')).toEqual({ score: 0, comment: '' });
  });

  it('opens with the star clicked to open it, keeping my comment', () => {
    const entries = [entry('me', 2, '{"type":"doc"}')];
    expect(initialScoreValues(entries, 'me', 4)).toEqual({ score: 4, comment: '{"type":"doc"}' });
    expect(initialScoreValues(undefined, 'me', 5)).toEqual({ score: 5, comment: '' });
  });

  it('asks for 1 to 5 stars; the comment is optional', () => {
    expect(validateScore({ score: 0, comment: '' })).toEqual({
      score: { message: scoreMessages.scoreRequired },
    });
    for (const score of [1, 2, 3, 4, 5]) {
      expect(validateScore({ score, comment: '' })).toBeUndefined();
    }
  });

  it('sends an empty comment as null', () => {
    expect(setScoreInput({ score: 5, comment: '' }, candidate)).toEqual({
      ...candidate,
      score: 5,
      comment: null,
    });
    expect(setScoreInput({ score: 2, comment: '{"type":"doc"}' }, candidate).comment).toBe(
      '{"type":"doc"}',
    );
  });
});

describe('the note form', () => {
  it('requires some text', () => {
    const required = { noteText: { message: validationMessages.required } };
    expect(validateNote({ noteText: '' })).toEqual(required);
    expect(validateNote({ noteText: ' \n ' })).toEqual(required);
    expect(validateNote({ noteText: 'Strong in React' })).toBeUndefined();
  });
});
