import { type Schema, StageType } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookMessages } from '../../../src/db/schema/index.ts';
import { type TestApp, useTestApp } from '../../support/app.ts';
import {
  type Candidate,
  insertCandidate,
  insertRecruitment,
  liveStages,
  type People,
  signInPeople,
} from '../activities/fixtures.ts';
import { closedPort, type Receiver, startReceiver, waitFor } from './receiver.ts';
import { adminWebhookApi, expectStatus, useDeliveryWorker, type WebhookApi } from './support.ts';

type Created = Schema<'WebhookEndpointWithSecret'>;
type EventType = Schema<'WebhookEventType'>;

/** The world of these tests: people, a recruitment, its stages and an administrator. */
async function setUp(testApp: TestApp) {
  const people = await signInPeople(testApp);
  const recruitmentId = await insertRecruitment(testApp, people);
  const stages = await liveStages(testApp);
  const stageOf = (type: number) => {
    const stage = stages.find(({ stageType }) => stageType === type);
    if (!stage) throw new Error(`no stage of type ${type}`);
    return stage.id;
  };
  const customStages = stages.filter(({ stageType }) => stageType === StageType.Custom);
  return {
    people,
    recruitmentId,
    admin: await adminWebhookApi(testApp),
    newStage: stageOf(StageType.New),
    customStage: customStages[0]?.id ?? stageOf(StageType.Custom),
    secondCustomStage: customStages[1]?.id ?? stageOf(StageType.Custom),
    hiredStage: stageOf(StageType.Hired),
  };
}

function moveTo(people: People, candidate: Candidate, stageId: string) {
  return people.owner.api.post('/api/RecruitmentRecruiteeStages/setstage', {
    recruiteeId: candidate.recruiteeId,
    recruitmentId: candidate.recruitmentId,
    recruitmentRecruiteeStageId: stageId,
  });
}

async function subscribe(
  admin: WebhookApi,
  url: string,
  events: EventType[],
  includePersonalData = false,
): Promise<Created> {
  return expectStatus<Created>(await admin.add({ url, events, includePersonalData }), 201);
}

