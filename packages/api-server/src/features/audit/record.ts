import type { Database } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { boundedTargetName } from './details.ts';

/** One administrative change, as the audit log lists it. */
export interface AuditEntry {
  /** Who made the change; null when the server made it (ADMIN_EMAILS, a sign-in rule). */
  actorUserId: string | null;
  /** What was done: `user.invited`, `user.roleChanged`, `settings.stagesEdited`, ... */
  action: string;
  /** The kind of thing changed: `user`, `signInDomains`, `stages`, `position`, ... */
  targetType: string;
  targetId?: string | null;
  /** The target's readable name at the time (it may change or be deleted later). */
  targetName?: string | null;
  /** What changed, e.g. `{ role: { from: 'Recruiter', to: 'Administrator' } }`. */
  details?: Record<string, unknown>;
}

/**
 * Records an administrative change. Call it with the transaction of the change itself, so
 * that a change is never without its entry, nor an entry without its change.
 */
export async function recordAudit(tx: Pick<Database, 'insert'>, entry: AuditEntry) {
  await tx.insert(auditEvents).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetName: entry.targetName == null ? null : boundedTargetName(entry.targetName),
    details: entry.details ?? {},
  });
}
