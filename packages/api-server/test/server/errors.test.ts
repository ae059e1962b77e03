import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recruitmentStages } from '../../src/db/schema/index.ts';
import { errorCatalogue } from '../../src/errors.ts';
import { useTestApp } from '../support/app.ts';
import { signIn } from '../support/sign-in.ts';

describe('errors follow the catalogue', () => {
  const testApp = useTestApp();
  let cookie: string;

  beforeAll(async () => {
    cookie = await signIn(testApp.app);
  });

  it('answers 401 with the catalogue message when signed out', async () => {
    for (const url of ['/api/ATSUsers/Current', '/api/Dashboard', '/api/Questionnaires']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: errorCatalogue[401] });
    }
  });

  it('refuses a malformed body with 400 and changes nothing', async () => {
    const readStages = () =>
      testApp.database.db
        .select()
        .from(recruitmentStages)
        .orderBy(asc(recruitmentStages.order), asc(recruitmentStages.id));
    const stagesBefore = await readStages();
    expect(stagesBefore.length).toBeGreaterThan(0);
    const malformedBodies = [
      '{"recruitmentRecruiteeStages": ',
      JSON.stringify({ recruitmentRecruiteeStages: 'not a list' }),
      JSON.stringify({ recruitmentRecruiteeStages: [{ id: 'x', stageType: 9, order: 'first' }] }),
    ];
    for (const payload of malformedBodies) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/RecruitmentRecruiteeStages/edit',
        headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
    }
    expect(await readStages()).toEqual(stagesBefore);
  });

  it('answers unknown API paths with 404 from the catalogue', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/NoSuchThing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: errorCatalogue[404] });
  });

  it('never leaks a stack trace', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/Questionnaires/add',
      headers: { cookie, 'content-type': 'text/plain', origin: 'http://localhost:3000' },
      payload: 'plain text',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
  });

  it('answers the health check without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  it('serves the contract and its reference page', async () => {
    const contract = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(contract.json()).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });
});
