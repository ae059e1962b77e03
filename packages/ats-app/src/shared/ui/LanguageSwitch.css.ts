import { vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

export const languageSelect = style({
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.small,
  border: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.font.size.small,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
