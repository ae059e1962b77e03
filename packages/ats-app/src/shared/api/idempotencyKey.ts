import { createElementId } from '@ats/design-system';
import { useCallback, useRef } from 'react';

/**
 * A new Idempotency-Key (a UUID v4). `crypto.randomUUID` exists only in secure contexts
 * (https, localhost); the design system's UUID v4 maker works everywhere.
 */
export function newIdempotencyKey(): string {
  return typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID()
    : createElementId();
}

/**
 * The Idempotency-Key of a form's write: `keyFor(request)` answers the same key while the
 * request is the same (the user pressing Save again after a failure or a lost answer: the
 * server answers the first write instead of writing twice) and a new key once it changes (a
 * new action: the server would refuse an old key with other data).
 */
export function useIdempotencyKey(): (request: unknown) => string {
  const last = useRef<{ request: string; key: string } | null>(null);
  return useCallback((request: unknown) => {
    const text = JSON.stringify(request) ?? '';
    if (last.current?.request !== text) last.current = { request: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
}
