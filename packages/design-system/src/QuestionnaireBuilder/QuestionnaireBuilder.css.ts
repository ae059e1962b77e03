import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

export const builder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/** The switches beside the form on wide screens, above it on narrow ones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.desktop]: { position: 'sticky', top: vars.space.large },
  },
});

/** A fieldset of switches under its heading, without the browser's frame. */
export const switchGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const nameRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const inlineField = style({
  flex: '1 1 0',
  minWidth: 0,
});

export const previewGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  marginTop: vars.space.medium,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** A line with a plus button in its middle: where an add menu inserts. */
export const addSlot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.text.muted,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTopWidth: vars.size.borderWidth,
      borderTopStyle: 'dashed',
      borderTopColor: vars.color.border.default,
    },
  },
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const rowMain = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
});

export const typeLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
});

export const requiredMark = style({
  color: vars.color.danger.onSoft,
  fontWeight: vars.font.weight.medium,
});

export const questionText = style({
  margin: 0,
  color: vars.color.text.default,
  fontSize: vars.font.size.medium,
});

export const headerText = style([
  questionText,
  { fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold },
]);

export const paragraphText = style([questionText, { whiteSpace: 'pre-line' }]);

export const optionList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  fontSize: vars.font.size.small,
  color: vars.color.text.default,
});

/** A page or section break: a labelled rule across the row. */
export const breakLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: 1,
  minHeight: vars.size.controlSmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
  textTransform: 'uppercase',
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTopWidth: vars.size.borderWidth,
      borderTopStyle: 'solid',
      borderTopColor: vars.color.border.strong,
    },
  },
});

export const tools = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space.xxsmall,
});

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
});

export const editorButtons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

/** The form's buttons stay in view at the bottom of long questionnaires. */
export const actions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  borderTopWidth: vars.size.borderWidth,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border.default,
  backgroundColor: vars.color.background.body,
});
