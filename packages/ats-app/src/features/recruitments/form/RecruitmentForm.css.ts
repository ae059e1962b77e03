import { mediaQueries, vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

/** The form: its sections one under the other, as wide as is comfortable to read. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '56rem',
});

/** A section's heading and fields. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/**
 * Fields side by side while there is room (deadline and posts, budgets, people); one under
 * the other below the tablet breakpoint (a phone, or a narrow window), as every form there.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' },
  },
});

/** Cancel, Save as draft and Save, at the end of the form. */
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
