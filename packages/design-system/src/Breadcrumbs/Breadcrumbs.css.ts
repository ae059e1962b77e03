import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  color: vars.color.text.muted,
});

export const link = style({
  // At least 24 px high: the WCAG 2.2 minimum target size.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.iconMedium,
  minWidth: 0,
  color: vars.color.text.link,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const current = style({
  color: vars.color.text.default,
  fontWeight: vars.font.weight.medium,
});
