import { createThemeContract } from '@vanilla-extract/css';

/** The colour set of one semantic role: a solid fill, its hover and pressed states, the text on it, and a soft tint with its text. */
const colourRole = {
  solid: null,
  solidHover: null,
  solidActive: null,
  onSolid: null,
  soft: null,
  onSoft: null,
} as const;

/**
 * Every design token, as CSS custom properties. Components read tokens only through this
 * contract; each theme (`createTheme`) fills in the values.
 */
export const vars = createThemeContract({
  color: {
    primary: colourRole,
    info: colourRole,
    warning: colourRole,
    danger: colourRole,
    success: colourRole,
    neutral: colourRole,
    text: {
      default: null,
      muted: null,
      inverse: null,
      link: null,
    },
    background: {
      body: null,
      surface: null,
      subtle: null,
      overlay: null,
    },
    border: {
      default: null,
      strong: null,
    },
    /**
     * Extra chart fills for categories that no tone describes (e.g. named sources), plus
     * `other` for everything else; each is distinct from the tones' solid fills.
     */
    chart: {
      teal: null,
      violet: null,
      orange: null,
      pink: null,
      other: null,
    },
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radius: {
    none: null,
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  font: {
    family: {
      body: null,
      monospace: null,
    },
    size: {
      xsmall: null,
      small: null,
      medium: null,
      large: null,
      xlarge: null,
      xxlarge: null,
    },
    lineHeight: {
      tight: null,
      normal: null,
    },
    weight: {
      regular: null,
      medium: null,
      bold: null,
    },
  },
  shadow: {
    small: null,
    medium: null,
    large: null,
  },
  focusRing: {
    color: null,
    width: null,
    offset: null,
  },
  size: {
    /** Height of a standard control (button, input). */
    controlSmall: null,
    controlMedium: null,
    controlLarge: null,
    iconSmall: null,
    iconMedium: null,
    iconLarge: null,
    /** Widest readable content column. */
    contentWidth: null,
    /** Border width of controls, cards and dividers. */
    borderWidth: null,
    /** Widths of dialogs (Modal sizes). */
    dialogSmall: null,
    dialogMedium: null,
    dialogLarge: null,
    /** Narrowest popup menu. */
    menuMinWidth: null,
    /** Widest tooltip. */
    tooltipMaxWidth: null,
  },
  zIndex: {
    header: null,
    overlay: null,
  },
  duration: {
    fast: null,
    spin: null,
  },
});
