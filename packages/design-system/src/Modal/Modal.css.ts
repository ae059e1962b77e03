import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const backdrop = style({
  backgroundColor: vars.color.background.overlay,
});

export const dialog = recipe({
  base: {
    position: 'fixed',
    inset: vars.space.large,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    flexDirection: 'column',
    width: 'auto',
    height: 'fit-content',
    maxHeight: `calc(100dvh - 2 * ${vars.space.large})`,
    marginInline: 'auto',
    marginBlock: 'auto',
    backgroundColor: vars.color.background.surface,
    color: vars.color.text.default,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
  },
  variants: {
    size: {
      small: { maxWidth: vars.size.dialogSmall },
      medium: { maxWidth: vars.size.dialogMedium },
      large: { maxWidth: vars.size.dialogLarge },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
  paddingInline: vars.space.large,
});

export const body = style({
  flexGrow: 1,
  overflowY: 'auto',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingBottom: vars.space.large,
  paddingInline: vars.space.large,
});
