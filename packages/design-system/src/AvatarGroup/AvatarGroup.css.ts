import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The row of overlapping avatars. */
export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.full,
});

/** The row as one button. */
export const clickable = style({
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.subtle },
    '&:disabled': { cursor: 'default' },
  },
});

export const member = style({
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  // A ring in the page colour separates overlapping avatars.
  boxShadow: `0 0 0 calc(${vars.size.borderWidth} * 2) ${vars.color.background.surface}`,
  selectors: {
    // The spec's team avatar overlap offset: 8 px (space.small).
    '& + &': { marginLeft: `calc(${vars.space.small} * -1)` },
  },
});
