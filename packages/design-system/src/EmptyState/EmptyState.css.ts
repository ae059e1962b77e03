import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const illustration = style({
  display: 'inline-flex',
  marginBottom: vars.space.xsmall,
  color: vars.color.text.muted,
});
