import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});

export const stars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const star = style({
  display: 'inline-flex',
  color: vars.color.border.strong,
});

// A filled star: the outline's colour also fills the shape.
export const filled = style({ color: vars.color.warning.solidActive });
globalStyle(`${filled} svg`, { fill: 'currentColor' });

export const average = style({ fontWeight: vars.font.weight.bold, color: vars.color.text.default });

export const reviews = style({ color: vars.color.text.muted });

export const reviewsButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const radioStar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.subtle },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});
