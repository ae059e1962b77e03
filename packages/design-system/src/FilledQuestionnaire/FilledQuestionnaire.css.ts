import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const answers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const question = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  whiteSpace: 'pre-line',
});

/** An empty answer: muted and in italics, so that it never reads as an answer. */
export const empty = style({
  color: vars.color.text.muted,
  fontStyle: 'italic',
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
});

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.medium,
});

export const entryName = style({
  fontWeight: vars.font.weight.medium,
});

export const entryFields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
});

export const entryFieldName = style({
  color: vars.color.text.muted,
});

export const entryFieldValue = style({
  margin: 0,
  whiteSpace: 'pre-line',
});

export const fileLink = style({
  color: vars.color.text.link,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
      borderRadius: vars.radius.small,
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  justifyContent: 'space-between',
});

export const actionsGroup = style({
  display: 'flex',
  gap: vars.space.small,
});

/** Groups a name with its value for the markup only; the grid lays out the two cells. */
export const entryFieldRow = style({
  display: 'contents',
});