describe('webhook delivery', () => {
  const testApp = useTestApp();
  useDeliveryWorker(testApp);
  let world: Awaited<ReturnType<typeof setUp>>;
  let receiver: Receiver;
  beforeAll(async () => {
    world = await setUp(testApp);
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('sends a stage change at once, signed as Standard Webhooks says (verified by its library)', async () => {
    const endpoint = await subscribe(world.admin, receiver.url, ['candidate.stage_changed']);
    const candidate = await insertCandidate(testApp, world.recruitmentId);
    const before = receiver.received.length;
    expectStatus(await moveTo(world.people, candidate, world.customStage), 204);
    await waitFor(() => receiver.received.length > before);
    const [request] = receiver.received.slice(before);
    if (!request) throw new Error('nothing received');
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
        name,
        String(request.headers[name]),
      ]),
    );
    const verified = new Webhook(endpoint.secret).verify(request.body, headers);
    expect(verified).toEqual(request.event);
    expect(request.event).toMatchObject({
      type: 'candidate.stage_changed',
      version: 1,
      data: {
        recruiteeId: candidate.recruiteeId,
        recruitmentId: candidate.recruitmentId,
        stageId: world.customStage,
        stageType: 'Custom',
        previousStageId: world.newStage,
        previousStageType: 'New',
        changedByUserId: world.people.owner.id,
      },
    });
    expect(request.event.data).not.toHaveProperty('candidate');
    // A wrong secret does not verify.
    const other = await subscribe(world.admin, 'http://127.0.0.1:9/', ['score.given']);
    expect(() => new Webhook(other.secret).verify(request.body, headers)).toThrow();
    expectStatus(await world.admin.remove(endpoint.endpoint.id), 204);
    expectStatus(await world.admin.remove(other.endpoint.id), 204);
  });

  it('sends stage_changed then hired for a move to a Hired stage; personal data only where asked', async () => {
    const plain = await startReceiver();
    const personal = await startReceiver();
    const events: EventType[] = ['candidate.stage_changed', 'candidate.hired'];
    const withoutData = await subscribe(world.admin, plain.url, events, false);
    const withData = await subscribe(world.admin, personal.url, events, true);
    const candidate = await insertCandidate(testApp, world.recruitmentId);
    expectStatus(await moveTo(world.people, candidate, world.hiredStage), 204);
    await waitFor(() => plain.received.length === 2 && personal.received.length === 2);
    expect(plain.received.map((request) => request.event.type)).toEqual(events);
    expect(personal.received.map((request) => request.event.type)).toEqual(events);
    for (const request of plain.received) {
      expect(request.event.data).not.toHaveProperty('candidate');
      expect(request.body).not.toContain('Olivia');
    }
    for (const request of personal.received) {
      expect(request.event.data.candidate).toMatchObject({
        firstName: 'Olivia',
        email: expect.stringContaining('@example.com'),
      });
    }
    expect(personal.received[1]?.event.data).toMatchObject({
      recruiteeId: candidate.recruiteeId,
      stageId: world.hiredStage,
    });
    // One message per event: both endpoints got the same webhook-id.
    expect(plain.received[0]?.headers['webhook-id']).toBe(
      personal.received[0]?.headers['webhook-id'],
    );
    for (const endpoint of [withoutData, withData]) {
      expectStatus(await world.admin.remove(endpoint.endpoint.id), 204);
    }
    await plain.close();
    await personal.close();
  });

  it('records nothing when the request that would cause the event fails', async () => {
    const endpoint = await subscribe(world.admin, receiver.url, ['candidate.stage_changed']);
    const candidate = await insertCandidate(testApp, world.recruitmentId);
    const messagesBefore = await testApp.database.db.$count(webhookMessages);
    // Already in the New stage: 400, and the transaction rolls back.
    expect((await moveTo(world.people, candidate, world.newStage)).statusCode).toBe(400);
    // No access (the hiring manager's recruitment is not the other recruiter's).
    const refused = await world.people.otherRecruiter.api.post(
      '/api/RecruitmentRecruiteeStages/setstage',
      {
        recruiteeId: candidate.recruiteeId,
        recruitmentId: candidate.recruitmentId,
        recruitmentRecruiteeStageId: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
      },
    );
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await testApp.database.db.$count(webhookMessages)).toBe(messagesBefore);
    const log = expectStatus<Schema<'WebhookDeliveryPage'>>(
      await world.admin.deliveries(endpoint.endpoint.id),
      200,
    );
    expect(log.totalCount).toBe(0);
    expectStatus(await world.admin.remove(endpoint.endpoint.id), 204);
  });

  it('retries after a 500 with the same webhook-id, and logs each attempt', async () => {
    const flaky = await startReceiver((_request, index) => (index < 2 ? 500 : 200));
    const endpoint = await subscribe(world.admin, flaky.url, ['score.given']);
    const candidate = await insertCandidate(testApp, world.recruitmentId);
    expectStatus(
      await world.people.owner.api.post('/api/RecruitmentRecruiteeScores/setscore', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId: candidate.recruitmentId,
        score: 4,
        comment: null,
      }),
      200,
    );
    await waitFor(() => flaky.received.length === 3);
    const ids = new Set(flaky.received.map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(1);
    expect(flaky.received[2]?.event).toMatchObject({
      type: 'score.given',
      data: { score: 4, recruiteeId: candidate.recruiteeId, givenByUserId: world.people.owner.id },
    });
    let delivery: Schema<'WebhookDelivery'> | undefined;
    await waitFor(async () => {
      const log = expectStatus<Schema<'WebhookDeliveryPage'>>(
        await world.admin.deliveries(endpoint.endpoint.id),
        200,
      );
      delivery = log.result[0];
      return delivery?.status === 'delivered';
    });
    expect(delivery).toMatchObject({
      event: 'score.given',
      attempts: 3,
      lastResponseStatus: 200,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(delivery?.lastLatencyMs).toBeGreaterThanOrEqual(0);
    const current = expectStatus<Schema<'WebhookEndpoint'>>(
      await world.admin.get(endpoint.endpoint.id),
      200,
    );
    expect(current.failingSince).toBeNull();
    expectStatus(await world.admin.remove(endpoint.endpoint.id), 204);
    await flaky.close();
  });

  it('retries on a closed port, then gives up; the endpoint shows it is failing', async () => {
    const port = await closedPort();
    const endpoint = await subscribe(world.admin, `http://127.0.0.1:${port}/hook`, ['score.given']);
    expectStatus(await world.admin.test(endpoint.endpoint.id), 202);
    let delivery: Schema<'WebhookDelivery'> | undefined;
    await waitFor(async () => {
      const log = expectStatus<Schema<'WebhookDeliveryPage'>>(
        await world.admin.deliveries(endpoint.endpoint.id),
        200,
      );
      delivery = log.result[0];
      return delivery?.status === 'failed';
    });
    // Four attempts: the worker's retry schedule here gives up after the fourth.
    expect(delivery).toMatchObject({
      event: 'webhook.test',
      attempts: 4,
      lastResponseStatus: null,
    });
    expect(delivery?.lastError).toMatch(/ECONNREFUSED/);
    const current = expectStatus<Schema<'WebhookEndpoint'>>(
      await world.admin.get(endpoint.endpoint.id),
      200,
    );
    expect(current.failingSince).not.toBeNull();
    expect(current.enabled).toBe(true);
    expectStatus(await world.admin.remove(endpoint.endpoint.id), 204);
  });

  it('does not follow a redirect: the attempt fails, saying so', async () => {
    const target = await startReceiver();
    const redirecting = await startReceiver(() => ({
      status: 302,
      headers: { location: target.url },
    }));
    const endpoint = await subscribe(world.admin, redirecting.url, ['score.given']);
    expectStatus(await world.admin.test(endpoint.endpoint.id), 202);
    await waitFor(async () => {
      const log = expectStatus<Schema<'WebhookDeliveryPage'>>(
        await world.admin.deliveries(endpoint.endpoint.id),
        200,
      );
      return log.result[0]?.lastResponseStatus === 302;
    });
    const log = expectStatus<Schema<'WebhookDeliveryPage'>>(
      await world.admin.deliveries(endpoint.endpoint.id),
      200,
    );
    expect(log.result[0]?.lastError).toMatch(/redirect \(302\) not followed/);
    expect(target.received).toHaveLength(0);
    expectStatus(await world.admin.remove(endpoint.endpoint.id), 204);
    await target.close();
    await redirecting.close();
  });

  it('sends the test event to that endpoint only, and redelivers with the same message id', async () => {
    const first = await startReceiver();
    const second = await startReceiver();
    const endpoint = await subscribe(world.admin, first.url, ['score.given']);
    const bystander = await subscribe(world.admin, second.url, ['score.given']);
    const queued = expectStatus<Schema<'WebhookDeliveryQueued'>>(
      await world.admin.test(endpoint.endpoint.id),
      202,
    );
    await waitFor(() => first.received.length === 1);
    expect(first.received[0]?.event).toMatchObject({
      type: 'webhook.test',
      version: 1,
      data: { endpointId: endpoint.endpoint.id },
    });
    expect(first.received[0]?.headers['webhook-id']).toBe(queued.messageId);
    await waitFor(async () => {
      const log = expectStatus<Schema<'WebhookDeliveryPage'>>(
        await world.admin.deliveries(endpoint.endpoint.id),
        200,
      );
      return log.result[0]?.status === 'delivered';
    });
    expectStatus(await world.admin.redeliver(endpoint.endpoint.id, queued.deliveryId), 202);
    await waitFor(() => first.received.length === 2);
    expect(first.received[1]?.headers['webhook-id']).toBe(queued.messageId);
    expect(first.received[1]?.body).toBe(first.received[0]?.body);
    await waitFor(async () => {
      const log = expectStatus<Schema<'WebhookDeliveryPage'>>(
        await world.admin.deliveries(endpoint.endpoint.id),
        200,
      );
      return log.result[0]?.status === 'delivered' && log.result[0]?.attempts === 2;
    });
    expect(second.received).toHaveLength(0);
    // Another endpoint's delivery is not found under this one.
    expectStatus(await world.admin.redeliver(bystander.endpoint.id, queued.deliveryId), 404);
    for (const created of [endpoint, bystander]) {
      expectStatus(await world.admin.remove(created.endpoint.id), 204);
    }
    await first.close();
    await second.close();
  });

  it('keeps the order per candidate: a later event waits while an earlier one is retried', async () => {
    let failFirst = true;
    const ordered = await startReceiver((request) => {
      if (failFirst && request.event.data.stageId !== undefined) {
        failFirst = false;
        return 500;
      }
      return 200;
    });
    const endpoint = await subscribe(world.admin, ordered.url, ['candidate.stage_changed']);
    const candidate = await insertCandidate(testApp, world.recruitmentId);
    const other = await insertCandidate(testApp, world.recruitmentId);
    const path = [world.customStage, world.secondCustomStage, world.newStage];
    for (const stageId of path) expectStatus(await moveTo(world.people, candidate, stageId), 204);
    expectStatus(await moveTo(world.people, other, world.customStage), 204);
    await waitFor(
      () =>
        ordered.received.filter(
          (request) => request.event.data.recruiteeId === candidate.recruiteeId,
        ).length === 4,
    );
    const ofCandidate = ordered.received
      .filter((request) => request.event.data.recruiteeId === candidate.recruiteeId)
      .map((request) => request.event.data.stageId);
    // The first was refused once and sent again before the second went.
    expect(ofCandidate).toEqual([path[0], path[0], path[1], path[2]]);
    await waitFor(() =>
      ordered.received.some((request) => request.event.data.recruiteeId === other.recruiteeId),
    );
    expectStatus(await world.admin.remove(endpoint.endpoint.id), 204);
    await ordered.close();
  });

  it('sends the erasure with the id only, and clears personal data from messages already recorded', async () => {
    // The endpoint first points at a closed port: the stage change waits there, with the
    // candidate's name, until the erasure; then the endpoint points at the receiver.
    const port = await closedPort();
    const events: EventType[] = ['candidate.stage_changed', 'candidate.erased'];
    const endpoint = await subscribe(world.admin, `http://127.0.0.1:${port}/hook`, events, true);
    const candidate = await insertCandidate(testApp, world.recruitmentId);
    expectStatus(await moveTo(world.people, candidate, world.customStage), 204);
    const [recorded] = await testApp.database.db
      .select({ personalData: webhookMessages.personalData })
      .from(webhookMessages)
      .where(eq(webhookMessages.orderingKey, candidate.recruiteeId));
    expect(recorded?.personalData).toMatchObject({ firstName: 'Olivia' });
    const erased = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/Recruitees/${candidate.recruiteeId}/PersonalData`,
      headers: world.people.owner.api.headers,
    });
    expect(erased.statusCode, erased.body).toBe(204);
    const messages = await testApp.database.db
      .select({ type: webhookMessages.eventType, personalData: webhookMessages.personalData })
      .from(webhookMessages)
      .where(eq(webhookMessages.orderingKey, candidate.recruiteeId));
    expect(messages.map((message) => message.personalData)).toEqual([null, null]);

    const live = await startReceiver();
    expectStatus(
      await world.admin.edit(endpoint.endpoint.id, {
        url: live.url,
        description: '',
        events,
        enabled: true,
        includePersonalData: true,
      }),
      200,
    );
    // The stage change, sent again (or still retried), and the erasure.
    const log = expectStatus<Schema<'WebhookDeliveryPage'>>(
      await world.admin.deliveries(endpoint.endpoint.id),
      200,
    );
    for (const delivery of log.result) {
      expectStatus(await world.admin.redeliver(endpoint.endpoint.id, delivery.id), 202);
    }
    await waitFor(() => {
      const types = new Set(live.received.map((request) => request.event.type));
      return types.has('candidate.erased') && types.has('candidate.stage_changed');
    });
    for (const request of live.received) {
      expect(request.body).not.toContain('Olivia');
      expect(request.body).not.toContain('@example.com');
      expect(request.event.data).not.toHaveProperty('candidate');
    }
    const erasure = live.received.find((request) => request.event.type === 'candidate.erased');
    expect(Object.keys(erasure?.event.data ?? {}).sort()).toEqual(['erasedAt', 'recruiteeId']);
    expect(erasure?.event.data.recruiteeId).toBe(candidate.recruiteeId);
    expectStatus(await world.admin.remove(endpoint.endpoint.id), 204);
    await live.close();
  });
});

describe('an endpoint failing for too long', () => {
  const testApp = useTestApp();
  useDeliveryWorker(testApp, { disableAfterFailingSeconds: 0 });
  it('is disabled with a reason Settings shows; its waiting deliveries are given up', async () => {
    const admin = await adminWebhookApi(testApp);
    const failing = await startReceiver(() => 500);
    const endpoint = expectStatus<Created>(
      await admin.add({ url: failing.url, events: ['score.given'] }),
      201,
    );
    expectStatus(await admin.test(endpoint.endpoint.id), 202);
    await waitFor(async () => {
      const current = expectStatus<Schema<'WebhookEndpoint'>>(
        await admin.get(endpoint.endpoint.id),
        200,
      );
      return current.disabledReason === 'failedForDays';
    });
    const current = expectStatus<Schema<'WebhookEndpoint'>>(
      await admin.get(endpoint.endpoint.id),
      200,
    );
    expect(current).toMatchObject({ enabled: false, disabledReason: 'failedForDays' });
    expect(current.disabledAt).not.toBeNull();
    // Enabled again by a person: the failure is forgotten.
    const enabled = expectStatus<Schema<'WebhookEndpoint'>>(
      await admin.edit(endpoint.endpoint.id, {
        url: failing.url,
        description: '',
        events: ['score.given'],
        enabled: true,
        includePersonalData: false,
      }),
      200,
    );
    expect(enabled).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    // The test event (a person's send) is retried until given up, like any delivery.
    await waitFor(async () => {
      const rows = await testApp.database.db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.endpoint.id));
      return rows.every((row) => row.status === 'failed');
    });
    await failing.close();
  });
});
