import { ActivityType, type Schema } from '@ats/api-sdk';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

type EmailDelivery = Schema<'EmailDelivery'>;

/** The activities that send e-mail: a message, a meeting (invites, updates, cancellations). */
const mailingActivityTypes: ReadonlySet<number> = new Set([
  ActivityType.MessageSent,
  ActivityType.MeetingScheduled,
]);

export function sendsMail(activityType: number): boolean {
  return mailingActivityTypes.has(activityType);
}

type DeliveryRow = {
  activity_id: string;
  sent: number;
  pending: number;
  retrying: number;
  failed: number;
  failed_recipients: string[];
};

/**
 * The delivery of the given activities' e-mail, in one statement over
 * outbox_messages_activity_id_idx. Each recipient counts once, by the latest e-mail sent to
 * them (a meeting's update or cancellation replaces its invite; addresses differing in case
 * are one, as when the invites were written). last_error is not read: the mail server's text
 * may name other people, and the count of retried ones says enough.
 */
export async function selectEmailDelivery(
  db: Database,
  activityIds: readonly string[],
): Promise<Map<string, EmailDelivery>> {
  const deliveries = new Map<string, EmailDelivery>();
  if (activityIds.length === 0) return deliveries;
  const result = await db.execute<DeliveryRow>(sql`
    select activity_id,
      count(*) filter (where status = 'sent')::int as sent,
      count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'pending' and has_error)::int as retrying,
      count(*) filter (where status = 'failed')::int as failed,
      coalesce(
        array_agg(to_address order by lower(to_address)) filter (where status = 'failed'),
        '{}'
      ) as failed_recipients
    from (
      select distinct on (activity_id, lower(to_address))
        activity_id, to_address, status, last_error is not null as has_error
      from ${outboxMessages}
      where activity_id in (${sql.join(
        activityIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      order by activity_id, lower(to_address), created_at desc, id desc
    ) as latest_per_recipient
    group by activity_id
  `);
  for (const row of result.rows) {
    deliveries.set(row.activity_id, {
      sent: Number(row.sent),
      pending: Number(row.pending),
      retrying: Number(row.retrying),
      failed: Number(row.failed),
      failedRecipients: row.failed_recipients,
    });
  }
  return deliveries;
}
