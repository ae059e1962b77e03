import { mediaQueries, vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** The names on the left, the status and tools on the right; stacked when narrow. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

/** The status dropdown keeps the width of its longest status, in either language. */
export const statusField = style({ width: '11rem' });

/** Term above value, side by side in rows that wrap. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.medium,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const term = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

/**
 * One column when narrow, in the spec's order: bars, sources, counts, position. From the
 * desktop width the bars take the whole row (their stage names need the room), the position
 * details sit below on the left and the sources and counts beside them on the right.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const wideArea = style({
  minWidth: 0,
  '@media': { [mediaQueries.desktop]: { gridColumn: '1 / -1' } },
});

export const sideArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  '@media': { [mediaQueries.desktop]: { gridColumn: '2', gridRow: '2' } },
});

export const mainArea = style({
  minWidth: 0,
  '@media': { [mediaQueries.desktop]: { gridColumn: '1', gridRow: '2' } },
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

/** The two counts side by side, each a big number over its name. */
export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xlarge,
  margin: 0,
});

export const count = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  margin: 0,
});

export const countValue = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** Position details: terms in a narrow column beside their values; stacked when narrow. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)' },
  },
});

export const keywordList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
