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

/**
 * A row: the type icon, the name (or its edit form), then the row's buttons, which go below
 * the name when the row is too narrow for both (phones): a name is never squeezed.
 */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const name = style({ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' });

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
