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
});

globalStyle(':focus-visible', {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: vars.focusRing.offset,
});

globalStyle('h1, h2, h3, h4, h5, h6, p', {
  margin: 0,
});
