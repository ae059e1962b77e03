// Vite replaces `import.meta.env.DEV`; elsewhere (no env) the checks stay on.
const isDevelopment = (import.meta as { env?: { DEV?: boolean } }).env?.DEV !== false;

/**
 * Fails loudly in development when a component receives an impossible prop (a score of 7 is
 * a bug, not something to draw). Production builds skip the check.
 */
export function devAssert(condition: boolean, message: string): asserts condition {
  if (isDevelopment && !condition) throw new Error(`[design-system] ${message}`);
}
