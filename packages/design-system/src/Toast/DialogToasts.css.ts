import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  paddingInline: vars.space.large,
  paddingTop: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  // Kept in the page when empty, so that screen readers hear the toasts added to it.
  selectors: { '&:empty': { paddingTop: 0 } },
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  overflowWrap: 'anywhere',
});

export const kindIcon = styleVariants({
  success: { display: 'inline-flex', color: vars.color.success.solid, paddingTop: '0.125em' },
  error: { display: 'inline-flex', color: vars.color.danger.solid, paddingTop: '0.125em' },
  info: { display: 'inline-flex', color: vars.color.info.solid, paddingTop: '0.125em' },
});

export const text = style({
  flexGrow: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const title = style({ fontWeight: vars.font.weight.medium });

export const message = style({ color: vars.color.text.muted, fontSize: vars.font.size.small });
