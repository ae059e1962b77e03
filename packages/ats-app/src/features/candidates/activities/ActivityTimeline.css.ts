import { vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

/** Notes, messages and call descriptions as typed: line breaks kept, long words wrapped. */
export const multiLineText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.medium,
  color: vars.color.text.default,
});

/** The name and details of the activity, beside its icon. */
export const activityBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
