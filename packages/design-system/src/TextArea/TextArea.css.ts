import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const textArea = style({
  resize: 'vertical',
  minHeight: `calc(${vars.size.controlMedium} * 2)`,
});
