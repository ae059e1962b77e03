// Styles the application form and the filled questionnaire share: the page indicator, the
// rule between sections, and paragraphs that keep their author's line breaks.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const pageIndicator = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

/** Sections of a page follow each other with a rule between them. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  selectors: {
    '& + &': {
      paddingTop: vars.space.large,
      borderTopWidth: vars.size.borderWidth,
      borderTopStyle: 'solid',
      borderTopColor: vars.color.border.default,
    },
  },
});

export const paragraph = style({
  whiteSpace: 'pre-line',
});
