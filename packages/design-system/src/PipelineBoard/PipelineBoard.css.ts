import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { type Tone, toneColourRole, tones } from '../private/tones.ts';
import { mediaQueries } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

/** A column's top edge in its tone's solid colour. */
const toneEdges = Object.fromEntries(
  tones.map((tone) => [tone, { borderTopColor: vars.color[toneColourRole[tone]].solid }]),
) as Record<Tone, { borderTopColor: string }>;

/** The badge's soft tint and text colour, as IconBadge and StatusLabel draw a tone. */
const toneBadges = Object.fromEntries(
  tones.map((tone) => {
    const colours = vars.color[toneColourRole[tone]];
    return [tone, { backgroundColor: colours.soft, color: colours.onSoft }];
  }),
) as Record<Tone, { backgroundColor: string; color: string }>;

const focusOutline = {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: vars.focusRing.offset,
};

export const board = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

/**
 * The keyboard tip. Moving cards by keyboard is the desktop path: on phones the tip is only
 * read by screen readers (it stays the cards' description), so the first cards show sooner.
 */
export const hint = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
  '@media': {
    [`not ${mediaQueries.tablet}`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** A board filling the rest of the window: its strip takes the height left under the tip. */
export const filledColumns = style({ flex: '1 1 auto', minHeight: 0 });

/**
 * The strip of columns: the only part of the board that scrolls sideways. It is the containing
 * block of its positioned descendants (visually hidden texts are `position: absolute`), so
 * none of them escapes the scroll area and widens the page.
 */
export const columns = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  paddingBottom: vars.space.small,
  containerType: 'inline-size',
});

/**
 * A column's width: k whole columns and half of the next one fill the strip, so a cut-off
 * column always shows that more stages lie sideways (k grows with the strip's width), and
 * never narrower than 16rem (a name, the score and the days in stage on one card).
 */
const columnWidth = (whole: number) =>
  `max(16rem, calc((100cqi - ${whole} * ${vars.space.medium}) / ${whole + 0.5}))`;

export const column = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    flex: `0 0 ${columnWidth(1)}`,
    minWidth: 0,
    maxHeight: '100%',
    '@container': {
      '(min-width: 36rem)': { flexBasis: columnWidth(2) },
      '(min-width: 54rem)': { flexBasis: columnWidth(3) },
      '(min-width: 72rem)': { flexBasis: columnWidth(4) },
    },
    backgroundColor: vars.color.background.subtle,
    borderRadius: vars.radius.medium,
    borderTopWidth: '4px',
    borderTopStyle: 'solid',
  },
  variants: { tone: toneEdges },
});

export const columnHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const columnBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSmall,
    height: vars.size.controlSmall,
    borderRadius: vars.radius.full,
  },
  variants: { tone: toneBadges },
});

export const columnTitle = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const columnCount = style({
  flexShrink: 0,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.surface,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const refusal = style({
  margin: 0,
  paddingInline: vars.space.small,
  paddingBottom: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  color: vars.color.danger.onSoft,
});

export const scroller = recipe({
  base: {
    overflowY: 'auto',
    minHeight: 0,
    paddingInline: vars.space.xsmall,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'dashed',
    borderColor: 'transparent',
    borderRadius: vars.radius.medium,
    transitionProperty: 'border-color, background-color, opacity',
    transitionDuration: vars.duration.fast,
    selectors: { '&:focus-visible': focusOutline },
  },
  variants: {
    /** During a drag: whether this column takes the dragged card, and whether it is over it. */
    drop: {
      idle: {},
      accepts: { borderColor: vars.color.primary.solid },
      over: {
        borderColor: vars.color.primary.solid,
        borderStyle: 'solid',
        backgroundColor: vars.color.primary.soft,
      },
      refuses: { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  defaultVariants: { drop: 'idle' },
});

/** A scroller taking what its column's height leaves under the heading. */
export const filledScroller = style({ flex: '0 1 auto' });

export const cardList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardSlot = style({
  paddingBlock: vars.space.xxsmall,
});

export const card = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xsmall,
    padding: vars.space.small,
    backgroundColor: vars.color.background.surface,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border.default,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.small,
    cursor: 'grab',
    selectors: { '&:focus-visible': focusOutline },
  },
  variants: {
    dragging: { true: { opacity: 0.4 }, false: {} },
    moving: { true: { opacity: 0.6, cursor: 'progress' }, false: {} },
  },
  defaultVariants: { dragging: false, moving: false },
});

export const cardContent = style({
  flex: 1,
  minWidth: 0,
});

export const cardMenuButton = style({
  flexShrink: 0,
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const cardTitleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const cardName = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusOutline,
    'span&': { color: vars.color.text.default },
  },
});

export const cardFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const cardDays = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.text.muted,
});

export const columnMessage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  textAlign: 'center',
});

export const columnMessageText = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
});
