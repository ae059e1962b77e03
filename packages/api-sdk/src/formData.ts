/**
 * Turns a multipart request body of the contract into FormData:
 * - a Blob (or File) becomes a file part under its key;
 * - an object whose values are all Blobs (e.g. `attachments`) becomes one part per entry,
 *   named `key[entryKey]` (the contract's deepObject encoding);
 * - any other object or array becomes a JSON part (`application/json`), e.g. `application`;
 * - other values become text parts; `undefined` and `null` are left out.
 */
export function toFormData(body: object): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      form.append(key, value);
    } else if (typeof value === 'object' && isBlobRecord(value)) {
      for (const [entryKey, file] of Object.entries(value))
        form.append(`${key}[${entryKey}]`, file);
    } else if (typeof value === 'object') {
      form.append(key, new Blob([JSON.stringify(value)], { type: 'application/json' }));
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}

function isBlobRecord(value: object): value is Record<string, Blob> {
  if (Array.isArray(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every((entry) => entry instanceof Blob);
}
