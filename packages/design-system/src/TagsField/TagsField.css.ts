import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The chosen values, under the input. */
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One chosen value: its text and its remove button, in a pill. */
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
  minWidth: 0,
  paddingInlineStart: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.neutral.onSoft,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
});

export const tagText = style({
  minWidth: 0,
  paddingBlock: vars.space.xxsmall,
});
