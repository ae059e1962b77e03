import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The caption under the number; the caption comes first in the markup, so it is read "Hired 3". */
export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const value = style({
  color: vars.color.text.default,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  // A number stays whole (the body lets long words break anywhere).
  overflowWrap: 'normal',
});

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

/** Holds the number's place, at its size, while it loads. */
export const skeleton = style({
  display: 'block',
  width: '3em',
  height: `calc(${vars.font.size.xxlarge} * ${vars.font.lineHeight.tight})`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.subtle,
  animation: `${pulse} calc(${vars.duration.spin} * 2) ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
