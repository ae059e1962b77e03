import { randomUUID } from 'node:crypto';
import { ActivityType, type Schema } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, atsUsers } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import {
  type Candidate,
  type CandidateApi,
  insertCandidate,
  insertRecruitment,
  type People,
  signInPeople,
  storedActivities,
} from './fixtures.ts';

type Activity = Schema<'Activity'>;
type ActivityPage = Schema<'ActivityPage'>;
type MeetingBody = Schema<'ScheduleMeetingInput'>;

const message = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'See you on Monday.' }] }],
});

/** The wall-clock date and time of `instant` in `timeZone`, as 'YYYY-MM-DD HH:MM'. */
function wallTime(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

describe('the activity timeline and the activities staff record', () => {
  const testApp = useTestApp();
  let people: People;
  let recruitmentId: string;

  beforeAll(async () => {
    people = await signInPeople(testApp);
    recruitmentId = await insertRecruitment(testApp, people);
  });

  const of = (candidate: Candidate) => ({
    recruiteeId: candidate.recruiteeId,
    recruitmentId: candidate.recruitmentId,
  });

  function list(
    candidate: Candidate,
    page: Record<string, number> = {},
    headers: Record<string, string> = {},
  ) {
    return people.owner.api.get('/api/Activities', { ...of(candidate), ...page }, headers);
  }

  function logCall(api: CandidateApi, candidate: Candidate, overrides: object = {}) {
    return api.post('/api/Activities/phonecall', {
      ...of(candidate),
      callType: 0,
      callDate: '2025-05-06',
      callTime: '2025-05-06T08:30:00.000Z',
      description: 'Talked about the notice period.',
      ...overrides,
    });
  }

  function addNote(api: CandidateApi, candidate: Candidate, text: string) {
    return api.post('/api/Activities/note', { ...of(candidate), text });
  }

  function meetingBody(candidate: Candidate, overrides: Partial<MeetingBody> = {}): MeetingBody {
    return {
      ...of(candidate),
      meetingName: 'Technical interview',
      invitedPeople: ['olivia@example.com', 'team@example.com'],
      durationInMinutes: 60,
      timeZoneId: 'Europe/Warsaw',
      messageContent: message,
      meetingDateTime: '2025-06-02T08:00:00.000Z',
      ...overrides,
    };
  }

  function scheduleMeeting(api: CandidateApi, body: MeetingBody) {
    return api.post('/api/Activities/meeting', body);
  }

  it('records a phone call at the call time and answers it as the timeline shows it', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const activity = bodyOf<Activity>(
      await logCall(people.manager.api, candidate, { description: '  Salary expectations.  ' }),
    );
    expect(activity).toMatchObject({
      activityType: ActivityType.PhoneCallPerformed,
      recruiteeId: candidate.recruiteeId,
      recruitmentId,
      activityTime: '2025-05-06T08:30:00.000Z',
      activityData: {
        callType: 0,
        description: 'Salary expectations.',
        jobApplicationId: candidate.jobApplicationIds[0],
        positionName: 'Backend Developer',
        atsUserId: people.manager.id,
        atsUserFirstName: 'James',
        atsUserLastName: 'Carter',
      },
    });
    expect(activity.recruiteeFirstName).toBe('Olivia');
    expect(Date.parse(activity.creationTimestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(bodyOf<ActivityPage>(await list(candidate)).result).toEqual([activity]);
  });

  it('refuses a blank call description and a call date far from the call time', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    expectError(await logCall(people.owner.api, candidate, { description: '   ' }), 400);
    expectError(await logCall(people.owner.api, candidate, { callDate: '2025-05-08' }), 400);
    // The chosen day may be a day off the UTC date: 00:30 in Warsaw is 22:30 UTC the day before.
    bodyOf(
      await logCall(people.owner.api, candidate, {
        callDate: '2025-05-07',
        callTime: '2025-05-06T22:30:00.000Z',
      }),
    );
    // Years before 1900 are refused by the contract (issue 24; see date-bounds.test.ts).
    expectError(
      await logCall(people.owner.api, candidate, {
        callDate: '0050-05-06',
        callTime: '0050-05-06T08:30:00.000Z',
      }),
      400,
    );
    expectError(
      await logCall(people.owner.api, candidate, {
        callDate: '1950-05-06',
        callTime: '0050-05-06T08:30:00.000Z',
      }),
      400,
    );
    expect(await storedActivities(testApp, candidate)).toHaveLength(1);
  });

  it('adds a note with its text trimmed, and refuses a blank one', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const note = bodyOf<Activity>(
      await addNote(people.teamMember.api, candidate, '\n Prefers remote work. \n'),
    );
    expect(note).toMatchObject({
      activityType: ActivityType.NoteAdded,
      activityData: { text: 'Prefers remote work.', atsUserId: people.teamMember.id },
    });
    expect(note.activityTime).toBe(note.creationTimestamp);
    expectError(await addNote(people.teamMember.api, candidate, ' \t\n '), 400);
    expectError(await addNote(people.teamMember.api, candidate, ''), 400);
    expect(await storedActivities(testApp, candidate)).toHaveLength(1);
  });

  it('schedules a meeting with every field kept, invitees trimmed and empty ones dropped', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const activity = bodyOf<Activity>(
      await scheduleMeeting(
        people.owner.api,
        meetingBody(candidate, {
          invitedPeople: [' olivia@example.com', 'Piotr Nowak ', '  '],
          durationInMinutes: 120,
        }),
      ),
    );
    expect(activity).toMatchObject({
      activityType: ActivityType.MeetingScheduled,
      activityTime: '2025-06-02T08:00:00.000Z',
      activityData: {
        meetingName: 'Technical interview',
        invitedPeople: ['olivia@example.com', 'Piotr Nowak'],
        meetingDateTime: '2025-06-02T08:00:00.000Z',
        timeZoneId: 'Europe/Warsaw',
        durationInMinutes: 120,
        messageContent: message,
        jobApplicationId: candidate.jobApplicationIds[0],
        atsUserId: people.owner.id,
      },
    });
    const withoutMessage = bodyOf<Activity>(
      await scheduleMeeting(
        people.owner.api,
        meetingBody(candidate, { messageContent: null, invitedPeople: [] }),
      ),
    );
    expect(withoutMessage.activityData).toMatchObject({ messageContent: null, invitedPeople: [] });
  });

  it('refuses an unknown time zone, a blank name and a duration not offered', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    for (const body of [
      meetingBody(candidate, { timeZoneId: 'Mars/Olympus_Mons' }),
      meetingBody(candidate, { meetingName: '   ' }),
      { ...meetingBody(candidate), durationInMinutes: 45 },
      { ...meetingBody(candidate), meetingDateTime: '2025-06-02 10:00' },
    ]) {
      expectError(await scheduleMeeting(people.owner.api, body as MeetingBody), 400);
    }
    expect(await storedActivities(testApp, candidate)).toEqual([]);
  });

  it('keeps the instant the client computed across a DST change, in two time zones', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    // 10:00 on the wall clock the day before and the day after each zone's spring change.
    const meetings = [
      { timeZoneId: 'Europe/Warsaw', meetingDateTime: '2025-03-29T09:00:00.000Z' },
      { timeZoneId: 'Europe/Warsaw', meetingDateTime: '2025-03-31T08:00:00.000Z' },
      { timeZoneId: 'America/New_York', meetingDateTime: '2025-03-08T15:00:00.000Z' },
      { timeZoneId: 'America/New_York', meetingDateTime: '2025-03-10T14:00:00.000Z' },
    ];
    for (const meeting of meetings) {
      const activity = bodyOf<Activity>(
        await scheduleMeeting(people.owner.api, meetingBody(candidate, meeting)),
      );
      expect(activity.activityTime).toBe(meeting.meetingDateTime);
      expect(activity.activityData).toMatchObject(meeting);
      expect(wallTime(activity.activityTime, meeting.timeZoneId).slice(11)).toBe('10:00');

      const [stored] = await testApp.database.db
        .select()
        .from(activities)
        .where(eq(activities.id, activity.id));
      expect(stored?.activityTime.toISOString()).toBe(meeting.meetingDateTime);
    }
  });

  it('lists every type newest first, with names joined when read', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const { db } = testApp.database;
    // The candidate's own "application sent" has no acting user.
    await db.insert(activities).values({
      activityType: ActivityType.JobApplicationSent,
      ...of(candidate),
      userId: null,
      creationTimestamp: new Date('2025-01-01T10:00:00Z'),
      activityTime: new Date('2025-01-01T10:00:00Z'),
      data: { jobApplicationId: candidate.jobApplicationIds[0] },
    });
    const call = bodyOf<Activity>(await logCall(people.owner.api, candidate));
    const note = bodyOf<Activity>(await addNote(people.manager.api, candidate, 'Good portfolio.'));
    const meeting = bodyOf<Activity>(
      await scheduleMeeting(people.teamMember.api, meetingBody(candidate)),
    );
    const written = [
      call,
      note,
      // The timeline adds the delivery of the meeting's two invites (no mail server here).
      {
        ...meeting,
        emailDelivery: { sent: 0, pending: 2, retrying: 0, failed: 0, failedRecipients: [] },
      },
    ];
    const page = bodyOf<ActivityPage>(await list(candidate));
    expect(page.totalCount).toBe(4);
    expect(page.result.slice(0, 3)).toEqual([...written].reverse());
    const sent = page.result[3];
    expect(sent).toMatchObject({
      activityType: ActivityType.JobApplicationSent,
      recruiteeFirstName: 'Olivia',
      activityData: {
        jobApplicationId: candidate.jobApplicationIds[0],
        positionName: 'Backend Developer',
      },
    });
    expect(sent?.activityData).not.toHaveProperty('atsUserId');

    // Polish position name; a renamed user shows the new name in old activities.
    await db
      .update(atsUsers)
      .set({ lastName: 'Carter-Smith' })
      .where(eq(atsUsers.id, people.manager.id));
    try {
      const polish = bodyOf<ActivityPage>(await list(candidate, {}, { 'accept-language': 'pl' }));
      expect(polish.result.map(({ activityData }) => activityData.positionName)).toEqual(
        Array(4).fill('Programista backend'),
      );
      expect(polish.result[1]?.activityData.atsUserLastName).toBe('Carter-Smith');
    } finally {
      await db
        .update(atsUsers)
        .set({ lastName: 'Carter' })
        .where(eq(atsUsers.id, people.manager.id));
    }
  });

  it('names no position when the recruitment has none, and the newest application', async () => {
    const withoutPosition = await insertRecruitment(testApp, people, { positionId: null });
    const candidate = await insertCandidate(testApp, withoutPosition, {
      appliedAt: [new Date('2025-02-01T10:00:00Z'), new Date('2025-04-01T10:00:00Z')],
    });
    const note = bodyOf<Activity>(await addNote(people.owner.api, candidate, 'Second try.'));
    expect(note.activityData).toMatchObject({
      positionName: null,
      jobApplicationId: candidate.jobApplicationIds[1],
    });
  });

  it('pages 20 at a time by recording time, then id, with the total', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const start = Date.parse('2025-04-01T08:00:00Z');
    // Pairs share a timestamp, so the id decides between them.
    const rows = Array.from({ length: 25 }, (_, index) => ({
      id: randomUUID(),
      activityType: ActivityType.NoteAdded,
      ...of(candidate),
      userId: people.owner.id,
      creationTimestamp: new Date(start + Math.floor(index / 2) * 60_000),
      data: { text: `Note ${index}` },
    }));
    await testApp.database.db.insert(activities).values(rows);
    const expected = [...rows]
      .sort(
        (a, b) =>
          b.creationTimestamp.getTime() - a.creationTimestamp.getTime() ||
          (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
      )
      .map(({ id }) => id);

    const first = bodyOf<ActivityPage>(await list(candidate));
    expect(first).toMatchObject({ totalCount: 25, pageNumber: 1 });
    expect(first.result.map(({ id }) => id)).toEqual(expected.slice(0, 20));
    const second = bodyOf<ActivityPage>(await list(candidate, { PageNumber: 2 }));
    expect(second).toMatchObject({ totalCount: 25, pageNumber: 2 });
    expect(second.result.map(({ id }) => id)).toEqual(expected.slice(20));
    expect(bodyOf<ActivityPage>(await list(candidate, { PageNumber: 3 }))).toEqual({
      result: [],
      totalCount: 25,
      pageNumber: 3,
    });
    const small = bodyOf<ActivityPage>(await list(candidate, { PageNumber: 3, PageSize: 10 }));
    expect(small.result.map(({ id }) => id)).toEqual(expected.slice(20));
  });

  it('answers 404 for a candidate who is not in the recruitment, writing nothing', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const stranger = { ...candidate, recruiteeId: unknownId };
    expectError(await list(stranger), 404);
    expectError(await addNote(people.owner.api, stranger, 'Lost note.'), 404);
    expectError(await logCall(people.owner.api, stranger), 404);
    expectError(await scheduleMeeting(people.owner.api, meetingBody(stranger)), 404);
    const elsewhere = { ...candidate, recruitmentId: await insertRecruitment(testApp, people) };
    expectError(await addNote(people.owner.api, elsewhere, 'Wrong recruitment.'), 404);
    expect(await storedActivities(testApp, candidate)).toEqual([]);
  });
});
