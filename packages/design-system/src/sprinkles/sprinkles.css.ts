import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

const space = vars.space;
const margins = { ...vars.space, auto: 'auto' };

/** The theme's breakpoints, mobile first. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    textAlign: ['left', 'center', 'right'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: margins,
    marginBottom: margins,
    marginLeft: margins,
    marginRight: margins,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const unconditionalProperties = defineProperties({
  properties: {
    position: ['static', 'relative', 'absolute', 'fixed', 'sticky'],
    width: { full: '100%', auto: 'auto' },
    height: { full: '100%', auto: 'auto' },
    minHeight: { full: '100%', screen: '100vh' },
    maxWidth: { content: vars.size.contentWidth, full: '100%' },
    overflow: ['hidden', 'auto', 'visible'],
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    background: {
      body: vars.color.background.body,
      surface: vars.color.background.surface,
      subtle: vars.color.background.subtle,
    },
    color: {
      default: vars.color.text.default,
      muted: vars.color.text.muted,
    },
  },
});

/**
 * Atomic classes for layout and spacing, from theme tokens only. Values may be given per
 * breakpoint: `sprinkles({ padding: { mobile: 'small', desktop: 'large' } })`.
 */
export const sprinkles = createSprinkles(responsiveProperties, unconditionalProperties);

/** The props `sprinkles` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
