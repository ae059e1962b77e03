import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * The content width of an element, kept up to date with a ResizeObserver. It is read before
 * the first paint (layout effect), so a chart draws at its real width at once, and the
 * element's own height never depends on it: nothing below moves.
 */
export function useElementWidth<Element extends HTMLElement>(): [
  RefObject<Element | null>,
  number,
] {
  const ref = useRef<Element | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Whole pixels: sub-pixel changes would redraw for nothing.
    const update = (next: number) => setWidth(Math.floor(next));
    update(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
