import { ActivityType, type Schema } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { requireCandidateAccess } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import { timeZones } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { enqueueMeetingInvites } from '../../mail/meeting-invite.ts';
import { recordMeetingWebhookEvent } from './meeting-webhook.ts';
import { selectActivity } from './queries.ts';
import { recordActivity } from './record-activity.ts';

type Activity = Schema<'Activity'>;

export interface Actor {
  userId: string;
  language: LanguageId;
}

const dayInMilliseconds = 86_400_000;

/** The text trimmed; 400 when nothing is left (the contract's minLength counts spaces). */
function requiredText(text: string, field: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw badRequest(`${field} is blank`);
  return trimmed;
}

/**
 * 400 unless the call's moment (UTC) falls on the chosen calendar day in some time zone:
 * zones run from UTC-12 to UTC+14, so the day is at most one day away from the UTC date.
 */
function checkCallDate(callDate: string, callTime: Date): void {
  const chosenDay = Date.parse(`${callDate}T00:00:00Z`);
  // Not Date.UTC(year, ...): it reads the years 0-99 as 1900-1999.
  const utcDay = new Date(callTime).setUTCHours(0, 0, 0, 0);
  if (Math.abs(chosenDay - utcDay) > dayInMilliseconds) {
    throw badRequest(`call date ${callDate} does not match call time ${callTime.toISOString()}`);
  }
}

/** Runs `record` for a candidate the actor may see, then answers the recorded activity. */
function recordFor(
  db: Database,
  actor: Actor,
  candidate: { recruiteeId: string; recruitmentId: string },
  record: (tx: Database, checked: typeof candidate) => Promise<string>,
): Promise<Activity> {
  return db.transaction(async (tx) => {
    const checked = await requireCandidateAccess(tx, actor.userId, candidate);
    const activityId = await record(tx, checked);
    return selectActivity(tx, actor.language, activityId);
  });
}

/** Logs a phone call: `callTime` (UTC) becomes the activity's time. */
export function logPhoneCall(
  db: Database,
  actor: Actor,
  input: Schema<'LogPhoneCallInput'>,
): Promise<Activity> {
  const description = requiredText(input.description, 'description');
  const callTime = new Date(input.callTime);
  checkCallDate(input.callDate, callTime);
  return recordFor(db, actor, input, (tx, candidate) =>
    recordActivity(tx, {
      activityType: ActivityType.PhoneCallPerformed,
      candidate,
      userId: actor.userId,
      activityTime: callTime,
      data: { callType: input.callType, description },
    }),
  );
}

/** Adds a note; its text is required (trimmed). */
export function addNote(
  db: Database,
  actor: Actor,
  input: Schema<'AddNoteInput'>,
): Promise<Activity> {
  const text = requiredText(input.text, 'note text');
  return recordFor(db, actor, input, (tx, candidate) =>
    recordActivity(tx, {
      activityType: ActivityType.NoteAdded,
      candidate,
      userId: actor.userId,
      data: { text },
    }),
  );
}

/**
 * Schedules a meeting. `meetingDateTime` is the UTC instant the client computed from the
 * wall time in `timeZoneId`; it becomes the activity's time and is kept with the zone, which
 * must be one of ours (time_zones), so the timeline can show the wall time the user chose.
 * Every invitee with an e-mail address gets an iCalendar invite (outbox, same transaction),
 * and so does the candidate when `inviteCandidate` says so.
 */
export function scheduleMeeting(
  db: Database,
  actor: Actor,
  input: Schema<'ScheduleMeetingInput'>,
): Promise<Activity> {
  const meetingName = requiredText(input.meetingName, 'meeting name');
  const invitedPeople = input.invitedPeople
    .map((invitee) => invitee.trim())
    .filter((invitee) => invitee !== '');
  const meetingDateTime = new Date(input.meetingDateTime);
  const candidateInvited = input.inviteCandidate === true;
  return recordFor(db, actor, input, async (tx, candidate) => {
    const [zone] = await tx
      .select({ id: timeZones.id })
      .from(timeZones)
      .where(eq(timeZones.id, input.timeZoneId));
    if (!zone) throw badRequest(`unknown time zone ${input.timeZoneId}`);
    const activityId = await recordActivity(tx, {
      activityType: ActivityType.MeetingScheduled,
      candidate,
      userId: actor.userId,
      activityTime: meetingDateTime,
      data: {
        meetingName,
        invitedPeople,
        meetingDateTime: meetingDateTime.toISOString(),
        timeZoneId: zone.id,
        durationInMinutes: input.durationInMinutes,
        messageContent: input.messageContent,
        meetingSequence: 0,
        candidateInvited,
      },
    });
    await recordMeetingWebhookEvent(
      tx,
      'meeting.scheduled',
      { activityId, candidate, meetingDateTime, durationInMinutes: input.durationInMinutes },
      actor.userId,
    );
    // Each invitee's e-mail with the iCalendar invite, sent from the outbox after the commit.
    await enqueueMeetingInvites(tx, {
      activityId,
      candidate,
      organizerUserId: actor.userId,
      language: actor.language,
      meetingName,
      invitedPeople,
      candidateInvited,
      meetingDateTime,
      durationInMinutes: input.durationInMinutes,
      timeZoneId: zone.id,
      messageContent: input.messageContent,
    });
    return activityId;
  });
}
