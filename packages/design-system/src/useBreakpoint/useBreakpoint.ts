import { useSyncExternalStore } from 'react';
import { type Breakpoint, mediaQueries } from '../theme/breakpoints.ts';

/**
 * Whether the window is at least as wide as `breakpoint` (its media query matches), kept up
 * to date as the window is resized. For layouts that render different components, not just
 * different styles (styles use `mediaQueries` directly). False where there is no window.
 */
export function useBreakpoint(breakpoint: Breakpoint): boolean {
  const query = mediaQueries[breakpoint];
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
