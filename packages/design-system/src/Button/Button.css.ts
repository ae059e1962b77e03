import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.medium,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary.solid,
        color: vars.color.primary.onSolid,
        selectors: {
          [`${enabled}:hover`]: { backgroundColor: vars.color.primary.solidHover },
          [`${enabled}:active`]: { backgroundColor: vars.color.primary.solidActive },
        },
      },
      secondary: {
        backgroundColor: vars.color.background.surface,
        borderColor: vars.color.border.strong,
        color: vars.color.text.default,
        selectors: {
          [`${enabled}:hover`]: { backgroundColor: vars.color.background.subtle },
          [`${enabled}:active`]: { borderColor: vars.color.text.muted },
        },
      },
      critical: {
        backgroundColor: vars.color.danger.solid,
        color: vars.color.danger.onSolid,
        selectors: {
          [`${enabled}:hover`]: { backgroundColor: vars.color.danger.solidHover },
          [`${enabled}:active`]: { backgroundColor: vars.color.danger.solidActive },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary.solid,
        selectors: {
          [`${enabled}:hover`]: { backgroundColor: vars.color.primary.soft },
          [`${enabled}:active`]: { color: vars.color.primary.solidActive },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.size.controlSmall,
        paddingInline: vars.space.small,
        fontSize: vars.font.size.small,
      },
      medium: {
        minHeight: vars.size.controlMedium,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.medium,
      },
      large: {
        minHeight: vars.size.controlLarge,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.large,
      },
    },
    fullWidth: {
      // As wide as its container, so a label longer than a phone's width wraps (centred)
      // instead of widening the container.
      true: { width: '100%', whiteSpace: 'normal', textAlign: 'center' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});
