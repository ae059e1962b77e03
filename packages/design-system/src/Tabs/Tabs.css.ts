import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
  overflowX: 'auto',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  marginBottom: `calc(${vars.size.borderWidth} * -1)`,
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
