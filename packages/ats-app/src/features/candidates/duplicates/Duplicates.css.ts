import { vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  // Names and e-mails of any length wrap (a phone is 360 px wide).
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The two records side by side; long e-mails and titles wrap. */
export const comparison = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  overflowWrap: 'anywhere',
});

export const comparisonCell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: vars.space.xsmall,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
});

/** A pair in the list: the two people, the reasons, and the actions, wrapping on phones. */
export const pair = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const pairPeople = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: '1 1 16rem',
  overflowWrap: 'anywhere',
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
