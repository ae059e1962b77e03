import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text.default,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    level: {
      '1': { fontSize: vars.font.size.xxlarge },
      '2': { fontSize: vars.font.size.xlarge },
      '3': { fontSize: vars.font.size.large },
      '4': { fontSize: vars.font.size.medium },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { level: '2', align: 'left' },
});
