import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionnaires } from '../../../src/db/schema/index.ts';
import { errorCatalogue } from '../../../src/errors.ts';
import { userIdByEmail } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import { QuestionnaireApi } from './fixtures.ts';

/**
 * Read-only checks over one seeded set: 25 numbered forms, a few named ones, one by another
 * user and one deleted. lastEdited is set explicitly so that the order is known.
 */
describe('questionnaire lists', () => {
  const testApp = useTestApp();
  let recruiterApi: QuestionnaireApi;
  let secondRecruiterId: string;
  /** Names in the expected list order (last edited first), deleted excluded. */
  let expectedOrder: string[];
  /** Names of active questionnaires, last edited first. */
  let expectedActive: string[];

  beforeAll(async () => {
    recruiterApi = new QuestionnaireApi(testApp, await signedInHeaders(testApp.app));
    const secondRecruiterApi = new QuestionnaireApi(
      testApp,
      await signedInHeaders(testApp.app, 'team@example.com'),
    );
    secondRecruiterId = await userIdByEmail(testApp, 'team@example.com');

    const seeds: Array<{ name: string; isDraft: boolean; api: QuestionnaireApi }> = [];
    for (let number = 1; number <= 25; number += 1) {
      const name = `Form ${String(number).padStart(2, '0')}`;
      seeds.push({ name, isDraft: number > 12, api: recruiterApi });
    }
    seeds.push({ name: 'Backend ENGINEER', isDraft: false, api: recruiterApi });
    seeds.push({ name: 'frontend engineer', isDraft: true, api: secondRecruiterApi });
    seeds.push({ name: '100%_sure', isDraft: true, api: recruiterApi });
    seeds.push({ name: 'Deleted engineer', isDraft: false, api: recruiterApi });

    const listed: Array<{ name: string; isDraft: boolean; lastEdited: number }> = [];
    for (const [index, seed] of seeds.entries()) {
      const id = await seed.api.add({ questionnaireName: seed.name, isDraft: seed.isDraft });
      // One hour apart, in creation order: the last seed is the newest.
      const lastEdited = Date.UTC(2026, 0, 1) + index * 3_600_000;
      await testApp.database.db
        .update(questionnaires)
        .set({ lastEdited: new Date(lastEdited) })
        .where(eq(questionnaires.id, id));
      if (seed.name === 'Deleted engineer') {
        expect((await recruiterApi.delete(id)).statusCode).toBe(204);
      } else {
        listed.push({ name: seed.name, isDraft: seed.isDraft, lastEdited });
      }
    }
    listed.sort((left, right) => right.lastEdited - left.lastEdited);
    expectedOrder = listed.map((seed) => seed.name);
    expectedActive = listed.filter((seed) => !seed.isDraft).map((seed) => seed.name);
  });

  it('pages 20 at a time, last edited first, and counts every questionnaire not deleted', async () => {
    const page1 = await recruiterApi.list({ pageNumber: 1, pageSize: 20 });
    const page2 = await recruiterApi.list({ pageNumber: 2, pageSize: 20 });
    const page3 = await recruiterApi.list({ pageNumber: 3, pageSize: 20 });
    expect(page1.totalCount).toBe(28);
    expect(page1.pageNumber).toBe(1);
    expect(page1.result).toHaveLength(20);
    expect(page2).toMatchObject({ totalCount: 28, pageNumber: 2 });
    expect(page2.result).toHaveLength(8);
    expect(page3).toEqual({ result: [], totalCount: 28, pageNumber: 3 });
    expect([...page1.result, ...page2.result].map((item) => item.name)).toEqual(expectedOrder);
    const lastEdited = page1.result.map((item) => Date.parse(item.lastEdited));
    expect(lastEdited).toEqual([...lastEdited].sort((left, right) => right - left));
  });

  it('uses the action default of 10 without a page size, from page 1', async () => {
    const page = await recruiterApi.list();
    expect(page.pageNumber).toBe(1);
    expect(page.result.map((item) => item.name)).toEqual(expectedOrder.slice(0, 10));
  });

  it('shows status, zero usage and the creating user', async () => {
    const { result } = await recruiterApi.list({ pageSize: 100 });
    const recruiterId = await userIdByEmail(testApp, 'recruiter@example.com');
    const frontend = result.find((item) => item.name === 'frontend engineer');
    expect(frontend).toMatchObject({
      status: 0,
      usageCount: 0,
      createdByListView: { id: secondRecruiterId, firstName: 'Piotr', lastName: 'Nowak' },
    });
    const backend = result.find((item) => item.name === 'Backend ENGINEER');
    expect(backend).toMatchObject({
      status: 1,
      createdByListView: { id: recruiterId, firstName: 'Anna', lastName: 'Kowalska' },
    });
    expect(result.every((item) => item.status !== 2)).toBe(true);
  });

  it('searches names containing the query, case-insensitively, without the deleted one', async () => {
    const names = async (searchQuery: string) =>
      (await recruiterApi.list({ SearchQuery: searchQuery, pageSize: 100 })).result.map(
        (item) => item.name,
      );
    expect(await names('engineer')).toEqual(['frontend engineer', 'Backend ENGINEER']);
    expect(await names('ENGIN')).toEqual(['frontend engineer', 'Backend ENGINEER']);
    expect(await names('  end eng ')).toEqual(['frontend engineer', 'Backend ENGINEER']);
    expect(await names('form 1')).toEqual(
      expectedOrder.filter((name) => name.startsWith('Form 1')),
    );
    expect(await names('nothing like this')).toEqual([]);
    const searched = await recruiterApi.list({ SearchQuery: 'engineer', pageSize: 1 });
    expect(searched).toMatchObject({ totalCount: 2, pageNumber: 1 });
    expect(searched.result).toHaveLength(1);
  });

  it('takes % and _ in the query literally, and an empty query as no filter', async () => {
    const names = async (searchQuery: string) =>
      (await recruiterApi.list({ SearchQuery: searchQuery, pageSize: 100 })).result.map(
        (item) => item.name,
      );
    expect(await names('%')).toEqual(['100%_sure']);
    expect(await names('_')).toEqual(['100%_sure']);
    expect(await names('0%_s')).toEqual(['100%_sure']);
    expect(await names('')).toEqual(expectedOrder);
    expect(await names('   ')).toEqual(expectedOrder);
  });

  it('offers only active questionnaires to the recruitment form, 10 a page by default', async () => {
    const page1 = await recruiterApi.listForRecruitment();
    const page2 = await recruiterApi.listForRecruitment({ page: 2 });
    expect(page1).toMatchObject({ totalCount: expectedActive.length, pageNumber: 1 });
    expect(page1.result).toHaveLength(10);
    expect(page2.pageNumber).toBe(2);
    expect([...page1.result, ...page2.result].map((option) => option.name)).toEqual(expectedActive);
    expect(expectedActive).not.toContain('Deleted engineer');
    const all = await recruiterApi.listForRecruitment({ page: 1, pageSize: 1000 });
    expect(all.result.map((option) => option.name)).toEqual(expectedActive);
    expect(Object.keys(all.result[0] ?? {}).sort()).toEqual(['id', 'name']);
  });

  it('refuses page sizes outside the contract with 400', async () => {
    const headers = await signedInHeaders(testApp.app);
    for (const url of [
      '/api/Questionnaires?pageSize=0',
      '/api/Questionnaires?pageSize=1001',
      '/api/Questionnaires?pageNumber=0',
      '/api/Questionnaires/questionnairelistforrecruitment?page=0',
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
    }
  });

  it('answers 401 to every questionnaire call when signed out', async () => {
    const anyId = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'GET', url: '/api/Questionnaires' },
      { method: 'GET', url: '/api/Questionnaires/questionnairelistforrecruitment' },
      { method: 'GET', url: `/api/Questionnaires/${anyId}` },
      { method: 'POST', url: '/api/Questionnaires/add', payload: {} },
      { method: 'POST', url: '/api/Questionnaires/edit', payload: {} },
      { method: 'DELETE', url: `/api/Questionnaires?QuestionnaireId=${anyId}` },
    ] as const;
    for (const call of calls) {
      const response = await testApp.app.inject({
        ...call,
        headers: { origin: testApp.app.config.publicOrigin },
      });
      expect(response.statusCode, call.url).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: errorCatalogue[401] });
    }
  });
});
