import { StarScore, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { scores } from './CandidateProfile.css.ts';
import { profileMessages } from './messages.ts';
import { factColumn } from './ProfileFact.tsx';

export interface ProfileScoresProps {
  /** My score, 1-5, or 0 when I have not scored. */
  scoreSetByMe: number;
  /** Everyone's average (already rounded by the server), 0 when nobody scored. */
  averageScore: number;
  reviewCount: number;
  /**
   * A star was chosen (1-5): opens the give-score modal with that score chosen. Without it
   * (the role may not review, issue 27) there are no stars of my own to choose.
   */
  onGiveScore?: ((score: number) => void) | undefined;
  /** The reviews text was chosen: opens the list of all scores. */
  onShowScores: () => void;
}

/**
 * The profile's star score (spec part 2 §2.8): my stars, where choosing a star opens the
 * give-score modal with that star chosen, and the average with the review count, which opens all the scores.
 */
export function ProfileScores({
  scoreSetByMe,
  averageScore,
  reviewCount,
  onGiveScore,
  onShowScores,
}: ProfileScoresProps) {
  const intl = useIntl();
  // The visible terms are hidden from assistive technology: the stars carry them in their names.
  return (
    <div className={scores}>
      {onGiveScore ? (
        <div className={factColumn}>
          <span aria-hidden="true">
            <Text as="span" size="small" tone="muted">
              {intl.formatMessage(profileMessages.yourScore)}
            </Text>
          </span>
          <StarScore
            value={scoreSetByMe}
            onChange={onGiveScore}
            label={intl.formatMessage(profileMessages.yourScore)}
            formatStarLabel={(score) =>
              intl.formatMessage(profileMessages.giveScoreWith, { score })
            }
          />
        </div>
      ) : null}
      <div className={factColumn}>
        <span aria-hidden="true">
          <Text as="span" size="small" tone="muted">
            {intl.formatMessage(profileMessages.averageScore)}
          </Text>
        </span>
        <StarScore
          average={averageScore}
          reviewCount={reviewCount}
          onReviewsClick={onShowScores}
          formatScoreLabel={(score) =>
            score === 0
              ? intl.formatMessage(profileMessages.noScoreYet)
              : intl.formatMessage(profileMessages.averageScoreOf, { score })
          }
          formatReviews={(count) => intl.formatMessage(profileMessages.reviews, { count })}
        />
      </div>
    </div>
  );
}
