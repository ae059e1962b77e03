import type { CandidateKey } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';

/** A meeting as its webhook events tell of it. */
interface MeetingFacts {
  activityId: string;
  candidate: CandidateKey;
  meetingDateTime: Date;
  durationInMinutes: number;
}

/** Records meeting.scheduled, .changed or .cancelled in the meeting's transaction. */
export async function recordMeetingWebhookEvent(
  tx: Database,
  type: 'meeting.scheduled' | 'meeting.changed' | 'meeting.cancelled',
  meeting: MeetingFacts,
  userId: string,
): Promise<void> {
  await recordWebhookEvent(tx, {
    type,
    recruiteeId: meeting.candidate.recruiteeId,
    data: {
      meetingId: meeting.activityId,
      recruiteeId: meeting.candidate.recruiteeId,
      recruitmentId: meeting.candidate.recruitmentId,
      startsAt: meeting.meetingDateTime.toISOString(),
      endsAt: new Date(
        meeting.meetingDateTime.getTime() + meeting.durationInMinutes * 60_000,
      ).toISOString(),
      changedAt: new Date().toISOString(),
      changedByUserId: userId,
    },
  });
}
