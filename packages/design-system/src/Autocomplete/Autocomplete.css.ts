import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const createOption = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.primary.solid,
});

export const createIcon = style({
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
});
