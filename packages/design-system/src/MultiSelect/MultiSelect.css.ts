import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const checkBox = style({
  alignItems: 'center',
  justifyContent: 'center',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
});

export const checkBoxChecked = style({
  borderColor: vars.color.primary.solid,
  backgroundColor: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
});

globalStyle(`${checkBox} svg`, {
  width: '100%',
  height: '100%',
});

export const allOption = style({
  marginBottom: vars.space.xsmall,
  borderBottomLeftRadius: 0,
  borderBottomRightRadius: 0,
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border.default,
});
