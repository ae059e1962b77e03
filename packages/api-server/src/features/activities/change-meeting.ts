import { ActivityType, type Schema } from '@ats/api-sdk';
import { eq, sql } from 'drizzle-orm';
import { requireCandidateAccess } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import { activities, timeZones } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import {
  enqueueMeetingInvites,
  inviteeAddresses,
  type ScheduledMeeting,
} from '../../mail/meeting-invite.ts';
import { recordMeetingWebhookEvent } from './meeting-webhook.ts';
import { selectActivity } from './queries.ts';
import type { Actor } from './record-staff-activity.ts';

type Activity = Schema<'Activity'>;

/** The stored fields of a meeting activity that its changes read. */
interface MeetingData {
  meetingName?: string;
  invitedPeople?: string[];
  meetingDateTime?: string;
  timeZoneId?: string;
  durationInMinutes?: number;
  messageContent?: string | null;
  meetingSequence?: number;
  meetingCancelled?: boolean;
  candidateInvited?: boolean;
}

/**
 * The meeting's activity, locked until the transaction ends (two changes at once take turns,
 * so each raises the sequence once), for a user with access to the candidate's details: 404
 * when the id is no meeting, 403 without access (as for scheduling it), 400 once cancelled.
 */
async function lockMeeting(tx: Database, actor: Actor, activityId: string) {
  const [row] = await tx
    .select({
      id: activities.id,
      activityType: activities.activityType,
      recruiteeId: activities.recruiteeId,
      recruitmentId: activities.recruitmentId,
      userId: activities.userId,
      activityTime: activities.activityTime,
      data: activities.data,
    })
    .from(activities)
    .where(eq(activities.id, activityId))
    .for('update');
  if (!row || row.activityType !== ActivityType.MeetingScheduled) {
    throw notFound(`no meeting ${activityId}`);
  }
  const candidate = await requireCandidateAccess(tx, actor.userId, row);
  const data = row.data as MeetingData;
  if (data.meetingCancelled === true) throw badRequest(`meeting ${activityId} is cancelled`);
  const meeting: ScheduledMeeting = {
    activityId: row.id,
    candidate,
    organizerUserId: row.userId ?? actor.userId,
    language: actor.language,
    meetingName: data.meetingName ?? '',
    invitedPeople: data.invitedPeople ?? [],
    candidateInvited: data.candidateInvited === true,
    meetingDateTime: new Date(data.meetingDateTime ?? row.activityTime),
    durationInMinutes: data.durationInMinutes ?? 60,
    timeZoneId: data.timeZoneId ?? 'UTC',
    messageContent: data.messageContent ?? null,
  };
  return { meeting, nextSequence: (data.meetingSequence ?? 0) + 1 };
}

/**
 * Changes a meeting in place: its fields, its time (the activity's time too) and its version.
 * Its invitees (the candidate too, when invited) get the updated invite; those taken off the
 * list a cancellation.
 */
export function rescheduleMeeting(
  db: Database,
  actor: Actor,
  activityId: string,
  input: Schema<'RescheduleMeetingInput'>,
): Promise<Activity> {
  const meetingName = input.meetingName.trim();
  if (meetingName === '') throw badRequest('meeting name is blank');
  const invitedPeople = input.invitedPeople
    .map((invitee) => invitee.trim())
    .filter((invitee) => invitee !== '');
  const meetingDateTime = new Date(input.meetingDateTime);
  return db.transaction(async (tx) => {
    const { meeting: before, nextSequence } = await lockMeeting(tx, actor, activityId);
    const candidateInvited = input.inviteCandidate ?? before.candidateInvited;
    const [zone] = await tx
      .select({ id: timeZones.id })
      .from(timeZones)
      .where(eq(timeZones.id, input.timeZoneId));
    if (!zone) throw badRequest(`unknown time zone ${input.timeZoneId}`);
    const fields = {
      meetingName,
      invitedPeople,
      meetingDateTime: meetingDateTime.toISOString(),
      timeZoneId: zone.id,
      durationInMinutes: input.durationInMinutes,
      messageContent: input.messageContent,
      meetingSequence: nextSequence,
      candidateInvited,
    };
    await tx
      .update(activities)
      .set({
        activityTime: meetingDateTime,
        data: sql`${activities.data} || ${JSON.stringify(fields)}::jsonb`,
      })
      .where(eq(activities.id, activityId));
    const after: ScheduledMeeting = {
      ...before,
      meetingName,
      invitedPeople,
      candidateInvited,
      meetingDateTime,
      durationInMinutes: input.durationInMinutes,
      timeZoneId: zone.id,
      messageContent: input.messageContent,
    };
    await enqueueMeetingInvites(tx, after, { kind: 'update', sequence: nextSequence });
    await recordMeetingWebhookEvent(tx, 'meeting.changed', after, actor.userId);
    const kept = new Set(inviteeAddresses(invitedPeople).map((address) => address.toLowerCase()));
    const removed = inviteeAddresses(before.invitedPeople).filter(
      (address) => !kept.has(address.toLowerCase()),
    );
    const candidateTakenOff = before.candidateInvited && !candidateInvited;
    if (removed.length > 0 || candidateTakenOff) {
      await enqueueMeetingInvites(tx, before, {
        kind: 'cancel',
        sequence: nextSequence,
        takenOff: { invitees: removed, candidate: candidateTakenOff },
      });
    }
    return selectActivity(tx, actor.language, activityId);
  });
}

/** Cancels a meeting: it stays in the timeline, marked; its invitees get the cancellation. */
export function cancelMeeting(db: Database, actor: Actor, activityId: string): Promise<Activity> {
  return db.transaction(async (tx) => {
    const { meeting, nextSequence } = await lockMeeting(tx, actor, activityId);
    const fields = { meetingCancelled: true, meetingSequence: nextSequence };
    await tx
      .update(activities)
      .set({ data: sql`${activities.data} || ${JSON.stringify(fields)}::jsonb` })
      .where(eq(activities.id, activityId));
    await enqueueMeetingInvites(tx, meeting, { kind: 'cancel', sequence: nextSequence });
    await recordMeetingWebhookEvent(tx, 'meeting.cancelled', meeting, actor.userId);
    return selectActivity(tx, actor.language, activityId);
  });
}
