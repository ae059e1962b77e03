import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

export const backdrop = style({
  backgroundColor: vars.color.background.overlay,
});

/**
 * Phones (below `tablet`) get the whole screen: the body scrolls between the header and the
 * footer, so the buttons stay in reach. From `tablet` on, a centred card of the chosen width.
 */
export const dialog = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    flexDirection: 'column',
    width: 'auto',
    height: '100dvh',
    maxHeight: '100dvh',
    backgroundColor: vars.color.background.surface,
    color: vars.color.text.default,
    outline: 'none',
    '@media': {
      [mediaQueries.tablet]: {
        inset: vars.space.large,
        height: 'fit-content',
        maxHeight: `calc(100dvh - 2 * ${vars.space.large})`,
        marginInline: 'auto',
        marginBlock: 'auto',
        borderRadius: vars.radius.large,
        boxShadow: vars.shadow.large,
      },
    },
  },
  variants: {
    size: {
      small: { '@media': { [mediaQueries.tablet]: { maxWidth: vars.size.dialogSmall } } },
      medium: { '@media': { [mediaQueries.tablet]: { maxWidth: vars.size.dialogMedium } } },
      large: { '@media': { [mediaQueries.tablet]: { maxWidth: vars.size.dialogLarge } } },
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
