/**
 * The window widths (CSS pixels) from which wider layouts apply, mobile first: below
 * `tablet` is the phone layout. Media queries cannot read CSS variables, so these are
 * constants rather than theme-contract tokens; every style takes them from here.
 */
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
} as const;

/** A named breakpoint. */
export type Breakpoint = keyof typeof breakpoints;

/** The media query of each breakpoint, for `'@media'` in styles and for sprinkles' conditions. */
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const satisfies Record<Breakpoint, string>;
