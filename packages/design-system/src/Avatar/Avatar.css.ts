import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary.soft,
    color: vars.color.primary.onSoft,
    fontWeight: vars.font.weight.medium,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: {
        width: vars.size.controlSmall,
        height: vars.size.controlSmall,
        fontSize: vars.font.size.xsmall,
      },
      medium: {
        width: vars.size.controlMedium,
        height: vars.size.controlMedium,
        fontSize: vars.font.size.small,
      },
      large: {
        width: vars.size.controlLarge,
        height: vars.size.controlLarge,
        fontSize: vars.font.size.medium,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

/**
 * Initials of a decorative avatar are drawn from an attribute: text inside a named button
 * (an avatar group) would otherwise have to be part of the button's name (WCAG 2.5.3).
 */
export const drawnInitials = style({
  '::before': { content: 'attr(data-initials)' },
});

export const image = recipe({
  base: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});
