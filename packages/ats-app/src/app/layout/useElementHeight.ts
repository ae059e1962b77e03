import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The rendered height of an element in pixels, kept up to date as it changes (a header that
 * wraps onto more lines on a narrow window, a language with longer words). 0 until measured.
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHeight(Math.ceil(element.getBoundingClientRect().height));
    measure();
    // Without ResizeObserver (old browsers, jsdom) the first measurement stays.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
