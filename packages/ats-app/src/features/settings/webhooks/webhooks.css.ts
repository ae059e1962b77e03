import { mediaQueries, vars } from '@ats/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

const noticeBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
});

/** A notice about an endpoint in trouble: icon beside the text, tinted by its tone. */
export const notice = styleVariants({
  critical: [
    noticeBase,
    {
      background: vars.color.danger.soft,
      color: vars.color.danger.onSoft,
      borderColor: vars.color.danger.solid,
    },
  ],
  caution: [
    noticeBase,
    {
      background: vars.color.warning.soft,
      color: vars.color.warning.onSoft,
      borderColor: vars.color.warning.solid,
    },
  ],
});

/** A URL or secret: long and unbroken, it wraps anywhere rather than widen a phone screen. */
export const breakAnywhere = style({ overflowWrap: 'anywhere', wordBreak: 'break-word' });

/** The endpoint's settings: term and value pairs, in two columns when there is room. */
export const settingsList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
      rowGap: vars.space.small,
    },
  },
});

/** A term and its value: grid items of the list itself. */
export const settingsRow = style({ display: 'contents' });

export const settingsTerm = style({ fontWeight: vars.font.weight.medium });

export const settingsValue = style({ margin: 0, minWidth: 0 });

/** The event names as a wrapping list of small chips. */
export const eventChips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const eventChip = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.neutral.soft,
  color: vars.color.neutral.onSoft,
  fontSize: vars.font.size.small,
});

/** The events' group of checkboxes: a fieldset without the browser's frame. */
export const eventGroup = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const eventGroupLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.xsmall,
  fontWeight: vars.font.weight.medium,
});
