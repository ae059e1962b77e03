import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The height, in pixels, from an element's top (where it sits with the page scrolled to its
 * top) to the bottom of the window, less the bottom padding and borders of the elements that
 * hold it, so that the element ends where the window does and the page need not scroll.
 * Never less than `minimum` (on short windows the page scrolls instead of the element
 * becoming too small to use). Follows window resizes and changes of what sits above it.
 * `null` until measured, and when `enabled` is false.
 */
export function useRemainingViewportHeight(
  ref: RefObject<HTMLElement | null>,
  { enabled = true, minimum = 320 }: { enabled?: boolean; minimum?: number } = {},
): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setHeight(null);
      return;
    }
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      let below = 0;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        below +=
          (Number.parseFloat(style.paddingBottom) || 0) +
          (Number.parseFloat(style.borderBottomWidth) || 0);
      }
      const next = Math.max(minimum, Math.floor(window.innerHeight - top - below));
      setHeight((previous) => (previous === next ? previous : next));
    };
    measure();
    window.addEventListener('resize', measure);
    // What sits above may change its height (filters wrapping, a banner): the body resizes.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, enabled, minimum]);
  return height;
}
