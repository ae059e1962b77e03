import type { Schema } from '@ats/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_ID } from '../../../src/db/reference-data.ts';
import type { Role } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import { createWorld, get, type World } from './fixtures.ts';

type Profile = Schema<'RecruiteeWithJobApplication'>;

describe('a candidate by job application (the profile)', () => {
  const testApp = useTestApp();
  let world: World;

  beforeAll(async () => {
    world = await createWorld(testApp);
  });

  async function profile(
    jobApplicationId: string,
    role: Role = 'owner',
    headers: Record<string, string> = {},
  ): Promise<Profile> {
    return bodyOf<Profile>(
      await get(
        testApp,
        `/api/Recruitees/ByJobApplication?jobApplicationId=${jobApplicationId}`,
        world.cookies[role],
        headers,
      ),
    );
  }

  it('gives the team the basics and the details of the application', async () => {
    const answer = await profile(world.applications.ada);
    expect(answer.basicData).toEqual({
      id: world.recruitees.ada,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+48 600 100 200',
      email: 'ada@example.com',
      isErased: false,
    });
    expect(answer.authorizedData).toEqual({
      jobApplicationId: world.applications.ada,
      recruitmentId: world.recruitments.backend,
      recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.new,
      appliedForPositionName: 'Backend Developer',
      jobApplicationDate: world.day(1).toISOString(),
      // 4.5 rounded to one significant digit.
      averageScore: 5,
      scoreSetByMe: 5,
      reviewCount: 2,
      filledQuestionnaireStructure: { elements: [expect.objectContaining({ $type: 'Resume' })] },
      filledQuestionnaireAnswers: {
        additionalQuestionnaireAnswers: [
          {
            $type: 'Resume',
            questionId: expect.any(String),
            fileIdentifier: world.resumes.ada,
            fileName: 'CV.pdf',
          },
        ],
      },
      // Written without a copy of its own: the candidate's details stand in.
      submittedDetails: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '+48 600 100 200',
        prefix: null,
        photoFileIdentifier: null,
      },
      // It came through the offer page: the candidate consented when it arrived.
      source: 'applied',
      sourceDetail: null,
      addedByStaff: false,
      addedByName: null,
      consentedAt: world.day(1).toISOString(),
      resumeFileIdentifier: world.resumes.ada,
    });
    expect((await profile(world.applications.ada, 'teamMember')).authorizedData?.scoreSetByMe).toBe(
      4,
    );
    expect(
      (await profile(world.applications.ada, 'hiringManager')).authorizedData?.scoreSetByMe,
    ).toBe(0);
  });

  it('names the position in the request language, or the title when there is none', async () => {
    const polish = await profile(world.applications.ada, 'owner', { 'accept-language': 'pl-PL' });
    expect(polish.authorizedData?.appliedForPositionName).toBe('Programista backend');
    const frontend = await profile(world.applications.dan, 'otherRecruiter');
    expect(frontend.authorizedData).toMatchObject({
      appliedForPositionName: 'Frontend developer',
      averageScore: 0,
      scoreSetByMe: 0,
      reviewCount: 0,
    });
  });

  it('gives other staff the basics only (authorizedData null, not 403)', async () => {
    const answer = await profile(world.applications.bobFrontend, 'owner');
    expect(answer).toEqual({
      basicData: {
        id: world.recruitees.bob,
        firstName: 'Bob',
        lastName: 'Łukasiewicz',
        phoneNumber: null,
        email: 'bob.l@example.org',
        isErased: false,
      },
      authorizedData: null,
      detailsSource: null,
      newDetails: null,
    });
    expect((await profile(world.applications.ada, 'otherRecruiter')).authorizedData).toBeNull();
  });

  it('answers 404 for an unknown application and 401 signed out', async () => {
    const url = (id: string) => `/api/Recruitees/ByJobApplication?jobApplicationId=${id}`;
    expectError(await get(testApp, url(unknownId), world.cookies.owner), 404);
    expectError(await get(testApp, url(world.applications.ada), null), 401);
  });
});
