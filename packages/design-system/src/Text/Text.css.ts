import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const text = recipe({
  base: {
    margin: 0,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    size: {
      xsmall: { fontSize: vars.font.size.xsmall },
      small: { fontSize: vars.font.size.small },
      medium: { fontSize: vars.font.size.medium },
      large: { fontSize: vars.font.size.large },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      bold: { fontWeight: vars.font.weight.bold },
    },
    tone: {
      default: { color: vars.color.text.default },
      muted: { color: vars.color.text.muted },
      danger: { color: vars.color.danger.solid },
      success: { color: vars.color.success.solid },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { size: 'medium', weight: 'regular', tone: 'default' },
});
