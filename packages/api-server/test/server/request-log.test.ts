import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonSchema, listOperations, loadContract } from '../../src/contract/document.ts';
import { loggedQueryNames, loggedQueryValues, loggedUrl } from '../../src/request-log.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { signedInHeaders } from '../support/sign-in.ts';

/** Search terms that name a person: none of them may reach the log. */
const name = 'Zuzanna Wiśniewska-Kotecka';
const email = 'zuzanna.kotecka@example.org';
const terms = [name, 'Zuzanna', 'Kotecka', email, encodeURIComponent(email), 'zuzanna.kotecka'];

describe('request logs', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    testApp = await createTestApp(
      {},
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
    headers = await signedInHeaders(testApp.app);
  });
  afterAll(() => testApp?.close());

  it('name the route and redact search terms (names, e-mails) in every line', async () => {
    lines.length = 0;
    const get = (url: string, withSession = true) =>
      testApp.app.inject({ method: 'GET', url, headers: withSession ? headers : {} });
    const search = (term: string) => `SearchQuery=${encodeURIComponent(term)}`;
    const answers = [
      await get(`/api/Recruitees?${search(name)}&PageNumber=2`),
      await get(`/api/Recruitees?${search(email)}`),
      await get(`/api/Recruitments?${search(email)}&pageNumber=1`),
      await get(`/api/Keywords?startingWith=${encodeURIComponent(name)}`),
      // Refused: signed out, an unknown parameter, a search too long, a path that is no id.
      await get(`/api/Recruitees?${search(email)}`, false),
      await get(`/api/Recruitees?${encodeURIComponent(email)}=1`),
      await get(`/api/Recruitees?${search(`${email} ${'x'.repeat(200)}`)}`),
      await get(`/api/Recruitees/${encodeURIComponent(email)}/PersonalData`),
      // Refused by the CSRF check (no Origin), which names the request in its reason.
      await testApp.app.inject({
        method: 'POST',
        url: `/api/Activities/note?${search(email)}`,
        headers: { cookie: headers.cookie ?? '' },
        payload: {},
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 401, 200, 400, 400, 403,
    ]);

    const log = lines.join('');
    for (const term of terms) expect(log, term).not.toContain(term);
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/Recruitees?SearchQuery=[redacted]&PageNumber=2',
        '/api/Recruitments?SearchQuery=[redacted]&pageNumber=1',
        '/api/Keywords?startingWith=[redacted]',
        '/api/Recruitees?[redacted]',
        '/api/Recruitees/:recruiteeId/PersonalData',
      ]),
    );
    expect(log).toContain('POST /api/Activities/note?SearchQuery=[redacted] refused');
  });

  it('keep numbers and ids, and redact anything else in their place', () => {
    const id = '0b6f3a52-7c1e-4e43-9a55-2f1d7f3c9e10';
    const request = (url: string) => ({ url, routeOptions: { url: '/api/RecruitmentRecruitees' } });
    expect(
      loggedUrl(
        request(
          `/api/RecruitmentRecruitees?recruitmentId=${id}&RecruitmentStageIds=${id}&RecruitmentRecruiteeScores=0&PascalCase=1`,
        ),
      ),
    ).toBe(
      `/api/RecruitmentRecruitees?recruitmentId=${id}&RecruitmentStageIds=${id}&RecruitmentRecruiteeScores=0&[redacted]`,
    );
    expect(
      loggedUrl(request(`/x?PageNumber=${encodeURIComponent(email)}&recruitmentId=Kotecka`)),
    ).toBe('/api/RecruitmentRecruitees?PageNumber=[redacted]&recruitmentId=[redacted]');
    // The web app's files and unknown addresses: the path (it names no one), query redacted.
    expect(
      loggedUrl({
        url: '/login?returnTo=%2Fcandidates%3Fq%3DKotecka',
        routeOptions: { url: '/*' },
      }),
    ).toBe('/login?returnTo=[redacted]');
    expect(loggedUrl({ url: '/assets/app.js' })).toBe('/assets/app.js');
  });

  it('log values only of parameters that are numbers or ids in the contract, and know every parameter', () => {
    const document = loadContract();
    const schemas = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;
    const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
      const ref = schema?.$ref;
      return typeof ref === 'string' ? resolve(schemas[ref.split('/').pop() ?? '']) : schema;
    };
    const isNumberOrId = (schema: JsonSchema | undefined): boolean => {
      const resolved = resolve(schema);
      if (resolved?.type === 'array') return isNumberOrId(resolved.items as JsonSchema);
      return resolved?.type === 'integer' || resolved?.format === 'uuid';
    };
    const queryParameters = listOperations(document).flatMap((operation) =>
      operation.parameters.filter((parameter) => parameter.in === 'query'),
    );
    for (const parameter of queryParameters) {
      if (loggedQueryValues.has(parameter.name)) {
        expect(isNumberOrId(parameter.schema), parameter.name).toBe(true);
      } else {
        expect(loggedQueryNames.has(parameter.name), parameter.name).toBe(true);
      }
    }
    const contractNames = new Set(queryParameters.map((parameter) => parameter.name));
    for (const logged of loggedQueryValues) expect(contractNames.has(logged), logged).toBe(true);
  });
});
