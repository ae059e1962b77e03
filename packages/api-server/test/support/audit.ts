import { eq } from 'drizzle-orm';
import { auditEvents } from '../../src/db/schema/index.ts';
import type { TestApp } from './app.ts';

/** The audit entries about one target (a user's id, ...), oldest first. */
export async function auditOf(testApp: TestApp, targetId: string) {
  return testApp.database.db
    .select({
      action: auditEvents.action,
      actorUserId: auditEvents.actorUserId,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .where(eq(auditEvents.targetId, targetId))
    .orderBy(auditEvents.occurredAt);
}
