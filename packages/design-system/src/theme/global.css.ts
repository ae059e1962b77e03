import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

// Base element styles, so that text and focus look the same in every screen. They read
// the theme's tokens, so they take effect under a theme class (see lightTheme).
globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html, body', {
  margin: 0,
  padding: 0,
});

globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  backgroundColor: vars.color.background.body,
  WebkitFontSmoothing: 'antialiased',
  // A long unbroken word (a name, an e-mail address, a URL) wraps instead of overflowing its
  // box, everywhere, by inheritance. `anywhere` rather than `break-word`: only `anywhere` counts
  // the break opportunities in an element's min-content width, so a table cell, a flex item
  // (min-width: auto) or a grid track holding the word can shrink and the word then wraps;
  // with `break-word` they keep the word's full width and overflow. Ordinary words still
  // break only at spaces, as long as they fit a line.
  overflowWrap: 'anywhere',
});

globalStyle(':focus-visible', {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: vars.focusRing.offset,
});

globalStyle('h1, h2, h3, h4, h5, h6, p', {
  margin: 0,
});
