import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { useLinkComponent } from '../LinkProvider/LinkProvider.tsx';
import { devAssert } from '../private/devAssert.ts';
import { StarScore } from '../StarScore/StarScore.tsx';
import * as styles from './PipelineBoard.css.ts';

export interface PipelineCardProps {
  /** The person's name: the card's title and its photo's text alternative. */
  name: string;
  /** Where the name leads (the candidate's profile); plain text without it. */
  href?: string;
  /** Address of the photo; the initials show without it. */
  photoSrc?: string | null;
  /** The average score, 0-5 (0: nobody scored yet), shown read-only. */
  averageScore: number;
  /** How many people scored. */
  reviewCount: number;
  /** Whole days since the card entered its column (0 on the first day). */
  daysInStage: number;
  /** The days text; English default "3 days in stage". */
  formatDaysInStage?: (days: number) => string;
  /** The stars' accessible name; StarScore's English default. */
  formatScoreLabel?: (roundedScore: number) => string;
  /** The reviews text; StarScore's English default. */
  formatReviews?: (reviewCount: number) => string;
  /** Buttons for the person (e.g. a small IconButton "Email …"), beside the days in stage. */
  actions?: ReactNode;
}

const defaultDaysInStage = (days: number) =>
  days === 0 ? 'Less than a day in stage' : days === 1 ? '1 day in stage' : `${days} days in stage`;

/**
 * A candidate's card on a PipelineBoard: photo, name (a link), score, days in stage and the
 * caller's actions.
 */
export function PipelineCard({
  name,
  href,
  photoSrc,
  averageScore,
  reviewCount,
  daysInStage,
  formatDaysInStage = defaultDaysInStage,
  formatScoreLabel,
  formatReviews,
  actions,
}: PipelineCardProps) {
  devAssert(
    Number.isInteger(daysInStage) && daysInStage >= 0,
    `PipelineCard: daysInStage must be a whole number >= 0, got ${daysInStage}.`,
  );
  const Link = useLinkComponent();
  return (
    <div className={styles.cardBody}>
      <div className={styles.cardTitleRow}>
        <Avatar name={name} src={photoSrc} size="small" decorative />
        {href ? (
          // Dragging starts from the card, not from the link's own drag of its address.
          <Link href={href} className={styles.cardName} draggable={false}>
            {name}
          </Link>
        ) : (
          <span className={styles.cardName}>{name}</span>
        )}
      </div>
      <StarScore
        average={averageScore}
        reviewCount={reviewCount}
        formatScoreLabel={formatScoreLabel}
        formatReviews={formatReviews}
      />
      <div className={styles.cardFooter}>
        <span className={styles.cardDays}>{formatDaysInStage(daysInStage)}</span>
        {actions}
      </div>
    </div>
  );
}
