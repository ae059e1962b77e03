/** Whether `error` (or its cause: Drizzle wraps driver errors) broke the named unique index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: broken } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && broken === constraint) return true;
  }
  return false;
}
