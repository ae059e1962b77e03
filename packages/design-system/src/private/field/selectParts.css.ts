import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The closed select: the chosen value (or placeholder) and an arrow. */
export const selectButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'left',
  cursor: 'pointer',
});

export const selectValue = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const placeholder = style({
  color: vars.color.text.muted,
});

export const arrow = style({
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  color: vars.color.text.muted,
});

export const optionLabel = style({
  flex: 1,
  minWidth: 0,
});

/** A single Select's chosen option reads in bold, besides its tick (e.g. the current status). */
export const chosenOptionLabel = style({
  selectors: {
    '[aria-selected="true"] > &': { fontWeight: vars.font.weight.bold },
  },
});
