import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The figure around a chart: no browser margins. */
export const figure = style({
  margin: 0,
  minWidth: 0,
});

/** The box that reserves the chart's height before and while it is drawn. */
export const plotArea = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
});

export const svg = style({
  display: 'block',
  overflow: 'visible',
});

/** Axis and category labels inside the drawing. */
export const axisText = style({
  fill: vars.color.text.muted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xsmall,
});

/** A count written at the end of a bar. */
export const valueText = style({
  fill: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
});

export const gridLine = style({
  stroke: vars.color.border.default,
  strokeWidth: 1,
});

export const baseline = style({
  stroke: vars.color.border.strong,
  strokeWidth: 1,
});

/** The text that replaces a chart with nothing to show. */
export const emptyMessage = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  padding: vars.space.small,
  textAlign: 'center',
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
});

/** The small colour square in front of a category's name. */
export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.small,
});
