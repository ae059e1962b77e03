import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const tooltip = style({
  zIndex: vars.zIndex.overlay,
  maxWidth: vars.size.tooltipMaxWidth,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.neutral.solidActive,
  color: vars.color.neutral.onSolid,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  boxShadow: vars.shadow.medium,
});
