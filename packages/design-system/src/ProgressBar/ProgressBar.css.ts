import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
});

export const label = style({
  minWidth: 0,
  color: vars.color.text.default,
});

export const percentage = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  blockSize: vars.space.small,
  overflow: 'hidden',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.subtle,
});

export const fill = style({
  blockSize: '100%',
  backgroundColor: vars.color.primary.solid,
  transitionProperty: 'inline-size',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: 'linear',
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
    // Forced colours drop background colours: keep the done part visible.
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});
