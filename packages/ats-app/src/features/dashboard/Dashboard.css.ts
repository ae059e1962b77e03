import { mediaQueries, vars } from '@ats/design-system';
import { keyframes, style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** The four tiles: two a row when narrow, all four in one row from the desktop width. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/**
 * One column when narrow. From the tablet width two: the line chart and the feed take a whole
 * row, the doughnuts share one. From the desktop width three: the line chart beside the
 * sources, the stages beside the feed.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** A card two columns wide from the tablet width (the line chart, the feed). */
export const wideArea = style({
  minWidth: 0,
  '@media': { [mediaQueries.tablet]: { gridColumn: 'span 2' } },
});

export const narrowArea = style({ minWidth: 0 });

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const cardHeading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

/** Holds a chart's or the feed's place, at its height, while the data loads. */
export const skeleton = style({
  display: 'block',
  width: '100%',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.subtle,
  animation: `${pulse} calc(${vars.duration.spin} * 2) ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

/** The recent activities: one entry a row, divided by hairlines. */
export const feed = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** An entry: a click anywhere in it follows its link (the candidate's name). */
export const entry = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  selectors: {
    '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.border.default}` },
    '&:hover': { backgroundColor: vars.color.background.subtle },
  },
});

export const entryBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** The candidate on the left, when on the right; the time wraps below when narrow. */
export const entryHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
});

export const candidateLink = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const time = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
});
