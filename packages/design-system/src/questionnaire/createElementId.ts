/**
 * A random UUID (version 4) for a new element, as the contract requires. Built on
 * `crypto.getRandomValues`, because `crypto.randomUUID` exists only in secure contexts and an
 * internal tool may be served over plain http.
 */
export function createElementId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // Version 4 and the RFC 4122 variant, as in crypto.randomUUID.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
