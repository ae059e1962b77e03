import { mediaQueries, vars } from '@ats/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Header across the top; from the `desktop` breakpoint the menu beside the screen. Narrower
 * windows (phones and tablets) get the compact header, and the menu in a drawer.
 */
export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"header" "main"',
  background: vars.color.background.body,
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: '15rem minmax(0, 1fr)',
      gridTemplateAreas: '"header header" "menu main"',
    },
  },
});

const headerBase = {
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
} as const;

export const header = style({
  ...headerBase,
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.small,
});

/** One row: Menu button, product name, and the user's avatar at the end. */
export const compactHeader = style({
  ...headerBase,
  gap: vars.space.small,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  '@media': { [mediaQueries.tablet]: { paddingInline: vars.space.medium } },
});

/** The menu beside the screen (desktop). */
export const menu = style({
  gridArea: 'menu',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
  background: vars.color.background.surface,
  borderRight: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
});

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const submenuList = style([
  menuList,
  // `display: flex` would otherwise show the list even when it is closed (`hidden`).
  { paddingLeft: vars.space.xlarge, selectors: { '&[hidden]': { display: 'none' } } },
]);

const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: vars.focusRing.offset,
};

/** A menu entry: a link, or the Settings button that opens its submenu. */
export const menuEntry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.font.size.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutral.soft },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      background: vars.color.primary.soft,
      color: vars.color.primary.onSoft,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const disclosureMark = style({
  marginLeft: 'auto',
  transition: `transform ${vars.duration.fast}`,
  display: 'inline-flex',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.large,
  '@media': {
    [mediaQueries.tablet]: { paddingInline: vars.space.large, paddingBlock: vars.space.xlarge },
  },
});

export const mainContent = style({ maxWidth: vars.size.contentWidth, marginInline: 'auto' });

export const productName = style({
  color: vars.color.text.default,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': focusRing },
});

/** Hidden until focused: the first stop of the keyboard, straight to the screen. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.medium,
  top: vars.space.small,
  zIndex: vars.zIndex.overlay,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  color: vars.color.text.link,
  boxShadow: vars.shadow.medium,
  transform: 'translateY(-200%)',
  selectors: { '&:focus-visible': { ...focusRing, transform: 'none' } },
});

export const publicHeader = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.small,
});

globalStyle(`${menuEntry} svg`, { flexShrink: 0 });
