import { spinnerIcon } from './SpinnerIcon.css.ts';

/** Sizes of the spinning ring. */
export type SpinnerSize = 'small' | 'medium' | 'large';

/** The spinning ring alone, hidden from assistive technology (its owner announces progress). */
export function SpinnerIcon({ size = 'medium' }: { size?: SpinnerSize }) {
  return <span aria-hidden="true" className={spinnerIcon({ size })} />;
}
