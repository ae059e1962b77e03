import { useSyncExternalStore } from 'react';
import { type Breakpoint, mediaQueries } from '../theme/breakpoints.ts';

/**
 * Whether the window is at least as wide as `breakpoint` (its media query matches), kept up
 * to date as the window is resized. For layouts that render different components, not just
 * different styles (styles use `mediaQueries` directly). False in server rendering; true where
 * the browser cannot tell (no `matchMedia`, e.g. jsdom).
 */
export function useBreakpoint(breakpoint: Breakpoint): boolean {
  const query = mediaQueries[breakpoint];
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    // Without matchMedia (jsdom) the wide layout, as before breakpoints were read here.
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    () => false,
  );
}
