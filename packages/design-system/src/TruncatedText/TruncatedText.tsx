import { useLayoutEffect, useRef, useState } from 'react';
import { devAssert } from '../private/devAssert.ts';
import { truncatedText } from './TruncatedText.css.ts';

export interface TruncatedTextProps {
  /** The whole text: shown whole when it fits, else cut with an ellipsis. */
  children: string;
  /** Lines shown before the ellipsis; 1 by default (no wrapping). */
  lines?: 1 | 2 | 3;
}

/** Whether the element's text is cut (wider or taller than its box). */
function isCut(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
}

/**
 * A value that may be too long for its box (a name, an e-mail address, a title): cut with an
 * ellipsis after `lines` lines. The whole text stays in the document, so screen readers and
 * accessible names read all of it, and a cut text carries it as its tooltip (`title`), too.
 */
export function TruncatedText({ children, lines = 1 }: TruncatedTextProps) {
  devAssert([1, 2, 3].includes(lines), `TruncatedText: lines must be 1, 2 or 3, not ${lines}.`);
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  // After every render: a new text may be cut in a box of the same size.
  useLayoutEffect(() => {
    if (ref.current) setCut(isCut(ref.current));
  });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The box changes with the window, the column or the card: measure again then.
    const observer = new ResizeObserver(() => setCut(isCut(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <span ref={ref} className={truncatedText({ lines })} title={cut ? children : undefined}>
      {children}
    </span>
  );
}
