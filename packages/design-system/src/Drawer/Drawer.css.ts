import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const backdrop = style({
  backgroundColor: vars.color.background.overlay,
});

/** A panel along the start edge, the window's full height, at most the width of a menu column. */
export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  width: `min(20rem, calc(100vw - ${vars.size.controlLarge}))`,
  height: '100dvh',
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.default,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
});

export const body = style({
  flexGrow: 1,
  overflowY: 'auto',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
});

export const footer = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
});
