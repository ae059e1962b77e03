import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const scroller = style({
  position: 'relative',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
});

export const table = style({
  width: '100%',
  // Fixed layout keeps the columns still while rows are swapped in and out during scrolling.
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.default,
});

export const headerCell = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderBottomWidth: vars.size.borderWidth,
    borderBottomStyle: 'solid',
    borderBottomColor: vars.color.border.strong,
    backgroundColor: vars.color.background.subtle,
    fontWeight: vars.font.weight.bold,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end' },
    },
  },
});

export const row = recipe({
  base: {
    // Anchors the stretched row link.
    position: 'relative',
  },
  variants: {
    linked: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&:hover': { backgroundColor: vars.color.background.subtle },
          '&:focus-within': { backgroundColor: vars.color.primary.soft },
        },
      },
      false: {},
    },
  },
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderBottomWidth: vars.size.borderWidth,
    borderBottomStyle: 'solid',
    borderBottomColor: vars.color.border.default,
    verticalAlign: 'middle',
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end' },
    },
  },
});

/** The row's link: its ::after covers the whole row, so a click anywhere in it follows the link. */
export const rowLink = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});

// Other controls in a linked row stay clickable above the stretched link.
globalStyle(`${scroller} td :is(a, button, input, select, textarea, [tabindex]):not(${rowLink})`, {
  position: 'relative',
  zIndex: 1,
});

export const messageCell = style({
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  textAlign: 'center',
  color: vars.color.text.muted,
});

export const spacer = style({
  padding: 0,
  border: 0,
});
