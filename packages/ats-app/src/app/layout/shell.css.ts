import { mediaQueries, vars } from '@ats/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

/** Header across the top; the menu beside the screen on wide windows, above it on narrow ones. */
export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  gridTemplateRows: 'auto auto 1fr',
  gridTemplateAreas: '"header" "menu" "main"',
  background: vars.color.background.body,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: '15rem 1fr',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"header header" "menu main"',
    },
  },
});

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.small,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
});

export const menu = style({
  gridArea: 'menu',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
  background: vars.color.background.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
  '@media': {
    [mediaQueries.tablet]: {
      borderBottom: 'none',
      borderRight: `${vars.size.borderWidth} solid ${vars.color.border.default}`,
    },
  },
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
  paddingInline: vars.space.large,
  paddingBlock: vars.space.xlarge,
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
