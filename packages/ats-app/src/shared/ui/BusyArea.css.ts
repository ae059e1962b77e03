import { vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

/** Holds the content and, while a write runs, the overlay on top of it. */
export const area = style({ position: 'relative' });

/** Covers the content while a change is written (spec part 1 §2, §4). */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  // Above the content only: its own stacking context keeps it under dialogs and toasts.
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background.overlay,
  borderRadius: vars.radius.medium,
  // The controls under it wait (disabled) but keep the keyboard user's focus and the scroll.
  pointerEvents: 'none',
});
