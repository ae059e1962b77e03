import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Lines of text the empty editor shows; it grows with its text. */
const visibleLines = 6;

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const separator = style({
  alignSelf: 'stretch',
  width: vars.size.borderWidth,
  marginInline: vars.space.xsmall,
  marginBlock: vars.space.xsmall,
  border: 'none',
  backgroundColor: vars.color.border.default,
});

/** A pressed formatting button (bold on, in a list, ...). */
export const pressed = style({
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.primary.soft,
      color: vars.color.primary.onSoft,
    },
  },
});

/** The editable area. */
export const editable = style({
  minHeight: `calc(${visibleLines} * ${vars.font.lineHeight.normal} * 1em + 2 * ${vars.space.xsmall} + 2 * ${vars.size.borderWidth})`,
  // ProseMirror needs white space kept as typed (see prosemirror-view/style/prosemirror.css).
  whiteSpace: 'pre-wrap',
  wordWrap: 'break-word',
  fontVariantLigatures: 'none',
  fontFeatureSettings: '"liga" 0',
  cursor: 'text',
  selectors: {
    '&[contenteditable="false"]': { cursor: 'not-allowed' },
  },
});

globalStyle(`${editable} .ProseMirror-selectednode`, {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
});
globalStyle(`${editable}.ProseMirror-hideselection *::selection`, {
  background: 'transparent',
});
globalStyle(`${editable}.ProseMirror-hideselection`, { caretColor: 'transparent' });

export const linkPopover = style({
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: `min(${vars.size.dialogSmall}, calc(100vw - 2 * ${vars.space.medium}))`,
  padding: vars.space.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.large,
  color: vars.color.text.default,
});

export const linkActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
