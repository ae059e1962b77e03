import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const errorView = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.size.dialogMedium,
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const errorIcon = style({ display: 'inline-flex', color: vars.color.danger.solid });

export const code = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  color: vars.color.danger.solid,
  lineHeight: vars.font.lineHeight.tight,
});
