import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The line through the points; its colour comes from the chart's tone. */
export const line = style({
  fill: 'none',
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

/** The soft area between the line and the baseline. */
export const area = style({
  fillOpacity: 0.12,
  stroke: 'none',
});

/** A point's marker, ringed in the surface colour so that it stands out on the line. */
export const marker = style({
  stroke: vars.color.background.surface,
  strokeWidth: 2,
});

/** A point's value over its marker, haloed in the surface colour so the line never hides it. */
export const valueHalo = style({
  stroke: vars.color.background.surface,
  strokeWidth: 3,
  strokeLinejoin: 'round',
  paintOrder: 'stroke',
});
