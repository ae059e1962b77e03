import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.medium,
    background: 'transparent',
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      neutral: {
        color: vars.color.text.muted,
        selectors: {
          [`${enabled}:hover`]: {
            backgroundColor: vars.color.background.subtle,
            color: vars.color.text.default,
          },
        },
      },
      primary: {
        color: vars.color.primary.solid,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.primary.soft } },
      },
      critical: {
        color: vars.color.danger.solid,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.danger.soft } },
      },
    },
    size: {
      small: { width: vars.size.controlSmall, height: vars.size.controlSmall },
      medium: { width: vars.size.controlMedium, height: vars.size.controlMedium },
    },
    bordered: {
      true: {
        borderColor: vars.color.border.strong,
        backgroundColor: vars.color.background.surface,
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium', bordered: false },
});
