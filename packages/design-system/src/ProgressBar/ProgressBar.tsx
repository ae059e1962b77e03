import { useId } from 'react';
import { devAssert } from '../private/devAssert.ts';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps {
  /** What is progressing, e.g. "Uploading resume.pdf": shown above the bar and its accessible name. */
  label: string;
  /** How much is done, from 0 to `max` (bytes sent, steps taken). */
  value: number;
  /** The value when done; 100 by default. */
  max?: number;
}

/**
 * A determinate progress bar (role progressbar) with its label and the percentage done. The
 * percentage is rounded down, so 100% shows only when everything is done.
 */
export function ProgressBar({ label, value, max = 100 }: ProgressBarProps) {
  devAssert(
    Number.isFinite(max) && max > 0,
    `ProgressBar "${label}": max must be above 0 (got ${max}).`,
  );
  devAssert(
    Number.isFinite(value) && value >= 0 && value <= max,
    `ProgressBar "${label}": value must be between 0 and ${max} (got ${value}).`,
  );
  const labelId = useId();
  const percent = Math.floor((value / max) * 100);
  const valueText = `${percent}%`;
  return (
    <div className={styles.progress}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {/* The bar's aria-valuetext says the same to assistive technology. */}
        <span aria-hidden="true" className={styles.percentage}>
          {valueText}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className={styles.track}
      >
        <div className={styles.fill} style={{ inlineSize: `${(value / max) * 100}%` }} />
      </div>
    </div>
  );
}
