import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.size.contentWidth,
});

/** Removes the browser's frame of a fieldset used only to disable or group its fields. */
export const plainFieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const personalGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
});

export const choiceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/**
 * The browser's file input, showing only its button: the chosen file's name is written beside
 * it from the form's state, which outlives the input (pages come and go).
 */
export const fileInput = style({
  fontSize: 0,
  maxWidth: '100%',
  selectors: {
    '&::file-selector-button': {
      minHeight: vars.size.controlMedium,
      marginInlineEnd: 0,
      paddingInline: vars.space.medium,
      borderWidth: vars.size.borderWidth,
      borderStyle: 'solid',
      borderColor: vars.color.border.strong,
      borderRadius: vars.radius.medium,
      backgroundColor: vars.color.background.surface,
      color: vars.color.text.default,
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size.medium,
      cursor: 'pointer',
    },
    '&:hover:not(:disabled)::file-selector-button': {
      backgroundColor: vars.color.background.subtle,
    },
    '&[aria-invalid="true"]::file-selector-button': {
      borderColor: vars.color.danger.solid,
    },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
      borderRadius: vars.radius.medium,
    },
    '&:disabled::file-selector-button': {
      cursor: 'not-allowed',
      color: vars.color.text.muted,
    },
  },
});

export const fileName = style({
  minWidth: 0,
  fontSize: vars.font.size.medium,
  color: vars.color.text.default,
});

export const noFile = style({
  color: vars.color.text.muted,
});

export const entryList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  margin: 0,
  padding: vars.space.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.medium,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** Fields of an entry that take a whole row (description, the current checkbox, actions). */
export const entryWide = style({
  gridColumn: '1 / -1',
});

export const entryLegend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontWeight: vars.font.weight.medium,
});

export const entryActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'flex-end',
});

/** The Add button of an entry list, with its counter of entries at the line's end. */
export const addRow = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
});

/** The upload progress (while sending) above the buttons. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const uploadTitle = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const uploadList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const actionsEnd = style({
  display: 'flex',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});
