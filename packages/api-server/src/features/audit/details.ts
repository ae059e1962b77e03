/** How many items an audit entry lists of one kind; the rest are only counted. */
export const AUDIT_LIST_LIMIT = 20;

/**
 * `{ [key]: items }` for an entry's details, empty when there are none, with at most
 * AUDIT_LIST_LIMIT items and `[key]More` counting those left out, so that an entry stays
 * small whatever the change.
 */
export function listDetail<T>(key: string, items: readonly T[]): Record<string, unknown> {
  if (items.length === 0) return {};
  const more = items.length - AUDIT_LIST_LIMIT;
  return {
    [key]: items.slice(0, AUDIT_LIST_LIMIT),
    ...(more > 0 ? { [`${key}More`]: more } : {}),
  };
}

/** `{ [key]: { from, to } }` when the value changed, otherwise nothing. */
export function changeDetail<T>(key: string, from: T, to: T): Record<string, unknown> {
  return from === to ? {} : { [key]: { from, to } };
}

/** A name as the log keeps it (the contract bounds targetName to 500 characters). */
export function boundedTargetName(name: string): string {
  return name.length > 500 ? `${name.slice(0, 499)}…` : name;
}
