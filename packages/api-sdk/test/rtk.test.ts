import { readFileSync } from 'node:fs';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activitiesApi,
  api,
  apiTokensApi,
  areaTags,
  dashboardApi,
  filesApi,
  jobOffersApi,
  settingsApi,
  usersApi,
} from '../src/rtk/index.ts';

const id = '5b1f6a43-6a5e-4c53-9c1c-3f0a1f1d2c11';
const origin = 'http://127.0.0.1:3000';
const contractPath = new URL('../openapi.yaml', import.meta.url);

/** Node's Request refuses relative URLs; the browser resolves them against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, origin) : input, init);
  }
}

let requests: Request[];
let respond: (request: Request) => Response;

beforeEach(() => {
  requests = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return respond(request);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  });
}

describe('the enhanced RTK Query api', () => {
  it('sends the job application as multipart FormData with the cookie', async () => {
    respond = () => Response.json({ id });
    const store = createStore();
    await store.dispatch(
      jobOffersApi.endpoints.applyForJobOffer.initiate({
        recruitmentId: id,
        'Idempotency-Key': id,
        body: {
          application: {
            personalData: {
              firstName: 'Ada',
              lastName: 'Lovelace',
              email: 'ada@example.com',
              phoneNumber: null,
              prefix: 'Ms',
            },
            answers: [],
            referer: 'linkedin',
            consent: true,
            consentVersionId: id,
            futureOpeningsConsent: true,
          },
          resume: new Blob(['%PDF'], { type: 'application/pdf' }),
        },
      }),
    );
    const [request] = requests;
    expect(request?.url).toBe(`${origin}/api/JobOffers/${id}/apply`);
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('Idempotency-Key')).toBe(id);
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request?.formData();
    expect(form?.get('resume')).toBeInstanceOf(Blob);
  });

  it('repeats the name of a list parameter, as the contract reads it', async () => {
    respond = () => Response.json({ result: [], totalCount: 0, pageNumber: 1 });
    const store = createStore();
    const other = '0d7c7d5e-8d5a-4a55-9a39-8a0e5c6b1f21';
    await store.dispatch(
      usersApi.endpoints.listRecruiters.initiate({ atsUserIdsToSkip: [id, other], page: 1 }),
    );
    const url = new URL(requests[0]?.url ?? '');
    expect(url.searchParams.getAll('ATSUserIdsToSkip')).toEqual([id, other]);
    expect(url.searchParams.has('SearchQuery')).toBe(false);
  });

  it('reads files as Blobs and keeps JSON error bodies', async () => {
    const store = createStore();
    respond = () => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } });
    const file = await store.dispatch(
      filesApi.endpoints.getMergedApplicationPdf.initiate({ jobApplicationId: id }),
    );
    expect(file.data).toBeInstanceOf(Blob);

    respond = () =>
      Response.json(
        { status: 404, message: 'Requested resource does not exist.' },
        { status: 404 },
      );
    const missing = await store.dispatch(
      filesApi.endpoints.getRecruiteePhoto.initiate({ recruiteeId: id }),
    );
    expect(missing.error).toEqual({
      status: 404,
      data: { status: 404, message: 'Requested resource does not exist.' },
    });
  });

  it('refetches the areas a mutation changes', async () => {
    const store = createStore();
    respond = (request) =>
      request.method === 'GET'
        ? Response.json({ recentActivities: [] })
        : Response.json({ id }, { status: 200 });
    const dashboard = store.dispatch(
      dashboardApi.endpoints.getDashboard.initiate({ timeZone: 'Europe/Warsaw' }),
    );
    await dashboard;
    await store.dispatch(
      activitiesApi.endpoints.addNote.initiate({
        addNoteInput: { text: 'Strong candidate', recruitmentId: id, recruiteeId: id },
      }),
    );
    await vi.waitFor(() => {
      expect(
        requests.filter((request) => new URL(request.url).pathname === '/api/Dashboard'),
      ).toHaveLength(2);
    });
    dashboard.unsubscribe();
  });

  it('leaves the cache alone after a POST that only reads (an e-mail preview)', async () => {
    const store = createStore();
    respond = (request) =>
      request.method === 'GET'
        ? Response.json({ result: [], totalCount: 0, pageNumber: 1 })
        : Response.json({ subject: 'Hi', html: '<p>Hi</p>', text: 'Hi', problems: [] });
    const templates = store.dispatch(
      settingsApi.endpoints.listEmailTemplates.initiate({ pageNumber: 1, pageSize: 20 }),
    );
    await templates;
    await store.dispatch(
      settingsApi.endpoints.previewEmailTemplate.initiate({
        emailPreviewInput: { language: 'en', subject: 'Hi', body: '' },
      }),
    );
    // A refetch, were there one, starts as the mutation settles.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST']);
    templates.unsubscribe();
  });

  it('has a cache tag for every area of the contract, API tokens included', () => {
    const contractTags = [
      ...readFileSync(contractPath, 'utf8').matchAll(/^ {2}- name: (\w+)$/gm),
    ].map((match) => match[1]);
    expect([...areaTags].sort()).toEqual(contractTags.sort());
  });

  it('refetches the token list after a token is made or revoked', async () => {
    const store = createStore();
    respond = (request) =>
      request.method === 'GET'
        ? Response.json({ result: [], totalCount: 0, pageNumber: 1 })
        : new Response(null, { status: 204 });
    const tokens = store.dispatch(apiTokensApi.endpoints.listApiTokens.initiate({ page: 1 }));
    await tokens;
    await store.dispatch(apiTokensApi.endpoints.revokeApiToken.initiate({ id }));
    await vi.waitFor(() => {
      expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2);
    });
    tokens.unsubscribe();
  });
});
