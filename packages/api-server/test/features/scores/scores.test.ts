import { ActivityType, type Schema } from '@ats/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
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
  storedScores,
} from '../activities/fixtures.ts';

type ScoreSummary = Schema<'ScoreSummary'>;
type ScoresSummary = Schema<'ScoresSummary'>;

const comment = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Strong on SQL.' }] }],
});

describe('scores of a candidate in a recruitment', () => {
  const testApp = useTestApp();
  let people: People;
  let recruitmentId: string;

  beforeAll(async () => {
    people = await signInPeople(testApp);
    recruitmentId = await insertRecruitment(testApp, people);
  });

  function setScore(api: CandidateApi, candidate: Candidate, score: number, text: string | null) {
    return api.post('/api/RecruitmentRecruiteeScores/setscore', {
      recruiteeId: candidate.recruiteeId,
      recruitmentId: candidate.recruitmentId,
      score,
      comment: text,
    });
  }

  function getScore(api: CandidateApi, candidate: Candidate) {
    return api.get('/api/RecruitmentRecruiteeScores', {
      recruiteeId: candidate.recruiteeId,
      recruitmentId: candidate.recruitmentId,
    });
  }

  function listScores(candidate: Candidate, page: Record<string, number> = {}) {
    return people.owner.api.get('/api/RecruitmentRecruiteeScores/Summary', {
      recruiteeId: candidate.recruiteeId,
      recruitmentId: candidate.recruitmentId,
      ...page,
    });
  }

  it('answers 0, 0, 0 before anybody scored', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    expect(bodyOf<ScoreSummary>(await getScore(people.owner.api, candidate))).toEqual({
      averageScore: 0,
      scoreSetByMe: 0,
      reviewCount: 0,
    });
    expect(bodyOf<ScoresSummary>(await listScores(candidate))).toEqual({
      recruitmentRecruiteeScoresSummaryRows: { result: [], totalCount: 0, pageNumber: 1 },
    });
  });

  it('averages every scorer, rounded to one significant digit, and tells each their own', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    bodyOf(await setScore(people.owner.api, candidate, 4, null));
    bodyOf(await setScore(people.manager.api, candidate, 4, null));
    // (4 + 4 + 3) / 3 = 3.67 shows as 4.
    const afterThird = bodyOf<ScoreSummary>(
      await setScore(people.teamMember.api, candidate, 3, comment),
    );
    expect(afterThird).toEqual({ averageScore: 4, scoreSetByMe: 3, reviewCount: 3 });
    expect(bodyOf<ScoreSummary>(await getScore(people.owner.api, candidate))).toEqual({
      averageScore: 4,
      scoreSetByMe: 4,
      reviewCount: 3,
    });

    // (1 + 1 + 3) / 3 = 1.67 shows as 2; (1 + 1 + 1) / 3 = 1.
    bodyOf(await setScore(people.owner.api, candidate, 1, null));
    expect(
      bodyOf<ScoreSummary>(await setScore(people.manager.api, candidate, 1, null)).averageScore,
    ).toBe(2);
    expect(
      bodyOf<ScoreSummary>(await setScore(people.teamMember.api, candidate, 1, null)).averageScore,
    ).toBe(1);
  });

  it('keeps one score per scorer, replaced, and one activity per change', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId, {
      appliedAt: [new Date('2025-03-01T09:00:00Z')],
    });
    bodyOf(await setScore(people.manager.api, candidate, 2, null));
    bodyOf(await setScore(people.manager.api, candidate, 5, comment));
    const summary = bodyOf<ScoreSummary>(await setScore(people.manager.api, candidate, 3, comment));
    expect(summary).toEqual({ averageScore: 3, scoreSetByMe: 3, reviewCount: 1 });

    const rows = await storedScores(testApp, candidate);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: people.manager.id, score: 3, comment });

    const history = await storedActivities(testApp, candidate);
    expect(history.map(({ activityType }) => activityType)).toEqual([
      ActivityType.ScoreChanged,
      ActivityType.ScoreChanged,
      ActivityType.ScoreChanged,
    ]);
    expect(history.map(({ data }) => data)).toEqual([
      { newScore: 3, comment, jobApplicationId: candidate.jobApplicationIds[0] },
      { newScore: 5, comment, jobApplicationId: candidate.jobApplicationIds[0] },
      { newScore: 2, comment: '', jobApplicationId: candidate.jobApplicationIds[0] },
    ]);
    expect(history.every(({ userId }) => userId === people.manager.id)).toBe(true);
  });

  it('lists every entry with the scorer and time, newest first, and pages them', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    bodyOf(await setScore(people.teamMember.api, candidate, 5, comment));
    bodyOf(await setScore(people.owner.api, candidate, 2, null));
    bodyOf(await setScore(people.manager.api, candidate, 3, null));
    // A replaced score moves to the top: its time is the replacement's.
    bodyOf(await setScore(people.teamMember.api, candidate, 4, comment));

    const { recruitmentRecruiteeScoresSummaryRows: page } = bodyOf<ScoresSummary>(
      await listScores(candidate),
    );
    expect(page.totalCount).toBe(3);
    expect(page.pageNumber).toBe(1);
    expect(
      page.result.map(({ score, scoringATSUserFirstName, scoringATSUserLastName }) => ({
        score,
        name: `${scoringATSUserFirstName} ${scoringATSUserLastName}`,
      })),
    ).toEqual([
      { score: 4, name: 'Piotr Nowak' },
      { score: 3, name: 'James Carter' },
      { score: 2, name: 'Emily Brown' },
    ]);
    expect(page.result[0]).toMatchObject({ scoringATSUserId: people.teamMember.id, comment });
    expect(page.result[2]?.comment).toBe('');
    const times = page.result.map(({ scoringTime }) => Date.parse(scoringTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = bodyOf<ScoresSummary>(
      await listScores(candidate, { PageNumber: 2, PageSize: 2 }),
    );
    expect(second.recruitmentRecruiteeScoresSummaryRows).toMatchObject({
      totalCount: 3,
      pageNumber: 2,
      result: [{ score: 2, scoringATSUserId: people.owner.id }],
    });
    const beyond = bodyOf<ScoresSummary>(
      await listScores(candidate, { PageNumber: 3, PageSize: 2 }),
    );
    expect(beyond.recruitmentRecruiteeScoresSummaryRows).toEqual({
      result: [],
      totalCount: 3,
      pageNumber: 3,
    });
  });

  it('refuses a score outside 1-5 and an unknown candidate, storing nothing', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    for (const score of [0, 6, 2.5]) {
      expectError(await setScore(people.owner.api, candidate, score, null), 400);
    }
    expectError(
      await setScore(people.owner.api, { ...candidate, recruiteeId: unknownId }, 3, null),
      404,
    );
    expectError(await getScore(people.owner.api, { ...candidate, recruiteeId: unknownId }), 404);
    expect(await storedScores(testApp, candidate)).toEqual([]);
    expect(await storedActivities(testApp, candidate)).toEqual([]);
  });
});
