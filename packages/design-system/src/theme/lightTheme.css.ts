import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import './global.css.ts';

/**
 * The light theme: put this class on the root element (the `<html>` element in the app,
 * so that portals are themed too). Solid fills pass WCAG AA (4.5:1) with their `onSolid`
 * text; soft tints pass it with their `onSoft` text.
 */
export const lightTheme = createTheme(vars, {
  color: {
    primary: {
      solid: '#1d4ed8',
      solidHover: '#1e40af',
      solidActive: '#1e3a8a',
      onSolid: '#ffffff',
      soft: '#dbeafe',
      onSoft: '#1e3a8a',
    },
    info: {
      solid: '#0369a1',
      solidHover: '#075985',
      solidActive: '#0c4a6e',
      onSolid: '#ffffff',
      soft: '#e0f2fe',
      onSoft: '#0c4a6e',
    },
    warning: {
      solid: '#f59e0b',
      solidHover: '#d97706',
      solidActive: '#b45309',
      onSolid: '#1c1917',
      soft: '#fef3c7',
      onSoft: '#78350f',
    },
    danger: {
      solid: '#dc2626',
      solidHover: '#b91c1c',
      solidActive: '#991b1b',
      onSolid: '#ffffff',
      soft: '#fee2e2',
      onSoft: '#7f1d1d',
    },
    success: {
      solid: '#15803d',
      solidHover: '#166534',
      solidActive: '#14532d',
      onSolid: '#ffffff',
      soft: '#dcfce7',
      onSoft: '#14532d',
    },
    neutral: {
      solid: '#4b5563',
      solidHover: '#374151',
      solidActive: '#1f2937',
      onSolid: '#ffffff',
      soft: '#f3f4f6',
      onSoft: '#1f2937',
    },
    text: {
      default: '#111827',
      muted: '#4b5563',
      inverse: '#ffffff',
      link: '#1d4ed8',
    },
    background: {
      body: '#f9fafb',
      surface: '#ffffff',
      subtle: '#f3f4f6',
      overlay: 'rgba(249, 250, 251, 0.85)',
    },
    border: {
      default: '#e5e7eb',
      strong: '#9ca3af',
    },
    // Each reaches 3:1 against the surface (WCAG 1.4.11, graphical objects).
    chart: {
      teal: '#0d9488',
      violet: '#7c3aed',
      orange: '#ea580c',
      pink: '#db2777',
      other: '#64748b',
    },
  },
  space: {
    none: '0',
    xxsmall: '0.125rem',
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
  },
  radius: {
    none: '0',
    small: '0.25rem',
    medium: '0.5rem',
    large: '0.75rem',
    full: '9999px',
  },
  font: {
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      monospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    size: {
      xsmall: '0.75rem',
      small: '0.875rem',
      medium: '1rem',
      large: '1.25rem',
      xlarge: '1.5rem',
      xxlarge: '2rem',
    },
    lineHeight: {
      tight: '1.25',
      normal: '1.5',
    },
    weight: {
      regular: '400',
      medium: '500',
      bold: '700',
    },
  },
  shadow: {
    small: '0 1px 2px rgba(17, 24, 39, 0.08)',
    medium: '0 2px 8px rgba(17, 24, 39, 0.10)',
    large: '0 8px 24px rgba(17, 24, 39, 0.14)',
  },
  focusRing: {
    color: '#2563eb',
    width: '2px',
    offset: '2px',
  },
  size: {
    controlSmall: '2rem',
    controlMedium: '2.5rem',
    controlLarge: '3rem',
    iconSmall: '1rem',
    iconMedium: '1.5rem',
    iconLarge: '3rem',
    contentWidth: '75rem',
    borderWidth: '1px',
    dialogSmall: '28rem',
    dialogMedium: '40rem',
    dialogLarge: '64rem',
    menuMinWidth: '10rem',
    tooltipMaxWidth: '20rem',
  },
  zIndex: {
    header: '10',
    overlay: '1000',
  },
  duration: {
    fast: '120ms',
    spin: '800ms',
  },
});
