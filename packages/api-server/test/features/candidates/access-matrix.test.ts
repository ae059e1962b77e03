import { beforeAll, describe, expect, it } from 'vitest';
import { type Role, roles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { createWorld, get, query, type World } from './fixtures.ts';

type Viewer = Role | 'signedOut';

/**
 * Every candidate read of this folder as each viewer of recruitment "backend": what the
 * profile hides (details of Ada's backend application) must not leak through any of them.
 */
describe('access to candidates: four operations x five viewers', () => {
  const testApp = useTestApp();
  let world: World;

  beforeAll(async () => {
    world = await createWorld(testApp);
  });

  const viewers: Viewer[] = [...roles, 'signedOut'];
  const onTheTeam = (viewer: Viewer) =>
    viewer === 'owner' || viewer === 'hiringManager' || viewer === 'teamMember';

  function request(viewer: Viewer, url: string) {
    return get(testApp, url, viewer === 'signedOut' ? null : world.cookies[viewer]);
  }

  it.each(viewers)('listRecruitmentRecruitees as %s', async (viewer) => {
    const url = `/api/RecruitmentRecruitees?${query({ recruitmentId: world.recruitments.backend })}`;
    const response = await request(viewer, url);
    const expected = viewer === 'signedOut' ? 401 : onTheTeam(viewer) ? 200 : 403;
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 200) expect(response.json().totalCount).toBe(3);
  });

  it.each(viewers)('listRecruitees as %s', async (viewer) => {
    const response = await request(viewer, `/api/Recruitees?${query({ SearchQuery: 'lovelace' })}`);
    if (viewer === 'signedOut') {
      expect(response.statusCode).toBe(401);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const [ada] = response.json().result;
    expect(ada).toMatchObject({
      newestJobApplicationId: world.applications.ada,
      newestAccessibleJobApplicationId: onTheTeam(viewer) ? world.applications.ada : null,
      newestResumeFileIdentifier: onTheTeam(viewer) ? world.resumes.ada : null,
    });
  });

  it.each(viewers)('getRecruiteeByJobApplication as %s', async (viewer) => {
    const url = `/api/Recruitees/ByJobApplication?jobApplicationId=${world.applications.ada}`;
    const response = await request(viewer, url);
    if (viewer === 'signedOut') {
      expect(response.statusCode).toBe(401);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const { basicData, authorizedData } = response.json();
    expect(basicData.id).toBe(world.recruitees.ada);
    if (onTheTeam(viewer)) {
      expect(authorizedData.jobApplicationId).toBe(world.applications.ada);
    } else {
      expect(authorizedData).toBeNull();
    }
  });

  it.each(viewers)('listJobApplications as %s', async (viewer) => {
    const url = `/api/JobApplications?${query({ recruiteeId: world.recruitees.ada })}`;
    const response = await request(viewer, url);
    if (viewer === 'signedOut') {
      expect(response.statusCode).toBe(401);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.result.map((row: { id: string }) => row.id)).toEqual(
      onTheTeam(viewer) ? [world.applications.ada] : [],
    );
    expect(page.totalCount).toBe(onTheTeam(viewer) ? 1 : 0);
  });
});
