import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The whole viewer: toolbar above a scrolling page area that takes the height left. */
export const viewer = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  overflow: 'hidden',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border.default,
});

export const controlGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

/** "Page 2 of 5" and "125%": digits of equal width, so the buttons do not move while paging. */
export const readout = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  paddingInline: vars.space.xxsmall,
});

export const pressed = style({
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.primary.soft,
      color: vars.color.primary.onSoft,
    },
  },
});

/** The page area; a page wider than it scrolls sideways. */
export const pageArea = style({
  flexGrow: 1,
  minHeight: 0,
  overflow: 'auto',
  // A scrollbar that comes and goes would change the width that Fit width measures.
  scrollbarGutter: 'stable',
  padding: vars.space.medium,
  backgroundColor: vars.color.background.subtle,
});

/** Fills the page area's width, which Fit width measures; the page may overflow it. */
export const pageTrack = style({
  display: 'block',
  width: '100%',
});

export const page = style({
  width: 'fit-content',
  marginInline: 'auto',
  boxShadow: vars.shadow.medium,
  backgroundColor: vars.color.background.surface,
});

/** Loading and error messages, centred in the viewer. */
export const message = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const errorIcon = style({ display: 'inline-flex', color: vars.color.danger.solid });
