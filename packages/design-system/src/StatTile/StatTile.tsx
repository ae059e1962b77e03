import { useId } from 'react';
import { Card } from '../Card/Card.tsx';
import { devAssert } from '../private/devAssert.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './StatTile.css.ts';

export interface StatTileProps {
  /** What the number counts, e.g. "Open recruitments": the caption under it and the tile's accessible name. */
  label: string;
  /** The number, best already formatted in the user's locale (e.g. "1,250"); a plain number is written as digits. */
  value: string | number;
  /** Shows a skeleton in place of the number while it loads; false by default. */
  loading?: boolean;
  /** Read by assistive technology in place of the number while it loads; English default 'Loading'. */
  loadingLabel?: string;
}

/**
 * A card with one big number and its caption, e.g. a dashboard summary tile. It is a group
 * named by its caption, so "Hired" can be found by role and name and reads "Hired 3".
 */
export function StatTile({
  label,
  value,
  loading = false,
  loadingLabel = 'Loading',
}: StatTileProps) {
  devAssert(
    typeof value === 'string' || Number.isFinite(value),
    `StatTile: the value of "${label}" must be a finite number or a string (got ${value}).`,
  );
  const labelId = useId();
  return (
    <Card padding="medium">
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups a caption and its number. */}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-busy={loading || undefined}
        className={styles.tile}
      >
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {loading ? (
          <span className={styles.skeleton}>
            <span className={visuallyHidden}>{loadingLabel}</span>
          </span>
        ) : (
          <span className={styles.value}>{value}</span>
        )}
      </div>
    </Card>
  );
}
