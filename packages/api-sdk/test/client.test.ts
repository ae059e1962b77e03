import { describe, expect, it } from 'vitest';
import { createApiClient, formDataBodySerializer, toFormData } from '../src/index.ts';

const recruitmentId = '5b1f6a43-6a5e-4c53-9c1c-3f0a1f1d2c11';
const questionId = '0f8e2c7a-1d3b-4e5f-8a9b-0c1d2e3f4a5b';

function recordingFetch(response: Response) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return response.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

describe('toFormData', () => {
  it('sends files as parts, file maps as key[entry] parts and objects as JSON parts', async () => {
    const resume = new Blob(['%PDF'], { type: 'application/pdf' });
    const attachment = new Blob(['x'], { type: 'text/plain' });
    const form = toFormData({
      application: { referer: null },
      resume,
      photo: undefined,
      attachments: { [questionId]: attachment },
    });
    expect([...form.keys()]).toEqual(['application', 'resume', `attachments[${questionId}]`]);
    const application = form.get('application') as Blob;
    expect(application.type).toBe('application/json');
    expect(JSON.parse(await application.text())).toEqual({ referer: null });
    expect(await (form.get('resume') as Blob).text()).toBe('%PDF');
  });
});

describe('createApiClient', () => {
  it('calls the contract path with the session cookie and parses JSON', async () => {
    const { fetch, requests } = recordingFetch(
      Response.json({ result: [], totalCount: 0, pageNumber: 2 }),
    );
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:3000', fetch });
    const { data } = await client.GET('/api/Questionnaires', {
      params: { query: { SearchQuery: 'dev', pageNumber: 2, pageSize: 20 } },
    });
    expect(data).toEqual({ result: [], totalCount: 0, pageNumber: 2 });
    expect(requests[0]?.url).toBe(
      'http://127.0.0.1:3000/api/Questionnaires?SearchQuery=dev&pageNumber=2&pageSize=20',
    );
    expect(requests[0]?.credentials).toBe('include');
  });

  it('posts multipart bodies as FormData and downloads files as Blobs', async () => {
    const { fetch, requests } = recordingFetch(Response.json({ id: questionId }));
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:3000', fetch });
    await client.POST('/api/JobOffers/{recruitmentId}/apply', {
      params: { path: { recruitmentId }, header: { 'Idempotency-Key': questionId } },
      body: {
        application: {
          personalData: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@example.com',
            phoneNumber: null,
            prefix: null,
          },
          answers: [{ $type: 'SingleLineText', questionId, value: 'Hello' }],
          referer: null,
          consent: true,
          consentVersionId: questionId,
          futureOpeningsConsent: false,
        },
        resume: new Blob(['%PDF'], { type: 'application/pdf' }),
      },
      bodySerializer: formDataBodySerializer,
    });
    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe(questionId);

    const pdf = recordingFetch(
      new Response(new Blob(['%PDF'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    );
    const download = await createApiClient({
      fetch: pdf.fetch,
      baseUrl: 'http://127.0.0.1:3000',
    }).GET('/api/Files/JobApplications/{jobApplicationId}/MergedPdf', {
      params: { path: { jobApplicationId: questionId } },
      parseAs: 'blob',
    });
    expect(download.data).toBeInstanceOf(Blob);
  });

  it('sends the given headers with every request (the session cookie from Node)', async () => {
    const { fetch, requests } = recordingFetch(Response.json({ id: questionId }));
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:3000',
      fetch,
      headers: { Cookie: 'ats_session=abc', Origin: 'http://127.0.0.1:3000' },
    });
    await client.GET('/api/ATSUsers/Current');
    await client.POST('/api/Questionnaires/add', {
      body: {
        questionnaireName: 'Developers',
        isDraft: true,
        questionnaireStructure: { elements: [] },
      },
    });
    for (const request of requests) {
      expect(request.headers.get('Cookie')).toBe('ats_session=abc');
      expect(request.headers.get('Origin')).toBe('http://127.0.0.1:3000');
    }
    expect(requests).toHaveLength(2);
  });

  it('sends an API token as a bearer header with every request, and no cookie', async () => {
    const token = 'ats_0123456789abcdef_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    const { fetch, requests } = recordingFetch(Response.json({ id: questionId }));
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:3000', fetch, token });
    await client.GET('/api/ATSUsers/Current');
    await client.POST('/api/Questionnaires/add', {
      body: {
        questionnaireName: 'Developers',
        isDraft: true,
        questionnaireStructure: { elements: [] },
      },
    });
    await client.DELETE('/api/Settings/ApiTokens/{id}', { params: { path: { id: questionId } } });
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
      expect(request.credentials).toBe('omit');
      // No Origin needed: a token carries no credential a browser adds by itself.
      expect(request.headers.get('Origin')).toBeNull();
    }
  });

  it("keeps the caller's other headers beside the token, whose Authorization wins", async () => {
    const { fetch, requests } = recordingFetch(Response.json({}));
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:3000',
      fetch,
      token: 'ats_0123456789abcdef_secret',
      headers: { authorization: 'Basic eDp5', 'User-Agent': 'payroll-sync/1.0' },
    });
    await client.GET('/api/Settings/Currencies');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer ats_0123456789abcdef_secret');
    expect(requests[0]?.headers.get('User-Agent')).toBe('payroll-sync/1.0');
  });

  it('refuses an empty token or one with white space (a misread environment variable)', () => {
    expect(() => createApiClient({ token: '' })).toThrow(TypeError);
    expect(() => createApiClient({ token: 'ats_x\n' })).toThrow(/white space/);
  });

  it("works with Node's global fetch against a real HTTP server", async () => {
    const { createServer } = await import('node:http');
    const seen: { authorization?: string; cookie?: string }[] = [];
    const server = createServer((request, response) => {
      seen.push({ authorization: request.headers.authorization, cookie: request.headers.cookie });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify([{ code: 'PLN', name: 'Polish złoty' }]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, token: 'ats_abc_def' });
      const { data, response } = await client.GET('/api/Settings/Currencies');
      expect(response.status).toBe(200);
      expect(data).toEqual([{ code: 'PLN', name: 'Polish złoty' }]);
      expect(seen).toEqual([{ authorization: 'Bearer ats_abc_def', cookie: undefined }]);
    } finally {
      server.close();
    }
  });
});
