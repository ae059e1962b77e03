import { mediaQueries, vars } from '@ats/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

/** The steps of the wizard: a numbered line that wraps on a phone. */
export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'step',
});

export const step = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.neutral.soft,
  color: vars.color.neutral.onSoft,
  fontSize: vars.font.size.small,
});

export const currentStep = style({
  background: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
  fontWeight: vars.font.weight.medium,
});

/** The counts of rows by outcome: tiles in as many columns as fit. */
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.medium,
});

/** A file input with its label, help and error, as the design system's fields look. */
export const fileField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const fileLabel = style({ fontWeight: vars.font.weight.medium });

export const fileInput = style({
  maxWidth: '100%',
  padding: vars.space.xsmall,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
  },
});

export const fileError = style({ color: vars.color.danger.solid, fontSize: vars.font.size.small });

/**
 * The mapping: on a phone each column of the file stacks into a block (its name, its first
 * values, its field); from tablets on, a table of the file's columns.
 */
export const mappingTable = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  '@media': { [mediaQueries.tablet]: { display: 'table' } },
});

globalStyle(`${mappingTable} th, ${mappingTable} td`, {
  display: 'block',
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.xsmall,
  paddingInline: 0,
  '@media': {
    [mediaQueries.tablet]: {
      display: 'table-cell',
      paddingBlock: vars.space.small,
      paddingInline: vars.space.small,
      borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
    },
  },
});

globalStyle(`${mappingTable} tbody`, {
  display: 'block',
  '@media': { [mediaQueries.tablet]: { display: 'table-row-group' } },
});

globalStyle(`${mappingTable} tr`, {
  paddingBlock: vars.space.small,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
  '@media': { [mediaQueries.tablet]: { display: 'table-row', borderBlockEnd: 0 } },
});

// The header row is read by assistive technology on a phone too, but not shown there.
globalStyle(`${mappingTable} thead`, {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  '@media': {
    [mediaQueries.tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      display: 'table-header-group',
    },
  },
});

/** The first values of a column: small, muted, cut rather than widening the table. */
export const samples = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
  maxWidth: '24rem',
});

export const fieldCell = style({
  minWidth: '12rem',
  '@media': { [mediaQueries.tablet]: { width: '16rem' } },
});

/** A file name: long and unbroken, it wraps anywhere rather than widen a phone screen. */
export const breakAnywhere = style({ overflowWrap: 'anywhere', wordBreak: 'break-word' });

/** The problems of a row: one per line. */
export const problemList = style({ margin: 0, paddingInlineStart: vars.space.medium });
