import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const group = recipe({
  base: { display: 'flex' },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space.small },
      horizontal: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.large,
        rowGap: vars.space.small,
      },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radio = style({
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  marginBlock: `calc((${vars.font.size.medium} * ${vars.font.lineHeight.normal} - ${vars.size.iconSmall}) / 2)`,
  marginInline: 0,
  accentColor: vars.color.primary.solid,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const invalidGroup = style({
  paddingInlineStart: vars.space.small,
  borderInlineStartWidth: `calc(${vars.size.borderWidth} * 2)`,
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.danger.solid,
});
