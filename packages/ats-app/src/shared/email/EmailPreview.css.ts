import { vars } from '@ats/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

/** The rendered message: a whole HTML document in a sandboxed frame, as a mail client shows it. */
export const frame = style({
  width: '100%',
  minHeight: '16rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
});

export const subject = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const problemList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const token = style({
  fontFamily: vars.font.family.monospace,
  overflowWrap: 'anywhere',
});

export const placeholderTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
});

globalStyle(`${placeholderTable} th, ${placeholderTable} td`, {
  textAlign: 'start',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
  verticalAlign: 'middle',
});

export const placeholderActions = style({
  display: 'flex',
  gap: vars.space.xsmall,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
