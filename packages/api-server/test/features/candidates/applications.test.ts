import type { Schema } from '@ats/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_ID } from '../../../src/db/reference-data.ts';
import type { Role } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import { createWorld, get, query, type World } from './fixtures.ts';

type Page = Schema<'JobApplicationListItemPage'>;

describe("a candidate's job applications", () => {
  const testApp = useTestApp();
  let world: World;

  beforeAll(async () => {
    world = await createWorld(testApp);
  });

  const url = (parameters: Record<string, string | number>) =>
    `/api/JobApplications?${query(parameters)}`;

  async function list(
    recruiteeId: string,
    role: Role = 'owner',
    parameters: Record<string, number> = {},
  ) {
    return bodyOf<Page>(
      await get(testApp, url({ recruiteeId, ...parameters }), world.cookies[role]),
    );
  }

  it('lists the applications the viewer may see in full, newest first', async () => {
    expect(await list(world.recruitees.bob)).toEqual({
      result: [
        {
          id: world.applications.bobSecond,
          recruitmentTitle: 'Backend developer – Payments',
          createDate: world.day(5).toISOString(),
          recruitmentRecruiteeMyScore: 0,
          recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.interview,
        },
        {
          id: world.applications.bobFirst,
          recruitmentTitle: 'Backend developer – Payments',
          createDate: world.day(2).toISOString(),
          recruitmentRecruiteeMyScore: 0,
          recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.interview,
        },
      ],
      totalCount: 2,
      pageNumber: 1,
    });
    const teamMemberScores = (await list(world.recruitees.bob, 'teamMember')).result.map(
      (row) => row.recruitmentRecruiteeMyScore,
    );
    expect(teamMemberScores).toEqual([3, 3]);
  });

  it('leaves out, and does not count, applications to recruitments the viewer is not on', async () => {
    const other = await list(world.recruitees.bob, 'otherRecruiter');
    expect(other.result.map((row) => [row.id, row.recruitmentTitle])).toEqual([
      [world.applications.bobFrontend, 'Frontend developer'],
    ]);
    expect(other.totalCount).toBe(1);
    expect(await list(world.recruitees.dan, 'owner')).toEqual({
      result: [],
      totalCount: 0,
      pageNumber: 1,
    });
  });

  it('pages 20 by default, or PageSize', async () => {
    const first = await list(world.recruitees.bob, 'hiringManager', { PageSize: 1 });
    const second = await list(world.recruitees.bob, 'hiringManager', {
      PageSize: 1,
      PageNumber: 2,
    });
    expect(first.result.map((row) => row.id)).toEqual([world.applications.bobSecond]);
    expect(second.result.map((row) => row.id)).toEqual([world.applications.bobFirst]);
    expect([first.totalCount, second.totalCount]).toEqual([2, 2]);
  });

  it('answers 404 for an unknown candidate and 401 signed out', async () => {
    expectError(await get(testApp, url({ recruiteeId: unknownId }), world.cookies.owner), 404);
    expectError(await get(testApp, url({ recruiteeId: world.recruitees.ada }), null), 401);
  });
});
