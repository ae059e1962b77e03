import type { Schema } from '@ats/api-sdk';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { atsUsers, auditEvents } from '../../db/schema/index.ts';

/** A page of the audit log, newest first (audit_events_occurred_at_idx). */
export async function selectAuditPage(
  db: Database,
  request: { page: number; pageSize: number },
): Promise<Schema<'AuditEventPage'>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditEvents.id,
        occurredAt: auditEvents.occurredAt,
        actorId: atsUsers.id,
        actorFirstName: atsUsers.firstName,
        actorLastName: atsUsers.lastName,
        action: auditEvents.action,
        targetType: auditEvents.targetType,
        targetId: auditEvents.targetId,
        targetName: auditEvents.targetName,
        details: auditEvents.details,
      })
      .from(auditEvents)
      .leftJoin(atsUsers, eq(atsUsers.id, auditEvents.actorUserId))
      // NULLS LAST as the index has it (Drizzle's desc() in an index writes NULLS LAST; plain
      // DESC here would mean NULLS FIRST, which the planner does not match with the index and
      // sorts the whole log instead). Both columns are NOT NULL: the order is the same.
      .orderBy(
        sql`${auditEvents.occurredAt} desc nulls last`,
        sql`${auditEvents.id} desc nulls last`,
      )
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ count: count() }).from(auditEvents),
  ]);
  return {
    result: rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      actor:
        row.actorId === null
          ? null
          : {
              id: row.actorId,
              firstName: row.actorFirstName ?? '',
              lastName: row.actorLastName ?? '',
            },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetName: row.targetName,
      details: (row.details ?? {}) as Record<string, unknown>,
    })),
    totalCount: total?.count ?? 0,
    pageNumber: request.page,
  };
}
