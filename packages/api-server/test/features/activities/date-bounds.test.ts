import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../src/errors.ts';
import { useTestApp } from '../../support/app.ts';
import { richText } from '../email-templates/fixtures.ts';
import {
  type Candidate,
  insertCandidate,
  insertRecruitment,
  type People,
  signInPeople,
  storedActivities,
} from './fixtures.ts';

/** Dates a person may mean: the contract takes the years 1900-2999 (issue 24). */
describe('dates of calls and meetings', () => {
  const testApp = useTestApp();
  let people: People;
  let candidate: Candidate;

  beforeAll(async () => {
    people = await signInPeople(testApp);
    candidate = await insertCandidate(testApp, await insertRecruitment(testApp, people));
  });

  const meeting = (meetingDateTime: string) => ({
    recruiteeId: candidate.recruiteeId,
    recruitmentId: candidate.recruitmentId,
    meetingName: 'Technical interview',
    invitedPeople: [],
    durationInMinutes: 60,
    timeZoneId: 'Europe/Warsaw',
    messageContent: richText('See you then.'),
    meetingDateTime,
  });

  it.each([
    '0001-01-01T09:00:00.000Z',
    '9999-12-31T09:00:00.000Z',
    '1899-12-31T09:00:00.000Z',
    '3000-01-01T09:00:00.000Z',
  ])('refuses a meeting on %s (400) and records nothing', async (meetingDateTime) => {
    const before = await storedActivities(testApp, candidate);
    const response = await people.owner.api.post(
      '/api/Activities/meeting',
      meeting(meetingDateTime),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
    expect(await storedActivities(testApp, candidate)).toEqual(before);
  });

  it('schedules a meeting in 2027, and refuses to move it to the year 1', async () => {
    const response = await people.owner.api.post(
      '/api/Activities/meeting',
      meeting('2027-06-01T09:00:00.000Z'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { recruiteeId: _r, recruitmentId: _m, ...fields } = meeting('0001-06-01T09:00:00.000Z');
    const moved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/Activities/meeting/${response.json().id}`,
      headers: people.owner.api.headers,
      payload: fields,
    });
    expect(moved.statusCode, moved.body).toBe(400);
  });

  it.each([
    ['0001-01-01', '0001-01-01T08:00:00.000Z'],
    ['9999-12-31', '9999-12-31T08:00:00.000Z'],
  ])('refuses a phone call on %s (400)', async (callDate, callTime) => {
    const response = await people.owner.api.post('/api/Activities/phonecall', {
      recruiteeId: candidate.recruiteeId,
      recruitmentId: candidate.recruitmentId,
      callType: 0,
      callDate,
      callTime,
      description: 'A call.',
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});
