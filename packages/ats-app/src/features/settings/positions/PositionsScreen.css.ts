import { vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

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
