import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const card = recipe({
  base: {
    backgroundColor: vars.color.background.surface,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.default,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
  },
  variants: {
    padding: {
      none: { padding: vars.space.none },
      small: { padding: vars.space.small },
      medium: { padding: vars.space.medium },
      large: { padding: vars.space.large },
      xlarge: { padding: vars.space.xlarge },
    },
  },
  defaultVariants: { padding: 'large' },
});
