import { mediaQueries, vars } from '@ats/design-system';
import { style } from '@vanilla-extract/css';

const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: vars.focusRing.offset,
};

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.small,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
});

export const productName = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
});

export const main = style({
  flexGrow: 1,
  width: '100%',
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xlarge,
  '@media': { [mediaQueries.tablet]: { paddingInline: vars.space.large } },
});

/** Loading, not available and failed states sit in the middle of the page. */
export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '50vh',
});

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const term = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
});

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const mapLink = style({
  color: vars.color.text.link,
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': focusRing },
});

export const keywords = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const keyword = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.neutral.soft,
  color: vars.color.neutral.onSoft,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

/** Title, facts and "Apply now": what shows first. */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** A heading that the focus is moved to (Apply now, the confirmation). */
export const focusTarget = style({
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': focusRing },
  // Scrolled into view with room above it.
  scrollMarginTop: vars.space.large,
});

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.danger.solid}`,
  background: vars.color.danger.soft,
  color: vars.color.danger.onSoft,
});

export const alertTitle = style({ fontWeight: vars.font.weight.bold });
