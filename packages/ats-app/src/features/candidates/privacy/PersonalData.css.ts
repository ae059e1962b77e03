import { vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

/** What an erasure removes, one item per line. */
export const removedList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
