import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// Wide enough for the longest locale format and the calendar button.
export const dateField = style({
  maxWidth: `calc(${vars.size.controlLarge} * 4)`,
});
