import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const rotate = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const spinnerIcon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    borderRadius: vars.radius.full,
    animationName: rotate,
    animationDuration: vars.duration.spin,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media': {
      // Still turning, so that progress stays visible, but slowly.
      '(prefers-reduced-motion: reduce)': { animationDuration: `calc(${vars.duration.spin} * 4)` },
    },
  },
  variants: {
    size: {
      small: {
        width: vars.size.iconSmall,
        height: vars.size.iconSmall,
        borderWidth: `calc(${vars.size.borderWidth} * 2)`,
      },
      medium: {
        width: vars.size.iconMedium,
        height: vars.size.iconMedium,
        borderWidth: `calc(${vars.size.borderWidth} * 3)`,
      },
      large: {
        width: vars.size.iconLarge,
        height: vars.size.iconLarge,
        borderWidth: `calc(${vars.size.borderWidth} * 4)`,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});
