import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  variants: {
    tone: {
      primary: { color: vars.color.primary.solid },
      neutral: { color: vars.color.text.muted },
      inherit: { color: 'inherit' },
    },
  },
  defaultVariants: { tone: 'primary' },
});
