import { vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

/** The activity's icon in a soft circle beside its name and details. */
export const activityIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  borderRadius: vars.radius.full,
  background: vars.color.primary.soft,
  color: vars.color.primary.onSoft,
});
