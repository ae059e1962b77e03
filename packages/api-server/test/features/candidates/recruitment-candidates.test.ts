import type { Schema } from '@ats/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_ID } from '../../../src/db/reference-data.ts';
import type { Role } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import { createWorld, get, query, type World } from './fixtures.ts';

type Page = Schema<'RecruitmentRecruiteePage'>;
type Parameters = Record<string, string | number | readonly (string | number)[]>;

describe('candidates in a recruitment', () => {
  const testApp = useTestApp();
  let world: World;

  beforeAll(async () => {
    world = await createWorld(testApp);
  });

  const url = (parameters: Parameters) =>
    `/api/RecruitmentRecruitees?${query({ recruitmentId: world.recruitments.backend, ...parameters })}`;

  async function list(parameters: Parameters = {}, role: Role = 'owner'): Promise<Page> {
    return bodyOf<Page>(await get(testApp, url(parameters), world.cookies[role]));
  }

  /** The first names of a page's rows, in order. */
  async function names(parameters: Parameters = {}, role: Role = 'owner') {
    const page = await list(parameters, role);
    const { ada, bob, cyd, dan } = world.recruitees;
    const nameOf: Record<string, string> = {
      [ada]: 'Ada',
      [bob]: 'Bob',
      [cyd]: 'Cyd',
      [dan]: 'Dan',
    };
    return { names: page.result.map((row) => nameOf[row.id]), totalCount: page.totalCount };
  }

  it('lists the candidates of the recruitment only, newest application first, with their rows', async () => {
    const page = await list();
    expect(page.totalCount).toBe(3);
    expect(page.pageNumber).toBe(1);
    expect(page.result).toEqual([
      {
        id: world.recruitees.bob,
        firstName: 'Bob',
        lastName: 'Łukasiewicz',
        hasPhoto: true,
        isErased: false,
        // His newest application to THIS recruitment, not the later one to "frontend".
        newestJobApplicationId: world.applications.bobSecond,
        newestJobApplicationDate: world.day(5).toISOString(),
        newestResumeFileIdentifier: world.resumes.bobSecond,
        recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.interview,
        // In his stage since his first application: the second one kept it.
        stageEnteredDate: world.day(2).toISOString(),
        averageScore: 3,
        scoreSetByMe: 0,
        reviewCount: 1,
      },
      {
        id: world.recruitees.cyd,
        firstName: 'Cyd',
        lastName: 'Charisse',
        hasPhoto: false,
        isErased: false,
        newestJobApplicationId: world.applications.cyd,
        newestJobApplicationDate: world.day(3).toISOString(),
        newestResumeFileIdentifier: null,
        recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.hired,
        stageEnteredDate: world.day(3).toISOString(),
        // 1.33 rounded to one significant digit.
        averageScore: 1,
        scoreSetByMe: 1,
        reviewCount: 3,
      },
      {
        id: world.recruitees.ada,
        firstName: 'Ada',
        lastName: 'Lovelace',
        hasPhoto: false,
        isErased: false,
        newestJobApplicationId: world.applications.ada,
        newestJobApplicationDate: world.day(1).toISOString(),
        newestResumeFileIdentifier: world.resumes.ada,
        recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.new,
        stageEnteredDate: world.day(1).toISOString(),
        averageScore: 5,
        scoreSetByMe: 5,
        reviewCount: 2,
      },
    ]);
  });

  it('shows each viewer their own score', async () => {
    const scoresBy = async (role: Role) =>
      (await list({}, role)).result.map((row) => row.scoreSetByMe);
    expect(await scoresBy('teamMember')).toEqual([3, 1, 4]);
    expect(await scoresBy('hiringManager')).toEqual([0, 2, 0]);
  });

  it('pages 20 by default, or PageSize, with the total of all pages', async () => {
    expect(await names({ PageSize: 2 })).toEqual({ names: ['Bob', 'Cyd'], totalCount: 3 });
    expect(await names({ PageSize: 2, PageNumber: 2 })).toEqual({ names: ['Ada'], totalCount: 3 });
    const beyond = await list({ PageSize: 2, PageNumber: 3 });
    expect(beyond).toEqual({ result: [], totalCount: 3, pageNumber: 3 });
  });

  it('filters by stage: any of the chosen stages', async () => {
    const { interview, hired, new: newStage, offer } = DEFAULT_STAGE_ID;
    expect(await names({ RecruitmentStageIds: [interview] })).toEqual({
      names: ['Bob'],
      totalCount: 1,
    });
    expect(await names({ RecruitmentStageIds: [newStage, hired] })).toEqual({
      names: ['Cyd', 'Ada'],
      totalCount: 2,
    });
    expect(await names({ RecruitmentStageIds: [offer] })).toEqual({ names: [], totalCount: 0 });
  });

  it('filters by my score: any of the chosen values, 0 meaning not scored by me', async () => {
    expect(await names({ RecruitmentRecruiteeScores: [5] })).toEqual({
      names: ['Ada'],
      totalCount: 1,
    });
    expect(await names({ RecruitmentRecruiteeScores: [0] })).toEqual({
      names: ['Bob'],
      totalCount: 1,
    });
    expect(await names({ RecruitmentRecruiteeScores: [0, 5] })).toEqual({
      names: ['Bob', 'Ada'],
      totalCount: 2,
    });
    expect(await names({ RecruitmentRecruiteeScores: [2, 3, 4] })).toEqual({
      names: [],
      totalCount: 0,
    });
    // Another viewer's own scores decide for them.
    expect(await names({ RecruitmentRecruiteeScores: [4, 3] }, 'teamMember')).toEqual({
      names: ['Bob', 'Ada'],
      totalCount: 2,
    });
    expect(await names({ RecruitmentRecruiteeScores: [0] }, 'hiringManager')).toEqual({
      names: ['Bob', 'Ada'],
      totalCount: 2,
    });
  });

  it('searches first and last name, e-mail and phone, in any letter case', async () => {
    const searched = async (SearchQuery: string) => (await names({ SearchQuery })).names;
    expect(await searched('ada')).toEqual(['Ada']);
    expect(await searched('LOVELACE')).toEqual(['Ada']);
    expect(await searched('Łukas')).toEqual(['Bob']);
    expect(await searched('  charisse  ')).toEqual(['Cyd']);
    expect(await searched('example.org')).toEqual(['Bob']);
    expect(await searched('@example.')).toEqual(['Bob', 'Cyd', 'Ada']);
    expect(await searched('600 100')).toEqual(['Ada']);
    expect(await searched('600100200')).toEqual(['Ada']);
    expect(await searched('+44 7700')).toEqual(['Cyd']);
    expect(await searched('ada lovelace')).toEqual(['Ada']);
    expect(await searched('nobody')).toEqual([]);
    // Dan applied to the other recruitment only.
    expect(await searched('dan')).toEqual([]);
    expect(await searched('')).toEqual(['Bob', 'Cyd', 'Ada']);
  });

  it('combines the filters, and counts what they keep', async () => {
    expect(
      await names({
        SearchQuery: 'example',
        RecruitmentStageIds: [DEFAULT_STAGE_ID.new, DEFAULT_STAGE_ID.hired],
        RecruitmentRecruiteeScores: [1],
        PageSize: 1,
      }),
    ).toEqual({ names: ['Cyd'], totalCount: 1 });
  });

  it('answers 403 to staff outside the recruitment, 404 for an unknown one, 401 signed out', async () => {
    expectError(await get(testApp, url({}), world.cookies.otherRecruiter), 403);
    expectError(
      await get(
        testApp,
        `/api/RecruitmentRecruitees?${query({ recruitmentId: unknownId })}`,
        world.cookies.owner,
      ),
      404,
    );
    expectError(await get(testApp, url({}), null), 401);
  });

  it('refuses a score outside 0-5 or a stage id that is not a UUID (400)', async () => {
    const bad: Parameters[] = [
      { RecruitmentRecruiteeScores: [6] },
      { RecruitmentStageIds: ['new'] },
    ];
    for (const parameters of bad) {
      const response = await get(testApp, url(parameters), world.cookies.owner);
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  // Last: it moves Ada, whom the tests above expect in New.
  it('dates the stage from the latest stage change once the candidate is moved', async () => {
    const requestedAt = Date.now();
    const moved = await testApp.app.inject({
      method: 'POST',
      url: '/api/RecruitmentRecruiteeStages/setstage',
      headers: { cookie: world.cookies.owner, origin: testApp.app.config.publicOrigin },
      payload: {
        recruiteeId: world.recruitees.ada,
        recruitmentId: world.recruitments.backend,
        recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.interview,
      },
    });
    expect(moved.statusCode, moved.body).toBe(204);
    const ada = (await list()).result.find((row) => row.id === world.recruitees.ada);
    expect(ada?.recruitmentRecruiteeStageId).toBe(DEFAULT_STAGE_ID.interview);
    // The database's clock, within the test's: now, not her application day.
    expect(Date.parse(ada?.stageEnteredDate ?? '')).toBeGreaterThan(requestedAt - 60_000);
    expect(ada?.newestJobApplicationDate).toBe(world.day(1).toISOString());
  });
});
