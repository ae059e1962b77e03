import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const input = style({
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  // Centres the box on the first line of the label.
  marginBlock: `calc((${vars.font.size.medium} * ${vars.font.lineHeight.normal} - ${vars.size.iconSmall}) / 2)`,
  marginInline: 0,
  accentColor: vars.color.primary.solid,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&[aria-invalid="true"]': {
      outline: `${vars.size.borderWidth} solid ${vars.color.danger.solid}`,
      outlineOffset: vars.space.xxsmall,
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled="true"]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});

const trackWidth = `calc(${vars.size.iconMedium} * 1.75)`;
const trackHeight = vars.size.iconMedium;
const thumbInset = vars.space.xxsmall;
const thumbSize = `calc(${trackHeight} - 2 * ${thumbInset})`;

/** The switch: a track with a sliding thumb, drawn on the checkbox input itself. */
export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  marginBlock: `calc((${vars.font.size.medium} * ${vars.font.lineHeight.normal} - ${trackHeight}) / 2)`,
  marginInline: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.solid,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: thumbInset,
      left: thumbInset,
      width: thumbSize,
      height: thumbSize,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.neutral.onSolid,
      boxShadow: vars.shadow.small,
      transitionProperty: 'transform',
      transitionDuration: vars.duration.fast,
    },
    '&:checked': { backgroundColor: vars.color.primary.solid },
    '&:checked::before': {
      transform: `translateX(calc(${trackWidth} - ${trackHeight}))`,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-invalid="true"]': {
      outline: `${vars.size.borderWidth} solid ${vars.color.danger.solid}`,
      outlineOffset: vars.space.xxsmall,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});
