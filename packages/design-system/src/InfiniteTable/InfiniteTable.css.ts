import { type GlobalStyleRule, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { type Breakpoint, breakpoints } from '../theme/breakpoints.ts';
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
  // Words wrap at spaces; one breaks inside only when it is wider than its whole column.
  overflowWrap: 'break-word',
});

export const head = style({});

export const body = style({});

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
    // A header is never cut: it wraps at spaces (columns are sized so that its words fit).
    verticalAlign: 'bottom',
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

export const spacerRow = style({});

export const messageRow = style({});

/** Where a cell shows on a card (InfiniteTableColumn.card). */
export const cardPlace = styleVariants({
  title: {},
  actions: {},
  field: {},
  hidden: {},
});

/**
 * The card layout of a table below `breakpoint`: the header row is hidden visually (it still
 * names the cells), every row becomes a block with its title (and actions beside it) on the
 * first line and its other cells below, each after its header.
 */
function cardLayout(breakpoint: Breakpoint): string {
  const layout = style({});
  const query = `screen and (width < ${breakpoints[breakpoint]}px)`;
  const at = (selector: string, rule: GlobalStyleRule) =>
    globalStyle(selector.replaceAll('&', `.${layout}`), { '@media': { [query]: rule } });
  at('&', { display: 'block' });
  // Each part of the header row is hidden as visuallyHidden does: none is laid out wider.
  for (const part of [`& > .${head}`, `& > .${head} > tr`, `& > .${head} > tr > th`]) {
    at(part, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      border: 0,
    });
  }
  at(`& > .${body}`, { display: 'block' });
  at(`& > .${body} > tr`, { display: 'block' });
  at(`& > .${body} > tr:not(.${spacerRow}, .${messageRow})`, {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: vars.space.small,
    rowGap: vars.space.xsmall,
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.medium,
    borderBottomWidth: vars.size.borderWidth,
    borderBottomStyle: 'solid',
    borderBottomColor: vars.color.border.default,
  });
  at(`& > .${body} > tr > td`, {
    display: 'block',
    gridColumn: '1 / -1',
    padding: 0,
    border: 0,
    textAlign: 'start',
    minWidth: 0,
  });
  const cellAt = (className: string) => `& > .${body} > tr > td.${className}`;
  at(cellAt(messageCell), {
    paddingBlock: vars.space.large,
    paddingInline: vars.space.medium,
    textAlign: 'center',
  });
  at(cellAt(cardPlace.title), {
    gridRow: 1,
    gridColumn: 1,
    fontSize: vars.font.size.medium,
    fontWeight: vars.font.weight.medium,
  });
  at(cellAt(cardPlace.actions), { gridRow: 1, gridColumn: 2 });
  at(cellAt(cardPlace.hidden), { display: 'none' });
  at(cellAt(cardPlace.field), {
    display: 'grid',
    gridTemplateColumns: 'minmax(5rem, 33%) minmax(0, 1fr)',
    alignItems: 'baseline',
    // A label or a button keeps its own width rather than stretching across the card.
    justifyItems: 'start',
    columnGap: vars.space.small,
  });
  at(`${cellAt(cardPlace.field)}::before`, {
    // The empty alternative text keeps the label out of the cell's accessible name.
    content: 'attr(data-card-label) / ""',
    color: vars.color.text.muted,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'break-word',
  });
  return layout;
}

/** The card layout below each breakpoint (InfiniteTableProps.cardsBelow). */
export const cardsBelow: Record<Breakpoint, string> = {
  tablet: cardLayout('tablet'),
  desktop: cardLayout('desktop'),
};
