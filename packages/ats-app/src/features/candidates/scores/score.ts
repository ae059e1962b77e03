import { fieldLimits } from '@ats/api-sdk';
import type { ScoreEntry, SetScoreInput } from '@ats/api-sdk/rtk';
import { number, object, string } from 'yup';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { type ValidationMessage, validate } from '../../../shared/forms/validationMessages.ts';
import type { CandidateKey } from '../actions/wallTime.ts';
import { scoreMessages } from './messages.ts';

/** The give-score form: stars (0 until chosen) and the rich-text comment ('' when empty). */
export interface ScoreValues {
  score: number;
  comment: string;
}

/** Scores per candidate summary: one page of 1000 (spec part 2 §9). */
export const scoresPageSize = 1000;
export const scoreCommentMaxLength = fieldLimits.SetScoreInput.comment.maxLength;

const scoreRequired = { message: scoreMessages.scoreRequired } satisfies ValidationMessage;

/**
 * The spec sets no rule for a score, but the API takes 1 to 5 stars only: Save without a
 * star says so instead of sending what would be refused.
 */
export const validateScore = validateWithSchema<ScoreValues>(
  object({
    score: number().integer(scoreRequired).min(1, scoreRequired).max(5, scoreRequired),
    comment: string().max(scoreCommentMaxLength, validate.maximumLength),
  }),
);

/**
 * What the form opens with: the user's own current score and comment, if they gave one; the
 * star clicked to open the form, if any, replaces the score.
 */
export function initialScoreValues(
  entries: readonly ScoreEntry[] | undefined,
  userId: string | undefined,
  chosenScore?: number,
): ScoreValues {
  const mine = entries?.find((entry) => entry.scoringATSUserId === userId);
  return { score: chosenScore ?? mine?.score ?? 0, comment: mine?.comment ?? '' };
}

export function setScoreInput(values: ScoreValues, candidate: CandidateKey): SetScoreInput {
  return { ...candidate, score: values.score, comment: values.comment || null };
}
