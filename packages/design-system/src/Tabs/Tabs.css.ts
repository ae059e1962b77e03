import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// The list's line is an inset shadow, under the tabs, rather than a border that the chosen
// tab overlaps with a negative margin: the list scrolls sideways when its tabs do not fit (a
// phone), and a scroll box clips what goes past it, so the overlap cut the tabs by a pixel and
// let the list scroll up and down by that pixel (issue 26).
export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  boxShadow: `inset 0 calc(${vars.size.borderWidth} * -1) 0 ${vars.color.border.default}`,
  overflowX: 'auto',
  overflowY: 'hidden',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  border: 'none',
  borderBottom: `calc(${vars.size.borderWidth} * 2) solid transparent`,
  background: 'transparent',
  color: vars.color.text.muted,
  fontFamily: 'inherit',
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text.default },
    '&[aria-selected="true"]': {
      color: vars.color.primary.solid,
      borderBottomColor: vars.color.primary.solid,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const tabPanel = style({
  paddingTop: vars.space.medium,
});
