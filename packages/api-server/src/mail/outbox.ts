import type { Database } from '../db/client.ts';
import { type OutboxCalendarPart, outboxMessages } from '../db/schema/index.ts';
import type { RenderedEmail } from './render-email.ts';

export interface MessageToSend extends RenderedEmail {
  to: string;
  /** The candidate it is about (its rows go with an erasure). */
  recruiteeId: string | null;
  activityId: string | null;
  /** The sender: the From name (the address is MAIL_FROM's) and Reply-To. */
  sender: { name: string; email: string } | null;
  calendar?: OutboxCalendarPart;
}

/**
 * Puts a message in the outbox, inside the caller's transaction (with the activity it
 * belongs to): the outbox worker sends it once committed, and retries until it is accepted.
 */
export async function enqueueMessage(tx: Database, message: MessageToSend): Promise<string> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      recruiteeId: message.recruiteeId,
      activityId: message.activityId,
      fromName: message.sender?.name ?? null,
      replyTo: message.sender?.email ?? null,
      toAddress: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      calendar: message.calendar ?? null,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('the message was not put in the outbox');
  return row.id;
}
