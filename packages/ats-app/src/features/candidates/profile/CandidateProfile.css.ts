import { vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** The photo beside the name and contact details; the application's tools to the right. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.large,
});

export const person = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minWidth: 0,
});

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** A fact's value: no indent, and long e-mail addresses wrap. */
export const factValue = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** The application's facts, then the button to the candidate's other applications. */
export const application = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.large,
});

/** Stage, scores and actions, stacked at the right of the header. */
export const tools = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

/** The stage dropdown keeps the width of a long stage name. */
export const stageField = style({ width: '14rem' });

export const scores = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** The application form tab reads at a comfortable line length. */
export const formPanel = style({ maxWidth: '48rem' });

/** The new-details notice: its title, text, differences and buttons, stacked. */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

/** What the application submitted, when it differs from the candidate's details. */
export const submittedSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
