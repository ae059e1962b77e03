import { createElementId } from '@ats/design-system';

/**
 * A new Idempotency-Key for one application form (a UUID v4). `crypto.randomUUID` exists only
 * in secure contexts (https, localhost); the design system's UUID v4 maker works everywhere.
 */
export function newIdempotencyKey(): string {
  return typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID()
    : createElementId();
}
