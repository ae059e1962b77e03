import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { serverSecrets } from '../db/schema/auth.ts';

/**
 * Secrets generated once per database, so that every server process on one PostgreSQL signs
 * and reads the same cookies and tokens. The first process to start writes them; a process
 * racing it keeps the stored value (insert ... on conflict do nothing, then read back).
 */
export async function loadOrCreateSecrets<Name extends string>(
  db: Database,
  generators: Record<Name, () => string | Promise<string>>,
): Promise<Record<Name, string>> {
  const names = Object.keys(generators) as Name[];
  const read = async () => {
    const rows = await db
      .select({ name: serverSecrets.name, value: serverSecrets.value })
      .from(serverSecrets)
      .where(inArray(serverSecrets.name, names));
    return new Map(rows.map((row) => [row.name, row.value]));
  };

  let stored = await read();
  const missing = names.filter((name) => !stored.has(name));
  if (missing.length > 0) {
    const values = await Promise.all(
      missing.map(async (name) => ({ name, value: await generators[name]() })),
    );
    await db.insert(serverSecrets).values(values).onConflictDoNothing();
    stored = await read();
  }

  const secrets = {} as Record<Name, string>;
  for (const name of names) {
    const value = stored.get(name);
    if (value === undefined) throw new Error(`Server secret ${name} could not be stored`);
    secrets[name] = value;
  }
  return secrets;
}

/** 32 random bytes, base64url: cookie secrets, client secrets, session ids. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
