import { vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

/** The heading and Add new above the list, as wide as the list. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '48rem',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** Holds the list and, while a change is saved, the progress on top of it. */
export const listArea = style({ position: 'relative' });

/** Covers the list while the stage list is saved (spec part 1 §4). */
export const savingOverlay = style({
  position: 'absolute',
  inset: 0,
  // Above the rows only: its own stacking context keeps it under dialogs and toasts.
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background.overlay,
  borderRadius: vars.radius.medium,
  // The keyboard user's focus stays on the row's move button under it.
  pointerEvents: 'none',
});

/** A row: the type icon, the name (or its edit form), then the row's buttons. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const name = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const rowButtons = style({ display: 'flex', flexShrink: 0, gap: vars.space.xxsmall });

/** The inline edit form: the field, then Cancel and Save. */
export const editForm = style({
  flex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  minWidth: 0,
});

export const editField = style({ flex: '1 1 12rem', minWidth: 0 });

export const editButtons = style({ display: 'flex', gap: vars.space.xsmall });
