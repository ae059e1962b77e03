import { StarScore } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { scoreMessages } from './messages.ts';

/**
 * One person's score as stars, named "Score 4 of 5". The design system's read-only StarScore
 * always shows a review count: one score has none to show, so its text is left empty.
 */
export function ScoreStars({ score }: { score: number }) {
  const intl = useIntl();
  return (
    <StarScore
      average={score}
      reviewCount={1}
      formatScoreLabel={(rounded) => intl.formatMessage(scoreMessages.scoreOf, { score: rounded })}
      formatReviews={() => ''}
    />
  );
}
