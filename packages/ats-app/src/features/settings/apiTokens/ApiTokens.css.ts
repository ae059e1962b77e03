import { vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

/** A token's prefix, and the secret: monospace, so that similar characters stay apart. */
export const monospace = style({
  fontFamily: vars.font.family.monospace,
  overflowWrap: 'anywhere',
});

/**
 * The usage hint: a block of code whose long lines wrap, so that a phone needs no sideways
 * scrolling (a scrolled block would need to be focusable).
 */
export const usageCode = style({
  margin: 0,
  padding: vars.space.small,
  maxWidth: '100%',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.family.monospace,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  background: vars.color.background.subtle,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.small,
});

/** The secret's read-only field beside its Copy button, wrapping under it on phones. */
export const secretRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const secretField = style({ flex: '1 1 16rem', minWidth: 0 });

/** The scope checkboxes: a group without the browser's fieldset frame. */
export const scopeGroup = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const scopeLegend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.medium,
});
