import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type OutboxCalendarPart,
  type OutboxStatus,
  outboxMessages,
} from '../../db/schema/index.ts';

/** An e-mail to or about the candidate, as the export lists it. */
export interface ExportedEmail {
  id: string;
  /** The activity that sent it (a message, a meeting); null when none is recorded. */
  activityId: string | null;
  /** The recipient: the candidate, or someone invited to a meeting with them. */
  to: string;
  subject: string;
  /** The plain-text part (the HTML part says the same). */
  text: string;
  /** The meeting invite (its calendar method and .ics text), or null. */
  invite: OutboxCalendarPart | null;
  /** pending (not sent yet, or retried), sent (the mail server took it), failed (given up). */
  status: OutboxStatus;
  createdAt: Date;
  sentAt: Date | null;
}

/**
 * The outbox messages to or about a candidate, oldest first: every message the product wrote
 * for them, sent or waiting, i.e. the rows an erasure deletes (`outbox_messages.recruitee_id`,
 * which every message of their activities carries: messages to them and the invites of their
 * meetings, the other invitees' too). Served by outbox_messages_recruitee_id_idx.
 */
export async function selectExportedEmails(
  tx: Database,
  recruiteeId: string,
): Promise<ExportedEmail[]> {
  return tx
    .select({
      id: outboxMessages.id,
      activityId: outboxMessages.activityId,
      to: outboxMessages.toAddress,
      subject: outboxMessages.subject,
      text: outboxMessages.text,
      invite: outboxMessages.calendar,
      status: outboxMessages.status,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.recruiteeId, recruiteeId))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
}
