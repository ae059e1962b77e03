import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
});

export const ring = style({
  position: 'relative',
  flexShrink: 0,
});

export const emptyRing = style({
  fill: 'none',
  stroke: vars.color.border.default,
});

export const totalValue = style({
  fill: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
});

export const totalLabel = style({
  fill: vars.color.text.muted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xsmall,
});

/** The legend: a real table (category, value), so it is also the chart's text alternative. */
export const legend = style({
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
});

export const legendName = style({
  paddingBlock: vars.space.xsmall,
  paddingInlineEnd: vars.space.medium,
  textAlign: 'left',
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.default,
});

export const legendNameContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const legendValue = style({
  paddingBlock: vars.space.xsmall,
  textAlign: 'right',
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.default,
  // A number stays whole: the global overflow-wrap: anywhere would let a squeezed column split it.
  overflowWrap: 'normal',
});
