import type { Schema } from '@ats/api-sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, recruitees } from '../../../src/db/schema/index.ts';
import { deliverDueMessages } from '../../../src/jobs/outbox-job.ts';
import { useTestApp } from '../../support/app.ts';
import { bodyOf } from '../../support/responses.ts';
import { outboxContext, startTestSmtpServer, type TestSmtpServer } from '../../support/smtp.ts';
import { richText } from '../email-templates/fixtures.ts';
import {
  type Candidate,
  insertCandidate,
  insertRecruitment,
  type People,
  signInPeople,
} from './fixtures.ts';

type Activity = Schema<'Activity'>;
type ActivityPage = Schema<'ActivityPage'>;

describe("the timeline's e-mail delivery (listActivities emailDelivery)", () => {
  const testApp = useTestApp();
  let people: People;
  let recruitmentId: string;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    people = await signInPeople(testApp);
    recruitmentId = await insertRecruitment(testApp, people);
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  const deliver = () => deliverDueMessages(outboxContext(testApp, smtp.url));

  async function timeline(candidate: Candidate, query: Record<string, number> = {}) {
    return bodyOf<ActivityPage>(
      await people.teamMember.api.get('/api/Activities', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId: candidate.recruitmentId,
        ...query,
      }),
    );
  }

  async function deliveryOf(candidate: Candidate, activityId: string) {
    const activity = (await timeline(candidate)).result.find(({ id }) => id === activityId);
    if (!activity) throw new Error(`activity ${activityId} not in the timeline`);
    return activity.emailDelivery;
  }

  async function sendMessage(candidate: Candidate) {
    return bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/message', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId: candidate.recruitmentId,
        language: 'en',
        subject: 'Hello',
        body: richText('Hello {candidateFirstName}'),
      }),
    );
  }

  async function scheduleMeeting(candidate: Candidate, invitedPeople: string[]) {
    return bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/meeting', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId: candidate.recruitmentId,
        meetingName: 'Panel',
        invitedPeople,
        durationInMinutes: 60,
        timeZoneId: 'Europe/Warsaw',
        messageContent: null,
        meetingDateTime: '2030-03-01T09:00:00.000Z',
      }),
    );
  }

  async function candidateEmail(candidate: Candidate): Promise<string> {
    const [row] = await testApp.database.db
      .select({ email: recruitees.email })
      .from(recruitees)
      .where(eq(recruitees.id, candidate.recruiteeId));
    if (!row) throw new Error('no recruitee');
    return row.email;
  }

  it('says a message is waiting, then sent, once the mail server took it', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const message = await sendMessage(candidate);
    expect(await deliveryOf(candidate, message.id)).toEqual({
      sent: 0,
      pending: 1,
      retrying: 0,
      failed: 0,
      failedRecipients: [],
    });

    await deliver();
    expect(await deliveryOf(candidate, message.id)).toEqual({
      sent: 1,
      pending: 0,
      retrying: 0,
      failed: 0,
      failedRecipients: [],
    });
  });

  it('counts a message retried after a temporary refusal, and names the address of one given up without the server’s text', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const address = await candidateEmail(candidate);
    const message = await sendMessage(candidate);

    smtp.refuseWith = 451;
    try {
      await deliver();
      expect(await deliveryOf(candidate, message.id)).toMatchObject({
        pending: 1,
        retrying: 1,
        failed: 0,
      });
      // Refused for good (5xx) ten times: given up.
      smtp.refuseWith = 550;
      for (let attempt = 0; attempt < 10; attempt += 1) await deliver();
    } finally {
      smtp.refuseWith = null;
    }
    const [row] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.activityId, message.id));
    expect(row).toMatchObject({ status: 'failed' });
    expect(row?.lastError).toMatch(/refused by the test/);

    const response = await people.teamMember.api.get('/api/Activities', {
      recruiteeId: candidate.recruiteeId,
      recruitmentId: candidate.recruitmentId,
    });
    expect(response.body).not.toContain('refused by the test');
    expect(await deliveryOf(candidate, message.id)).toEqual({
      sent: 0,
      pending: 0,
      retrying: 0,
      failed: 1,
      failedRecipients: [address],
    });
  });

  it('counts a meeting’s invitees one by one, by the latest mail each was sent', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const meeting = await scheduleMeeting(candidate, [
      'ada@example.com',
      'Bob from finance',
      'eve@example.com',
      'zoe@example.com',
    ]);
    await deliver();
    // The mail server took Eve's and Zoe's invites, then gave them up (as a bounce would).
    await testApp.database.db
      .update(outboxMessages)
      .set({ status: 'failed', lastError: '550 5.1.1 <zoe@example.com>: no such user' })
      .where(
        and(
          eq(outboxMessages.activityId, meeting.id),
          eq(outboxMessages.toAddress, 'zoe@example.com'),
        ),
      );
    await testApp.database.db
      .update(outboxMessages)
      .set({ status: 'failed', lastError: '550 mailbox full' })
      .where(
        and(
          eq(outboxMessages.activityId, meeting.id),
          eq(outboxMessages.toAddress, 'eve@example.com'),
        ),
      );
    expect(await deliveryOf(candidate, meeting.id)).toEqual({
      sent: 1,
      pending: 0,
      retrying: 0,
      failed: 2,
      failedRecipients: ['eve@example.com', 'zoe@example.com'],
    });

    // Rescheduled: each invitee's update replaces the invite, Zoe (taken off) gets the
    // cancellation, and all three are waiting again.
    bodyOf<Activity>(
      await testApp.app.inject({
        method: 'PUT',
        url: `/api/Activities/meeting/${meeting.id}`,
        headers: people.owner.api.headers,
        payload: {
          meetingName: 'Panel',
          invitedPeople: ['ada@example.com', 'eve@example.com'],
          durationInMinutes: 60,
          timeZoneId: 'Europe/Warsaw',
          messageContent: null,
          meetingDateTime: '2030-03-02T09:00:00.000Z',
        },
      }),
    );
    expect(await deliveryOf(candidate, meeting.id)).toMatchObject({
      sent: 0,
      pending: 3,
      failed: 0,
      failedRecipients: [],
    });
    await deliver();
    expect(await deliveryOf(candidate, meeting.id)).toMatchObject({ sent: 3, pending: 0 });
  });

  it('gives nothing for activities that sent no e-mail', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    await people.owner.api.post('/api/Activities/note', {
      recruiteeId: candidate.recruiteeId,
      recruitmentId: candidate.recruitmentId,
      text: 'A note',
    });
    // Invitees that are names, not addresses, get no mail.
    await scheduleMeeting(candidate, ['Bob from finance']);
    const page = await timeline(candidate);
    expect(page.result).toHaveLength(2);
    for (const activity of page.result) expect(activity).not.toHaveProperty('emailDelivery');
  });

  it('reads the delivery of the page’s own activities only', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const older = await sendMessage(candidate);
    const newer = await sendMessage(candidate);
    await deliver();
    const first = await timeline(candidate, { PageNumber: 1, PageSize: 1 });
    const second = await timeline(candidate, { PageNumber: 2, PageSize: 1 });
    expect(first.result.map(({ id }) => id)).toEqual([newer.id]);
    expect(second.result.map(({ id }) => id)).toEqual([older.id]);
    expect(first.result[0]?.emailDelivery).toMatchObject({ sent: 1 });
    expect(second.result[0]?.emailDelivery).toMatchObject({ sent: 1 });
  });
});
