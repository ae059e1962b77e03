import { ActivityType } from '@ats/api-sdk';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  activities,
  candidateImportRows,
  files,
  jobApplications,
  outboxMessages,
  recruitees,
  scores,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { recordWebhookEvent, scrubWebhookPersonalData } from '../webhooks/index.ts';
import { erasePrivacyRecords } from './erase-privacy-records.ts';
import { eraseSubmittedDetails } from './erase-submitted-details.ts';
import { recruiteeFileIds, recruiteeScoresCondition } from './recruitee-rows.ts';

/**
 * What an erased candidate is called everywhere (lists, searches, charts, feeds): the row
 * stays, so that applications, stages and scores keep counting.
 */
export const erasedName = { firstName: 'Erased', lastName: 'candidate' } as const;

/**
 * The e-mail of an erased candidate: unique (recruitees are unique by e-mail), derived from the
 * id alone, in the reserved `.invalid` domain so that nothing is ever sent to it, and never
 * matched by a new application (which then makes a new recruitee).
 */
export function erasedEmail(recruiteeId: string): string {
  return `erased-${recruiteeId}@erased.invalid`;
}

/** Whether the recruitee row read by the query has been erased (by staff or by retention). */
export const isErasedColumn: SQL<boolean> = sql<boolean>`(${recruitees.anonymisedAt} is not null)`;

/** An application's answers once erased: none (the questionnaire it answered stays). */
const erasedAnswers = { additionalQuestionnaireAnswers: [] };

/**
 * Activity fields written by people (notes, call descriptions, meeting names, invitees and
 * messages, score comments), with the value each is replaced by: any of them may name the
 * candidate or hold their data.
 */
export const activityTextFields = {
  text: '""',
  description: '""',
  comment: '""',
  meetingName: '""',
  invitedPeople: '[]',
  messageContent: 'null',
  subject: '""',
} as const;

/** Activity fields that hold no personal data (ids, numbers, times), kept as they are. */
const activityFactFields = [
  'jobApplicationId',
  'callType',
  'newScore',
  'newStageId',
  'meetingDateTime',
  'timeZoneId',
  'durationInMinutes',
  'emailTemplateId',
  'meetingSequence',
  'meetingCancelled',
];

/**
 * An activity's data once erased: the fact fields kept, the text fields blanked, and any other
 * field dropped (a field added later is removed until someone lists it as a fact).
 */
const erasedActivityData = sql`(
  select coalesce(jsonb_object_agg(entry.key, case entry.key
    ${sql.join(
      Object.entries(activityTextFields).map(
        ([field, blank]) => sql`when ${field} then ${blank}::jsonb`,
      ),
      sql` `,
    )}
    else entry.value end), '{}'::jsonb)
  from jsonb_each(${activities.data}) as entry
  where entry.key in (${sql.join(
    [...Object.keys(activityTextFields), ...activityFactFields].map((field) => sql`${field}`),
    sql`, `,
  )})
)`;

/** Activities whose texts an erasure removes (score comments are counted with the scores). */
export const activityHasText: SQL<boolean> = sql<boolean>`(
  ${activities.activityType} <> ${ActivityType.ScoreChanged}
  and exists (
    select 1 from jsonb_each(${activities.data}) as entry
    where entry.key in (${sql.join(
      Object.keys(activityTextFields).map((field) => sql`${field}`),
      sql`, `,
    )})
      and entry.value not in ('""'::jsonb, 'null'::jsonb, '[]'::jsonb)
  )
)`;

export interface ErasureResult {
  /**
   * Storage keys of the files whose rows the erasure deleted. Delete their bytes only after
   * the transaction has committed (deleteStoredFiles in delete-stored-files.ts), so that a
   * rolled-back erasure loses nothing.
   */
  fileKeys: string[];
  /**
   * The mail the erasure deleted from the outbox (its ids, which the sent messages' Message-IDs
   * carry) and the candidate's address before it: the development mail capture forgets the
   * copies it received once the transaction has committed (forgetCapturedMail).
   */
  sentMail: { outboxIds: string[]; addresses: string[] };
}

