import { useEffect, useState } from 'react';
import { useAppStore } from './store.ts';

/** Where loading the api stands: not wanted yet, under way, plugged in, or failed. */
export type AttachedApiState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Plugs the RTK Query api into the store when `wanted` (someone is signed in) and says when
 * it is ready: the signed-in screens use its hooks from their first render. A failed load
 * (e.g. a chunk gone after a deployment) is reported, and tried again on the next mount.
 */
export function useAttachedApi(wanted: boolean): AttachedApiState {
  const store = useAppStore();
  const [state, setState] = useState<AttachedApiState>(() =>
    store.isApiAttached() ? 'ready' : 'idle',
  );
  useEffect(() => {
    if (!wanted) return;
    if (store.isApiAttached()) {
      setState('ready');
      return;
    }
    let current = true;
    setState('loading');
    store.attachApi().then(
      () => {
        if (current) setState('ready');
      },
      (error: unknown) => {
        console.error(error);
        if (current) setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, store]);
  return wanted && state === 'idle' ? 'loading' : state;
}
