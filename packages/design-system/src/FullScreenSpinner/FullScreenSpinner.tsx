import { Spinner } from '../Spinner/Spinner.tsx';
import { overlay } from './FullScreenSpinner.css.ts';

export interface FullScreenSpinnerProps {
  /** What is being waited for, announced to assistive technology; English default. */
  label?: string;
}

/** Covers the whole viewport with a large spinner, e.g. while the session is checked. */
export function FullScreenSpinner({ label = 'Loading' }: FullScreenSpinnerProps) {
  return (
    <div className={overlay}>
      <Spinner label={label} size="large" />
    </div>
  );
}
