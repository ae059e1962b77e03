import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  // Also used on a fieldset (radio groups), whose browser frame is not wanted.
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

/** The label's line when something (a counter) sits at its end. */
export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: 0,
});

/** A field's character counter; `quiet` shows only while the field has the focus. */
export const counter = recipe({
  base: {
    flexShrink: 0,
    marginLeft: 'auto',
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.muted,
    transitionProperty: 'opacity',
    transitionDuration: vars.duration.fast,
  },
  variants: {
    level: {
      quiet: { selectors: { [`${field}:not(:focus-within) &`]: { opacity: 0 } } },
      near: {},
      full: { color: vars.color.text.default, fontWeight: vars.font.weight.medium },
      over: { color: vars.color.danger.solid, fontWeight: vars.font.weight.medium },
    },
  },
});

export const labelDisabled = style({
  color: vars.color.text.muted,
});

export const requiredMark = style({
  color: vars.color.danger.solid,
});

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});

export const errorMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.danger.solid,
});

export const errorIcon = style({
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  marginTop: vars.space.xxsmall,
});

/** The box of a text-like control (input, textarea, select button, combobox input). */
export const control = style({
  width: '100%',
  minHeight: vars.size.controlMedium,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.text.muted },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: 0,
      borderColor: vars.focusRing.color,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger.solid,
      boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.danger.solid}`,
    },
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.background.subtle,
      color: vars.color.text.muted,
      borderColor: vars.color.border.default,
    },
  },
});

/** A floating list of options (select, multi-select, autocomplete). */
export const popover = style({
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 'var(--popover-anchor-width)',
  maxHeight: 'min(var(--popover-available-height, 20rem), 20rem)',
  overflowY: 'auto',
  // Floating beside the page's edge it may be narrow: as wide as its longest word at least
  // (the body's `anywhere` would let it shrink to a letter and wrap every option).
  overflowWrap: 'break-word',
  padding: vars.space.xsmall,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.large,
  color: vars.color.text.default,
  selectors: {
    '&:focus-visible': { outline: 'none' },
  },
});

/** One option in a popover list. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  // The list scrolls; an option never shrinks under its text (it would overlap the next).
  flexShrink: 0,
  minHeight: vars.size.controlSmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  scrollMarginBlock: vars.space.xsmall,
  selectors: {
    '&[data-active-item]': {
      backgroundColor: vars.color.primary.soft,
      color: vars.color.primary.onSoft,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.text.muted },
  },
});

/** Text in a popover that is not an option (loading, no results). */
export const popoverMessage = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
});

export const optionCheck = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
});

/** The search box at the top of a searchable select's list: stays in view as the list scrolls. */
export const searchControl = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  flexShrink: 0,
  marginBlockEnd: vars.space.xsmall,
  backgroundColor: vars.color.background.surface,
});
