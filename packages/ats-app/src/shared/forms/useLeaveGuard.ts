import { useCallback, useEffect, useRef } from 'react';
import { type Blocker, type BlockerFunction, useBlocker } from 'react-router-dom';

export interface LeaveGuard {
  /** The router's blocker: `blocked` while a navigation waits for the user's answer. */
  blocker: Blocker;
  /** Lets the next navigation through without asking (e.g. right after a successful save). */
  allowLeaving: () => void;
}

/**
 * While `active` (the form holds unsaved changes), leaving for another screen of the app (a
 * link, a Cancel button, the browser's back) waits for the user's answer, and closing or
 * reloading the tab makes the browser ask its own question (it shows no text of ours).
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const activeRef = useRef(active);
  activeRef.current = active;
  // Set just before the app itself navigates away after saving, while the form is still dirty.
  const released = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      activeRef.current &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!active) return;
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => window.removeEventListener('beforeunload', askBeforeUnload);
  }, [active]);

  const allowLeaving = useCallback(() => {
    released.current = true;
  }, []);
  return { blocker, allowLeaving };
}
