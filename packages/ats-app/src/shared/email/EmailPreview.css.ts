import { mediaQueries, vars } from '@ats/design-system';
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

/**
 * On phones (below the tablet breakpoint) each placeholder is a card rather than a row of
 * three squeezed columns: the token on its own line, the example labelled by its column's
 * header (CSS generated content with an empty alternative, the header already names the
 * cell), then the buttons. The table's roles are spelled out in the markup, so it stays a
 * table to screen readers and tests.
 */
const phone = `not ${mediaQueries.tablet}`;

globalStyle(`${placeholderTable}, ${placeholderTable} tbody`, {
  '@media': { [phone]: { display: 'block' } },
});

globalStyle(`${placeholderTable} thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${placeholderTable} tbody tr`, {
  '@media': {
    [phone]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xxsmall,
      padding: `${vars.space.xsmall} 0`,
      borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
    },
  },
});

globalStyle(`${placeholderTable} tbody td`, {
  '@media': {
    [phone]: { display: 'block', padding: 0, borderBottom: 'none', overflowWrap: 'anywhere' },
  },
});

globalStyle(`${placeholderTable} tbody td[data-card-label]::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-card-label) ": " / ""',
      color: vars.color.text.muted,
    },
  },
});

globalStyle(`${placeholderTable} tbody td ${placeholderActions}`, {
  '@media': { [phone]: { justifyContent: 'flex-start' } },
});
