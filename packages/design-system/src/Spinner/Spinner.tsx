import { useId } from 'react';
import { SpinnerIcon, type SpinnerSize } from '../private/SpinnerIcon.tsx';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import { spinner } from './Spinner.css.ts';

export type { SpinnerSize };

/** Colours of the spinner. */
export type SpinnerTone = 'primary' | 'neutral' | 'inherit';

export interface SpinnerProps {
  /** What is being waited for, announced to assistive technology; English default. */
  label?: string;
  /** Size of the ring. */
  size?: SpinnerSize;
  /** Colour of the ring; `inherit` takes the surrounding text colour. */
  tone?: SpinnerTone;
  /** Extra class for placement by the caller. */
  className?: string;
}

/** A spinning ring that tells assistive technology that something is loading (role status). */
export function Spinner({ label = 'Loading', size = 'medium', tone, className }: SpinnerProps) {
  const labelId = useId();
  // The label is both the status's name and its live content: one text node, read once.
  return (
    <span
      role="status"
      aria-labelledby={labelId}
      className={[spinner({ tone }), className].filter(Boolean).join(' ')}
    >
      <SpinnerIcon size={size} />
      <span id={labelId} className={visuallyHidden}>
        {label}
      </span>
    </span>
  );
}
