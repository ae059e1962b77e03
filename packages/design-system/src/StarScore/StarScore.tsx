import { Radio, RadioGroup, RadioProvider } from '@ariakit/react';
import { maxScore, roundAverageScore } from '@ats/domain';
import { useRef } from 'react';
import { StarIcon } from '../icons/icons.tsx';
import { devAssert } from '../private/devAssert.ts';
import {
  average as averageClass,
  filled,
  radioStar,
  reviews,
  reviewsButton,
  row,
  star,
  stars,
} from './StarScore.css.ts';

const starNumbers = [1, 2, 3, 4, 5] as const;

interface ReadOnlyStarScoreProps {
  /** The average score, 0-5 (0: nobody has scored yet); shown rounded to 1 significant digit. */
  average: number;
  /** How many people scored. */
  reviewCount: number;
  /** Opens the list of all scores (the reviews text becomes a button). */
  onReviewsClick?: () => void;
  /** The accessible name of the stars; English default "Average score 4 of 5". */
  formatScoreLabel?: (roundedScore: number) => string;
  /** The reviews text; English default "3 reviews". */
  formatReviews?: (reviewCount: number) => string;
  value?: never;
  onChange?: never;
}

interface InteractiveStarScoreProps {
  /** The chosen score, 1-5, or 0 for no score. */
  value: number;
  /** Called with the score the user chooses (click, also on the chosen star, or arrow keys). */
  onChange: (score: number) => void;
  /** Names the group of stars, e.g. "Your score"; English default. */
  label?: string;
  /** The accessible name of each star; English default "3 stars". */
  formatStarLabel?: (score: number) => string;
  /** Blocks changes, e.g. while saving. */
  disabled?: boolean;
  average?: never;
  reviewCount?: never;
}

/** Read-only (an average and a review count) or interactive (1-5) star score. */
export type StarScoreProps = ReadOnlyStarScoreProps | InteractiveStarScoreProps;

function checkScore(score: number, what: string) {
  devAssert(
    Number.isFinite(score) && score >= 0 && score <= maxScore,
    `StarScore: ${what} must be between 0 and ${maxScore}, got ${score}.`,
  );
}

const defaultScoreLabel = (score: number) =>
  score === 0 ? 'No score yet' : `Average score ${score} of ${maxScore}`;
const defaultReviews = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);
const defaultStarLabel = (score: number) => (score === 1 ? '1 star' : `${score} stars`);

/**
 * Star scores. Read-only, it shows the average rounded to 1 significant digit with the
 * number of reviews. Interactive, it is a radio group of five stars: arrow keys move and
 * choose, and 0 means no score. A score outside 0-5 throws in development.
 */
export function StarScore(props: StarScoreProps) {
  if (props.onChange !== undefined) return <StarScoreInput {...props} />;
  return <StarScoreDisplay {...props} />;
}

function StarScoreDisplay({
  average,
  reviewCount,
  onReviewsClick,
  formatScoreLabel = defaultScoreLabel,
  formatReviews = defaultReviews,
}: ReadOnlyStarScoreProps) {
  checkScore(average, 'the average');
  devAssert(
    Number.isInteger(reviewCount) && reviewCount >= 0,
    `StarScore: reviewCount must be a whole number >= 0, got ${reviewCount}.`,
  );
  const rounded = roundAverageScore(average);
  const reviewsText = formatReviews(reviewCount);
  return (
    <span className={row}>
      <span role="img" aria-label={formatScoreLabel(rounded)} className={stars}>
        {starNumbers.map((starNumber) => (
          <span
            key={starNumber}
            className={starNumber <= Math.round(rounded) ? `${star} ${filled}` : star}
          >
            <StarIcon />
          </span>
        ))}
      </span>
      <span className={averageClass} aria-hidden="true">
        {rounded}
      </span>
      {onReviewsClick ? (
        <button type="button" className={reviewsButton} onClick={onReviewsClick}>
          {reviewsText}
        </button>
      ) : (
        <span className={reviews}>{reviewsText}</span>
      )}
    </span>
  );
}

function StarScoreInput({
  value,
  onChange,
  label = 'Score',
  formatStarLabel = defaultStarLabel,
  disabled = false,
}: InteractiveStarScoreProps) {
  checkScore(value, 'the value');
  devAssert(Number.isInteger(value), `StarScore: the value must be a whole number, got ${value}.`);
  // Radio-group semantics: an arrow key moves AND chooses; Tab only moves focus in.
  const movedByArrow = useRef(false);
  return (
    <RadioProvider
      value={value === 0 ? null : String(value)}
      setValue={(next) => {
        if (next !== null) onChange(Number(next));
      }}
    >
      <RadioGroup
        aria-label={label}
        className={stars}
        onKeyDown={(event) => {
          movedByArrow.current = event.key.startsWith('Arrow');
        }}
      >
        {starNumbers.map((starNumber) => (
          <Radio
            key={starNumber}
            value={String(starNumber)}
            aria-label={formatStarLabel(starNumber)}
            disabled={disabled}
            render={<span />}
            onFocus={() => {
              if (movedByArrow.current && !disabled) onChange(starNumber);
              movedByArrow.current = false;
            }}
            // A click on the star already chosen changes nothing in the group, yet it is a
            // choice too (a profile opens "Give score" with it): it is reported as well.
            onClick={() => {
              if (!disabled && starNumber === value) onChange(starNumber);
            }}
            className={`${radioStar} ${starNumber <= value ? `${star} ${filled}` : star}`}
          >
            <StarIcon size="medium" />
          </Radio>
        ))}
      </RadioGroup>
    </RadioProvider>
  );
}
