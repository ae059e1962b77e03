import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys, jobApplications, recruitees } from '../../db/schema/index.ts';
import { eraseAccessLogOf } from './access-log.ts';

/**
 * The privacy rows of a candidate that an erasure must clear, in the erasure's transaction:
 * their access log is deleted, a "keep me for future openings" consent is withdrawn, the
 * answers kept for retried writes about them (idempotency keys) and the fingerprints of what
 * their applications sent are deleted, and the candidate is marked anonymised
 * (`recruitees.anonymised_at`), so that the retention rule neither counts nor erases them
 * again. Which consent version an application accepted and when stays: it names no one once
 * the person is erased. Idempotent.
 */
export async function erasePrivacyRecords(tx: Database, recruiteeId: string): Promise<void> {
  await eraseAccessLogOf(tx, recruiteeId);
  await tx
    .update(jobApplications)
    .set({ futureOpeningsConsentUntil: null, idempotencyFingerprint: null })
    .where(eq(jobApplications.recruiteeId, recruiteeId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.recruiteeId, recruiteeId));
  await tx
    .update(recruitees)
    .set({ anonymisedAt: sql`coalesce(${recruitees.anonymisedAt}, now())` })
    .where(eq(recruitees.id, recruiteeId));
}
