import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { atsUsers } from './auth.ts';
import { recruitees } from './recruitees.ts';

/** A template's subject and body (rich text, ProseMirror JSON as messageContent) in one language. */
export interface EmailTemplateText {
  subject: string;
  body: string;
}

/**
 * E-mail templates (settings): a name unique case-insensitively, and a subject and body in
 * English and Polish. Placeholders ({candidateFirstName}, ...) are checked when saved.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    en: jsonb('en').$type<EmailTemplateText>().notNull(),
    pl: jsonb('pl').$type<EmailTemplateText>().notNull(),
    lastEdited: timestamp('last_edited', { withTimezone: true }).notNull().defaultNow(),
    lastEditedBy: uuid('last_edited_by').references(() => atsUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    // Uniqueness, and the list's name order (lower(name), id).
    uniqueIndex('email_templates_name_lower_key').on(sql`lower(${table.name})`),
    // The list's search: name containing the text (ILIKE '%q%').
    index('email_templates_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

/** An outbox message's state: waiting (to be sent, or retried), sent, or given up. */
export const outboxStatuses = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** An iCalendar part of a message (a meeting invite or its update). */
export interface OutboxCalendarPart {
  /** METHOD of the calendar (REQUEST, CANCEL). */
  method: string;
  /** The whole .ics text. */
  content: string;
}

/**
 * Mail waiting to be sent, written in the same transaction as the action that sends it (a
 * message activity, a meeting): the outbox worker sends it until the SMTP server accepts it,
 * with growing pauses between attempts, so that a mail server that is down loses nothing.
 * Rows go with the candidate (cascade) and an erasure deletes them.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The candidate the message is about (its personal data goes with them). */
    recruiteeId: uuid('recruitee_id').references(() => recruitees.id, { onDelete: 'cascade' }),
    /** The activity that sent it (a message, a meeting). */
    activityId: uuid('activity_id'),
    /** The From header's display name (the sender); the address is MAIL_FROM. */
    fromName: text('from_name'),
    /** Reply-To: the staff member who sent it. */
    replyTo: text('reply_to'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    calendar: jsonb('calendar').$type<OutboxCalendarPart>(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a worker may take it next. Claiming it moves this a few minutes on, so that no other
     * worker takes it while it is sent, and a worker that dies mid-send gives it back.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('outbox_messages_status_known', sql`${table.status} in ('pending', 'sent', 'failed')`),
    // The worker's claim: pending rows due first (a partial index: sent rows are not in it).
    index('outbox_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_messages_recruitee_id_idx').on(table.recruiteeId),
    // The timeline's delivery state: the outbox rows of a page's activities.
    index('outbox_messages_activity_id_idx').on(table.activityId),
  ],
);
