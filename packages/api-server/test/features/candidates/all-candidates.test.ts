import type { Schema } from '@ats/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { bodyOf } from '../../support/responses.ts';
import { createWorld, get, query, type World } from './fixtures.ts';

type Page = Schema<'RecruiteeListItemPage'>;

describe('all candidates', () => {
  const testApp = useTestApp();
  let world: World;

  beforeAll(async () => {
    world = await createWorld(testApp);
  });

  async function list(parameters: Record<string, string | number> = {}, role: Role = 'owner') {
    return bodyOf<Page>(
      await get(testApp, `/api/Recruitees?${query(parameters)}`, world.cookies[role]),
    );
  }

  async function names(parameters: Record<string, string | number> = {}) {
    const page = await list(parameters);
    return { names: page.result.map((row) => row.firstName), totalCount: page.totalCount };
  }

  it('lists every candidate once, newest application over all recruitments first', async () => {
    const page = await list();
    expect(page.totalCount).toBe(4);
    expect(page.pageNumber).toBe(1);
    const [bob, dan, cyd, ada] = page.result;
    expect(page.result.map((row) => row.firstName)).toEqual(['Bob', 'Dan', 'Cyd', 'Ada']);
    // Bob's newest is in "frontend", which the owner of "backend" may not see in full.
    expect(bob).toEqual({
      id: world.recruitees.bob,
      firstName: 'Bob',
      lastName: 'Łukasiewicz',
      phoneNumber: null,
      email: 'bob.l@example.org',
      hasPhoto: true,
      isErased: false,
      newestJobApplicationId: world.applications.bobFrontend,
      newestAccessibleJobApplicationId: world.applications.bobSecond,
      newestJobApplicationDate: world.day(6).toISOString(),
      newestResumeFileIdentifier: world.resumes.bobSecond,
    });
    // Dan's photo column names a PDF, which getRecruiteePhoto never serves: no photo.
    expect(dan).toMatchObject({
      hasPhoto: false,
      newestJobApplicationId: world.applications.dan,
      newestAccessibleJobApplicationId: null,
      newestResumeFileIdentifier: null,
      phoneNumber: '+48 512 345 678',
    });
    expect(cyd).toMatchObject({
      hasPhoto: false,
      newestJobApplicationId: world.applications.cyd,
      newestAccessibleJobApplicationId: world.applications.cyd,
      newestResumeFileIdentifier: null,
    });
    expect(ada).toMatchObject({
      newestJobApplicationId: world.applications.ada,
      newestAccessibleJobApplicationId: world.applications.ada,
      newestJobApplicationDate: world.day(1).toISOString(),
      newestResumeFileIdentifier: world.resumes.ada,
    });
  });

  it('gives each viewer the newest application they may see in full', async () => {
    const accessible = async (role: Role) =>
      (await list({}, role)).result.map((row) => row.newestAccessibleJobApplicationId);
    const { applications } = world;
    expect(await accessible('otherRecruiter')).toEqual([
      applications.bobFrontend,
      applications.dan,
      null,
      null,
    ]);
    expect(await accessible('teamMember')).toEqual([
      applications.bobSecond,
      null,
      applications.cyd,
      applications.ada,
    ]);
    // A hiring manager sees only the candidates of their recruitments: not Dan.
    expect(await accessible('hiringManager')).toEqual([
      applications.bobSecond,
      applications.cyd,
      applications.ada,
    ]);
    const other = await list({}, 'otherRecruiter');
    expect(other.result[0]?.newestResumeFileIdentifier).toBe(world.resumes.bobFrontend);
  });

  it('pages 20 by default, or pageSize, with the total of all pages', async () => {
    expect(await names({ pageSize: 3 })).toEqual({ names: ['Bob', 'Dan', 'Cyd'], totalCount: 4 });
    expect(await names({ pageSize: 3, pageNumber: 2 })).toEqual({ names: ['Ada'], totalCount: 4 });
    expect(await list({ pageSize: 3, pageNumber: 3 })).toEqual({
      result: [],
      totalCount: 4,
      pageNumber: 3,
    });
  });

  it('searches names, e-mail and phone; % and _ are taken literally', async () => {
    const searched = async (SearchQuery: string) => await names({ SearchQuery });
    expect(await searched('brown')).toEqual({ names: ['Dan'], totalCount: 1 });
    expect(await searched('Łukas')).toEqual({ names: ['Bob'], totalCount: 1 });
    expect(await searched('EXAMPLE.COM')).toEqual({ names: ['Dan', 'Ada'], totalCount: 2 });
    expect(await searched('512345678')).toEqual({ names: ['Dan'], totalCount: 1 });
    expect(await searched('+48')).toEqual({ names: ['Dan', 'Ada'], totalCount: 2 });
    expect(await searched('%')).toEqual({ names: ['Dan'], totalCount: 1 });
    expect(await searched('n_1')).toEqual({ names: ['Dan'], totalCount: 1 });
    expect(await searched('a_a')).toEqual({ names: [], totalCount: 0 });
    expect(await searched('   ')).toEqual({ names: ['Bob', 'Dan', 'Cyd', 'Ada'], totalCount: 4 });
  });
});
