import { randomUUID } from 'node:crypto';
import type { Schema } from '@ats/api-sdk';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  idempotencyKeys,
  outboxMessages,
  recruitees,
} from '../../../src/db/schema/index.ts';
import { errorCatalogue } from '../../../src/errors.ts';
import { deleteExpiredIdempotencyKeys } from '../../../src/jobs/idempotency-key-cleanup.ts';
import { useTestApp } from '../../support/app.ts';
import { bodyOf } from '../../support/responses.ts';
import { richText } from '../email-templates/fixtures.ts';
import {
  type Candidate,
  type CandidateApi,
  insertCandidate,
  insertRecruitment,
  type People,
  signInPeople,
} from './fixtures.ts';

type Activity = Schema<'Activity'>;

/**
 * A client retry after a lost answer sends the same request with the same Idempotency-Key:
 * it must write nothing new and answer the first answer; the same key with another request is
 * refused (422), and a key is one user's.
 */
describe('Idempotency-Key on the activity writes', () => {
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

  function send(
    api: CandidateApi,
    request: { method: 'POST' | 'PUT'; url: string; body?: object },
    key: string,
  ): Promise<LightMyRequestResponse> {
    return testApp.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...api.headers, 'idempotency-key': key },
      ...(request.body ? { payload: request.body } : {}),
    });
  }

  /** What the writes leave behind: activities, mail and stored keys. */
  async function written() {
    const { db } = testApp.database;
    const [activityRows] = await db.select({ n: count() }).from(activities);
    const [outboxRows] = await db.select({ n: count() }).from(outboxMessages);
    const [keyRows] = await db.select({ n: count() }).from(idempotencyKeys);
    const meetings = await db.select({ id: activities.id, data: activities.data }).from(activities);
    return {
      activities: activityRows?.n,
      outbox: outboxRows?.n,
      keys: keyRows?.n,
      data: JSON.stringify(meetings.sort((a, b) => a.id.localeCompare(b.id))),
    };
  }

  const meetingTime = '2027-03-02T09:00:00.000Z';
  const meeting = (candidate: Candidate, name = 'Technical interview') => ({
    ...of(candidate),
    meetingName: name,
    invitedPeople: ['olivia@example.com'],
    durationInMinutes: 60,
    timeZoneId: 'Europe/Warsaw',
    messageContent: richText('See you then.'),
    meetingDateTime: meetingTime,
  });

  async function scheduledMeeting(candidate: Candidate): Promise<string> {
    const response = await people.owner.api.post('/api/Activities/meeting', meeting(candidate));
    return bodyOf<Activity>(response).id;
  }

  /** Each write: the request, and another request of the same operation. */
  const writes: {
    operation: string;
    requests: (candidate: Candidate) => Promise<{
      first: { method: 'POST' | 'PUT'; url: string; body?: object };
      other: { method: 'POST' | 'PUT'; url: string; body?: object };
    }>;
  }[] = [
    {
      operation: 'logPhoneCall',
      requests: async (candidate) => {
        const call = {
          ...of(candidate),
          callType: 0,
          callDate: '2027-05-06',
          callTime: '2027-05-06T08:30:00.000Z',
          description: 'Talked about the notice period.',
        };
        return {
          first: { method: 'POST', url: '/api/Activities/phonecall', body: call },
          other: {
            method: 'POST',
            url: '/api/Activities/phonecall',
            body: { ...call, description: 'Another call.' },
          },
        };
      },
    },
    {
      operation: 'addNote',
      requests: async (candidate) => ({
        first: {
          method: 'POST',
          url: '/api/Activities/note',
          body: { ...of(candidate), text: 'A' },
        },
        other: {
          method: 'POST',
          url: '/api/Activities/note',
          body: { ...of(candidate), text: 'B' },
        },
      }),
    },
    {
      operation: 'scheduleMeeting',
      requests: async (candidate) => ({
        first: { method: 'POST', url: '/api/Activities/meeting', body: meeting(candidate) },
        other: {
          method: 'POST',
          url: '/api/Activities/meeting',
          body: meeting(candidate, 'Another interview'),
        },
      }),
    },
    {
      operation: 'rescheduleMeeting',
      requests: async (candidate) => {
        const url = `/api/Activities/meeting/${await scheduledMeeting(candidate)}`;
        const { recruiteeId: _r, recruitmentId: _m, ...fields } = meeting(candidate, 'Moved');
        return {
          first: { method: 'PUT', url, body: fields },
          other: { method: 'PUT', url, body: { ...fields, durationInMinutes: 30 } },
        };
      },
    },
    {
      operation: 'cancelMeeting',
      requests: async (candidate) => ({
        first: {
          method: 'POST',
          url: `/api/Activities/meeting/${await scheduledMeeting(candidate)}/cancel`,
        },
        other: {
          method: 'POST',
          url: `/api/Activities/meeting/${await scheduledMeeting(candidate)}/cancel`,
        },
      }),
    },
    {
      operation: 'sendMessage',
      requests: async (candidate) => {
        const mail = {
          ...of(candidate),
          language: 'en',
          subject: 'About {recruitmentTitle}',
          body: richText('Hello {candidateFirstName},'),
        };
        return {
          first: { method: 'POST', url: '/api/Activities/message', body: mail },
          other: {
            method: 'POST',
            url: '/api/Activities/message',
            body: { ...mail, subject: 'Another subject' },
          },
        };
      },
    },
  ];

  describe.each(writes)('$operation', ({ requests }) => {
    it('answers a retry with the first answer and writes once', async () => {
      const candidate = await insertCandidate(testApp, recruitmentId);
      const { first } = await requests(candidate);
      const key = randomUUID();
      const before = await written();
      const answer = await send(people.owner.api, first, key);
      expect(answer.statusCode, answer.body).toBe(200);
      const after = await written();
      expect(after.keys).toBe(Number(before.keys) + 1);

      const retried = await send(people.owner.api, first, key);
      expect(retried.statusCode, retried.body).toBe(answer.statusCode);
      expect(retried.json()).toEqual(answer.json());
      expect(await written()).toEqual(after);
    });

    it('refuses the same key with another request (422) and writes nothing', async () => {
      const candidate = await insertCandidate(testApp, recruitmentId);
      const { first, other } = await requests(candidate);
      const key = randomUUID();
      expect((await send(people.owner.api, first, key)).statusCode).toBe(200);
      const before = await written();
      const reused = await send(people.owner.api, other, key);
      expect(reused.statusCode, reused.body).toBe(422);
      expect(reused.json()).toEqual({ status: 422, message: errorCatalogue[400] });
      expect(await written()).toEqual(before);
    });

    it('keeps one user’s key apart from another’s', async () => {
      const candidate = await insertCandidate(testApp, recruitmentId);
      const { first, other } = await requests(candidate);
      const key = randomUUID();
      expect((await send(people.owner.api, first, key)).statusCode).toBe(200);
      // The manager's write with the same key is their own: it is written and answered.
      const before = await written();
      const theirs = await send(people.manager.api, other, key);
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect((await written()).keys).toBe(Number(before.keys) + 1);
    });
  });

  it('answers two requests with one key at once with one write', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const body = { ...of(candidate), text: 'Sent twice at once.' };
    const key = randomUUID();
    const before = await written();
    const answers = await Promise.all([
      send(people.owner.api, { method: 'POST', url: '/api/Activities/note', body }, key),
      send(people.owner.api, { method: 'POST', url: '/api/Activities/note', body }, key),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect((await written()).activities).toBe(Number(before.activities) + 1);
  });

  it('keeps no key when the write fails', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const key = randomUUID();
    const before = await written();
    const refused = await send(
      people.owner.api,
      {
        method: 'POST',
        url: '/api/Activities/meeting',
        body: { ...meeting(candidate), timeZoneId: 'Mars/Olympus' },
      },
      key,
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await written()).toEqual(before);
    // The key is free for the corrected request.
    const corrected = await send(
      people.owner.api,
      { method: 'POST', url: '/api/Activities/meeting', body: meeting(candidate) },
      key,
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
  });

  it('refuses a malformed key (400)', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const body = { ...of(candidate), text: 'A note.' };
    for (const key of ['', 'with space', 'x'.repeat(129), 'zażółć']) {
      const response = await send(
        people.owner.api,
        { method: 'POST', url: '/api/Activities/note', body },
        key,
      );
      expect(response.statusCode, key).toBe(400);
    }
  });

  it('deletes keys after a day, and with the candidate’s erasure', async () => {
    const { db } = testApp.database;
    const candidate = await insertCandidate(testApp, recruitmentId);
    const note = (text: string) => ({
      method: 'POST' as const,
      url: '/api/Activities/note',
      body: { ...of(candidate), text },
    });
    const oldKey = randomUUID();
    const newKey = randomUUID();
    expect((await send(people.owner.api, note('Old'), oldKey)).statusCode).toBe(200);
    expect((await send(people.owner.api, note('New'), newKey)).statusCode).toBe(200);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.key, oldKey));
    expect(await deleteExpiredIdempotencyKeys(db)).toBeGreaterThanOrEqual(1);
    const keysOf = async () =>
      (
        await db
          .select({ key: idempotencyKeys.key })
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.recruiteeId, candidate.recruiteeId))
      ).map((row) => row.key);
    expect(await keysOf()).toEqual([newKey]);

    const erased = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/Recruitees/${candidate.recruiteeId}/PersonalData`,
      headers: people.owner.api.headers,
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(await keysOf()).toEqual([]);
    const [row] = await db
      .select({ anonymisedAt: recruitees.anonymisedAt })
      .from(recruitees)
      .where(eq(recruitees.id, candidate.recruiteeId));
    expect(row?.anonymisedAt).not.toBeNull();
  });
});
