import { RecruitmentStatus, type Schema } from '@ats/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import {
  insertCandidate,
  insertRecruitment,
  type People,
  signInPeople,
} from '../activities/fixtures.ts';
import { apply, completeForm, createOfferContext } from '../offers/fixtures.ts';
import { type Receiver, startReceiver, waitFor } from './receiver.ts';
import { adminWebhookApi, expectStatus, useDeliveryWorker } from './support.ts';

const everyEvent: Schema<'WebhookEventType'>[] = [
  'application.received',
  'candidate.stage_changed',
  'candidate.hired',
  'candidate.erased',
  'recruitment.status_changed',
  'meeting.scheduled',
  'meeting.changed',
  'meeting.cancelled',
  'score.given',
];

describe('the events of each change', () => {
  const testApp = useTestApp();
  useDeliveryWorker(testApp);
  let receiver: Receiver;
  let people: People;
  beforeAll(async () => {
    receiver = await startReceiver();
    const admin = await adminWebhookApi(testApp);
    expectStatus(
      await admin.add({ url: receiver.url, events: everyEvent, includePersonalData: true }),
      201,
    );
    people = await signInPeople(testApp);
  });
  afterAll(() => receiver.close());

  const eventsOf = (type: string) =>
    receiver.received.filter((request) => request.event.type === type);

  it('tells of recruitment status changes and received applications', async () => {
    const context = await createOfferContext(testApp);
    await waitFor(() => eventsOf('recruitment.status_changed').length >= 3);
    expect(
      eventsOf('recruitment.status_changed').find(
        (request) => request.event.data.status === 'Closed',
      )?.event.data,
    ).toMatchObject({
      recruitmentId: context.closedId,
      previousStatus: 'Open',
      changedByUserId: context.recruiterId,
    });
    const response = await apply(testApp, context.openId, completeForm(context.elements));
    expect(response.statusCode, response.body).toBe(200);
    const { id: jobApplicationId } = response.json() as { id: string };
    await waitFor(() => eventsOf('application.received').length === 1);
    expect(eventsOf('application.received')[0]?.event.data).toMatchObject({
      jobApplicationId,
      recruitmentId: context.openId,
      candidate: {
        firstName: 'Zofia',
        lastName: 'Kowalczyk',
        email: 'zofia.kowalczyk@example.com',
      },
    });
    // A refused application (a closed offer) tells of nothing.
    const refused = await apply(testApp, context.closedId, completeForm(context.elements));
    expect(refused.statusCode).toBe(404);
  });

  it('tells of meetings scheduled, changed and cancelled', async () => {
    const recruitmentId = await insertRecruitment(testApp, people, {
      status: RecruitmentStatus.Open,
    });
    const candidate = await insertCandidate(testApp, recruitmentId);
    const fields = {
      meetingName: 'Interview',
      invitedPeople: [],
      durationInMinutes: 30,
      timeZoneId: 'Europe/Warsaw',
      messageContent: null,
      meetingDateTime: '2030-03-01T09:00:00.000Z',
    };
    const scheduled = await people.owner.api.post('/api/Activities/meeting', {
      recruiteeId: candidate.recruiteeId,
      recruitmentId,
      ...fields,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const meetingId = (scheduled.json() as { id: string }).id;
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/Activities/meeting/${meetingId}`,
      headers: people.owner.api.headers,
      payload: { ...fields, meetingDateTime: '2030-03-02T09:00:00.000Z' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const cancelled = await people.owner.api.post(
      `/api/Activities/meeting/${meetingId}/cancel`,
      {},
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await waitFor(() => eventsOf('meeting.cancelled').length === 1);
    const ofMeeting = receiver.received.filter(
      (request) => request.event.data.meetingId === meetingId,
    );
    expect(ofMeeting.map((request) => request.event.type)).toEqual([
      'meeting.scheduled',
      'meeting.changed',
      'meeting.cancelled',
    ]);
    expect(ofMeeting[0]?.event.data).toMatchObject({
      recruiteeId: candidate.recruiteeId,
      recruitmentId,
      startsAt: '2030-03-01T09:00:00.000Z',
      endsAt: '2030-03-01T09:30:00.000Z',
      changedByUserId: people.owner.id,
    });
    expect(ofMeeting[1]?.event.data).toMatchObject({ startsAt: '2030-03-02T09:00:00.000Z' });
    // Cancelling again is refused, and tells of nothing more.
    const again = await people.owner.api.post(`/api/Activities/meeting/${meetingId}/cancel`, {});
    expect(again.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(eventsOf('meeting.cancelled')).toHaveLength(1);
  });
});
