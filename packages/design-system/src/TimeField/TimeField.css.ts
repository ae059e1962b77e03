import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// Wide enough for "HH:MM" and the padding, not the whole column.
export const timeField = style({
  maxWidth: `calc(${vars.size.controlLarge} * 2.5)`,
  fontVariantNumeric: 'tabular-nums',
});
