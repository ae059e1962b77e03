import { StageType } from '@ats/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { expectError } from '../../support/responses.ts';
import {
  type Candidate,
  type CandidateApi,
  insertCandidate,
  insertRecruitment,
  liveStages,
  newStageId,
  type People,
  signInPeople,
  storedActivities,
  storedPlacement,
  storedScores,
} from './fixtures.ts';

/*
 * Scores, stage moves and activities of a candidate are details of their application: only
 * the recruitment's owner, hiring manager and team members may read or write them (403 for
 * other staff, 401 signed out), and a refused write leaves no trace.
 */

interface Operation {
  operationId: string;
  call(
    api: CandidateApi,
    candidate: Candidate,
    context: { stageId: string },
  ): ReturnType<CandidateApi['get']>;
  success: 200 | 204;
  writes: boolean;
}

const key = (candidate: Candidate) => ({
  recruiteeId: candidate.recruiteeId,
  recruitmentId: candidate.recruitmentId,
});

const operations: Operation[] = [
  {
    operationId: 'listStagesAvailableForSetStage',
    call: (api, candidate) =>
      api.get('/api/RecruitmentRecruiteeStages/StagesAvailableForSetStage', {
        RecruiteeId: candidate.recruiteeId,
        RecruitmentId: candidate.recruitmentId,
      }),
    success: 200,
    writes: false,
  },
  {
    operationId: 'setStage',
    call: (api, candidate, { stageId }) =>
      api.post('/api/RecruitmentRecruiteeStages/setstage', {
        ...key(candidate),
        recruitmentRecruiteeStageId: stageId,
      }),
    success: 204,
    writes: true,
  },
  {
    operationId: 'getScore',
    call: (api, candidate) => api.get('/api/RecruitmentRecruiteeScores', key(candidate)),
    success: 200,
    writes: false,
  },
  {
    operationId: 'listScores',
    call: (api, candidate) => api.get('/api/RecruitmentRecruiteeScores/Summary', key(candidate)),
    success: 200,
    writes: false,
  },
  {
    operationId: 'setScore',
    call: (api, candidate) =>
      api.post('/api/RecruitmentRecruiteeScores/setscore', {
        ...key(candidate),
        score: 4,
        comment: null,
      }),
    success: 200,
    writes: true,
  },
  {
    operationId: 'listActivities',
    call: (api, candidate) => api.get('/api/Activities', key(candidate)),
    success: 200,
    writes: false,
  },
  {
    operationId: 'logPhoneCall',
    call: (api, candidate) =>
      api.post('/api/Activities/phonecall', {
        ...key(candidate),
        callType: 1,
        callDate: '2025-05-06',
        callTime: '2025-05-06T08:30:00.000Z',
        description: 'First call.',
      }),
    success: 200,
    writes: true,
  },
  {
    operationId: 'addNote',
    call: (api, candidate) => api.post('/api/Activities/note', { ...key(candidate), text: 'Hi.' }),
    success: 200,
    writes: true,
  },
  {
    operationId: 'scheduleMeeting',
    call: (api, candidate) =>
      api.post('/api/Activities/meeting', {
        ...key(candidate),
        meetingName: 'Interview',
        invitedPeople: [],
        durationInMinutes: 30,
        timeZoneId: 'Europe/Warsaw',
        messageContent: null,
        meetingDateTime: '2025-06-02T08:00:00.000Z',
      }),
    success: 200,
    writes: true,
  },
];

type Role = keyof People;
const roles: { role: Role; expected: 'allowed' | 403 | 401 }[] = [
  { role: 'owner', expected: 'allowed' },
  { role: 'manager', expected: 'allowed' },
  { role: 'teamMember', expected: 'allowed' },
  { role: 'otherRecruiter', expected: 403 },
  { role: 'signedOut', expected: 401 },
];

describe('who may read and write scores, stages and activities', () => {
  const testApp = useTestApp();
  let people: People;
  let recruitmentId: string;
  let customStageId: string;

  beforeAll(async () => {
    people = await signInPeople(testApp);
    recruitmentId = await insertRecruitment(testApp, people);
    const custom = (await liveStages(testApp)).find(
      ({ stageType }) => stageType === StageType.Custom,
    );
    if (!custom) throw new Error('no custom stage');
    customStageId = custom.id;
  });

  const apiOf = (role: Role): CandidateApi => {
    const person = people[role];
    return 'api' in person ? person.api : person;
  };

  for (const operation of operations) {
    for (const { role, expected } of roles) {
      it(`${operation.operationId} as ${role}: ${expected}`, async () => {
        const candidate = await insertCandidate(testApp, recruitmentId);
        const response = await operation.call(apiOf(role), candidate, {
          stageId: customStageId,
        });
        if (expected === 'allowed') {
          expect(response.statusCode, response.body).toBe(operation.success);
          return;
        }
        expectError(response, expected);
        if (operation.writes) {
          expect(await storedActivities(testApp, candidate)).toEqual([]);
          expect(await storedScores(testApp, candidate)).toEqual([]);
          const placement = await storedPlacement(testApp, candidate);
          expect(placement.stageId).toBe(await newStageId(testApp));
          expect(placement.isNew).toBe(true);
        }
      });
    }
  }
});
