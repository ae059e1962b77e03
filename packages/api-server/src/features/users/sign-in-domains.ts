import type { Schema } from '@ats/api-sdk';
import { isStaffRole } from '@ats/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signInDomains } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';

type SignInDomains = Schema<'SignInDomains'>;

/** A DNS name: labels of letters, digits and hyphens, at least one dot. */
const domainPattern =
  /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** `@Example.COM ` → `example.com`. */
export function normaliseDomain(domain: string): string {
  return domain.trim().replace(/^@/, '').toLowerCase();
}

export async function selectSignInDomains(db: Pick<Database, 'select'>): Promise<SignInDomains> {
  const rows = await db
    .select({ domain: signInDomains.domain, role: signInDomains.role })
    .from(signInDomains)
    .orderBy(asc(signInDomains.domain));
  return {
    domains: rows.flatMap((row) => (isStaffRole(row.role) ? [{ ...row, role: row.role }] : [])),
  };
}

/**
 * Replaces the admitted domains (one transaction, with its audit entry). 400 for a name that
 * is no domain, or one named twice.
 */
export async function replaceSignInDomains(
  db: Database,
  actorUserId: string,
  input: SignInDomains,
): Promise<SignInDomains> {
  const domains = input.domains.map((entry) => ({
    ...entry,
    domain: normaliseDomain(entry.domain),
  }));
  const seen = new Set<string>();
  for (const [index, entry] of domains.entries()) {
    if (!domainPattern.test(entry.domain)) {
      throw badRequest(`not a domain: ${entry.domain}`, `domains[${index}].domain`);
    }
    if (seen.has(entry.domain)) {
      throw badRequest(`domain named twice: ${entry.domain}`, `domains[${index}].domain`);
    }
    seen.add(entry.domain);
  }
  return db.transaction(async (tx) => {
    const before = await selectSignInDomains(tx);
    await tx.delete(signInDomains);
    if (domains.length > 0) await tx.insert(signInDomains).values(domains);
    const after = await selectSignInDomains(tx);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, {
        actorUserId,
        action: 'signInDomains.edited',
        targetType: 'signInDomains',
        details: { domains: { from: before.domains, to: after.domains } },
      });
    }
    return after;
  });
}