/**
 * Erases a candidate's personal data (GDPR art. 17) inside the caller's transaction:
 * - the recruitee row stays, named "Erased candidate", with a placeholder e-mail, no phone,
 *   prefix or photo (the search text is generated from these columns, so it follows);
 * - every application stays (dates, the questionnaire it answered) without answers, resume
 *   or referer (a host may name a person's own site);
 * - scores stay without their comments; activities stay without their texts;
 * - the candidate's outbox messages (sent or waiting) are deleted, and their webhook messages'
 *   personal data cleared (a `candidate.erased` event, with the id only, is recorded);
 * - the candidate's file rows are deleted, and their storage keys returned;
 * - the privacy records go too (erase-privacy-records.ts): the candidate's access
 *   log is deleted, a future-openings consent withdrawn, and `anonymised_at` set.
 * Stages and every count, chart and feed stay right. Locks the recruitee row first, so that an
 * application arriving at the same moment (which updates that row) lands before or after the
 * erasure, never half-way. Erasing an erased candidate again changes nothing. 404 (notFound)
 * when there is no such recruitee.
 */
export async function erasePersonalData(tx: Database, recruiteeId: string): Promise<ErasureResult> {
  const [locked] = await tx
    .select({ id: recruitees.id, email: recruitees.email, anonymisedAt: recruitees.anonymisedAt })
    .from(recruitees)
    .where(eq(recruitees.id, recruiteeId))
    .for('update');
  if (!locked) throw notFound(`no recruitee ${recruiteeId}`);

  // Read first: the updates below remove the links (photo, resume, answers) that name them.
  const fileIds = (
    await tx
      .select({ id: files.id })
      .from(files)
      .where(sql`${files.id} in (${recruiteeFileIds(recruiteeId)})`)
  ).map((file) => file.id);

  await tx
    .update(recruitees)
    .set({
      ...erasedName,
      email: erasedEmail(recruiteeId),
      phoneNumber: '',
      prefix: null,
      photoFileId: null,
    })
    .where(eq(recruitees.id, recruiteeId));
  await eraseSubmittedDetails(tx, recruiteeId);

  await tx
    .update(jobApplications)
    .set({ answers: erasedAnswers, resumeFileId: null, referer: null })
    .where(eq(jobApplications.recruiteeId, recruiteeId));
  await tx
    .update(scores)
    .set({ comment: '' })
    .where(and(recruiteeScoresCondition(recruiteeId), ne(scores.comment, '')));
  await tx
    .update(activities)
    .set({ data: erasedActivityData })
    .where(eq(activities.recruiteeId, recruiteeId));
  // Mail to or about the candidate, sent or waiting: its copies hold their address and texts.
  const deletedMail = await tx
    .delete(outboxMessages)
    .where(eq(outboxMessages.recruiteeId, recruiteeId))
    .returning({ id: outboxMessages.id });
  const sentMail = { outboxIds: deletedMail.map((row) => row.id), addresses: [locked.email] };
  await erasePrivacyRecords(tx, recruiteeId);
  // Imports' rows that name the candidate (by id, or by e-mail before the run found them):
  // their names and e-mail go, and a row not yet run is skipped (it would bring them back).
  await tx
    .update(candidateImportRows)
    .set({
      firstName: '',
      lastName: '',
      email: '',
      pendingValues: null,
      outcome: sql`case when ${candidateImportRows.done} then ${candidateImportRows.outcome} else 'skip' end`,
    })
    .where(
      or(
        eq(candidateImportRows.recruiteeId, recruiteeId),
        sql`lower(${candidateImportRows.email}) = lower(${locked.email})`,
      ),
    );
  // Webhook messages keep the candidate's name and e-mail apart: cleared from every message,
  // so that a retry or a redelivery carries ids only. The erasure's event names the id alone.
  await scrubWebhookPersonalData(tx, recruiteeId);
  if (locked.anonymisedAt === null) {
    await recordWebhookEvent(tx, {
      type: 'candidate.erased',
      recruiteeId,
      data: { recruiteeId, erasedAt: new Date().toISOString() },
    });
  }
  if (fileIds.length === 0) return { fileKeys: [], sentMail };
  const deleted = await tx
    .delete(files)
    .where(inArray(files.id, fileIds))
    .returning({ storageKey: files.storageKey });
  return { fileKeys: deleted.map((file) => file.storageKey), sentMail };
}
