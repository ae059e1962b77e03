import { Spinner } from '@ats/design-system';
import type { ReactNode } from 'react';
import { area, overlay } from './BusyArea.css.ts';

export interface BusyAreaProps {
  /** The content is being changed: assistive technology is told to wait (`aria-busy`). */
  busy: boolean;
  /** While set, an overlay spinner with this label covers the content; null hides it. */
  overlayLabel: string | null;
  children: ReactNode;
}

/** A list or table with the overlay spinner shown while a write runs. */
export function BusyArea({ busy, overlayLabel, children }: BusyAreaProps) {
  return (
    <div className={area} aria-busy={busy || undefined}>
      {children}
      {overlayLabel !== null ? (
        <div className={overlay}>
          <Spinner label={overlayLabel} />
        </div>
      ) : null}
    </div>
  );
}
