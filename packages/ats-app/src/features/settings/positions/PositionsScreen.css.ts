import { vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

/** Holds the table and, while a write runs, the overlay on top of it. */
export const tableArea = style({ position: 'relative' });

/** Covers the table while an edit or a delete is written (spec part 1 §2). */
export const writingOverlay = style({
  position: 'absolute',
  inset: 0,
  // Above the table's rows only: its own stacking context keeps it under dialogs and toasts.
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background.overlay,
  borderRadius: vars.radius.medium,
});

/** The inline edit form: its fields side by side when there is room, the buttons after them. */
export const editForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
});

export const editField = style({ flex: '1 1 14rem', minWidth: 0 });

export const editButtons = style({ display: 'flex', gap: vars.space.xsmall });
