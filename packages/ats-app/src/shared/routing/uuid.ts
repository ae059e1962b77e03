const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from the address can name a record (ids are UUIDs): else the page is not found. */
export function isUuid(id: string): boolean {
  return uuidPattern.test(id);
}
