import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
  variants: {
    size: {
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
      medium: { width: vars.size.iconMedium, height: vars.size.iconMedium },
      large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
    },
  },
  defaultVariants: { size: 'small' },
});
