import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const popover = style({
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  minWidth: vars.size.menuMinWidth,
  // As wide as its longest word at least, beside the page's edge too (see Field.css.ts).
  overflowWrap: 'break-word',
  padding: vars.space.xsmall,
  backgroundColor: vars.color.background.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.controlSmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    fontSize: vars.font.size.small,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-active-item]': { backgroundColor: vars.color.background.subtle },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.text.muted },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text.default },
      critical: { color: vars.color.danger.solid },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
