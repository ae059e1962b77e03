import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.controlLarge,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.default,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.background.surface,
    transitionProperty: 'border-color, background-color, opacity',
    transitionDuration: vars.duration.fast,
  },
  variants: {
    /** The first row of a group after another group: a gap marks the boundary. */
    groupStart: {
      true: { marginTop: vars.space.medium },
      false: {},
    },
    dragging: {
      true: { opacity: 0.4 },
      false: {},
    },
    dropTarget: {
      true: {
        borderColor: vars.color.primary.solid,
        backgroundColor: vars.color.primary.soft,
      },
      false: {},
    },
  },
  defaultVariants: { groupStart: false, dragging: false, dropTarget: false },
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  color: vars.color.text.muted,
  cursor: 'grab',
  selectors: {
    '&:active': { cursor: 'grabbing' },
  },
});

/** Keeps the content of fixed rows aligned with the rows that have a handle. */
export const handlePlaceholder = style({
  flexShrink: 0,
  width: vars.size.controlSmall,
});

export const content = style({
  flex: 1,
  minWidth: 0,
});

export const moveButtons = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space.xxsmall,
});
