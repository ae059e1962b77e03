import type { AccessLogEntry, AccessLogEntryPage } from '@ats/api-sdk/rtk';
import { api } from '@ats/api-sdk/rtk';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import compiledPl from '../../../i18n/compiled/pl.json';
import { giveElementsASize } from '../../../shared/testing/screenTests.ts';
import { AccessLogTable } from './AccessLogTable.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Node's Request refuses relative URLs; the browser resolves them against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost:3000') : input, init);
  }
}

const recruiteeId = '4f0c1a2b-0000-4000-8000-000000000001';
const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000 - 60_000).toISOString();

function entry(overrides: Partial<AccessLogEntry>): AccessLogEntry {
  return {
    id: crypto.randomUUID(),
    kind: 'file',
    accessedAt: twoHoursAgo,
    userId: '4f0c1a2b-0000-4000-8000-000000000002',
    userFirstName: 'Anna',
    userLastName: 'Kowalska',
    jobApplicationId: '4f0c1a2b-0000-4000-8000-000000000003',
    recruitmentTitle: 'Backend developer',
    fileName: 'CV Zoë.pdf',
    apiToken: null,
    ...overrides,
  };
}

function renderLog(answer: () => Response, locale: 'en' | 'pl' = 'en') {
  const requests: string[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request.url);
      return answer();
    }),
  );
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={locale === 'pl' ? compiledPl : undefined}>
        <AccessLogTable recruiteeId={recruiteeId} />
      </IntlProvider>
    </Provider>,
  );
  return requests;
}

describe('the access log of a candidate', { timeout: 30_000 }, () => {
  it('lists who read what and when, newest first as the server sends it', async () => {
    const page: AccessLogEntryPage = {
      result: [
        entry({
          kind: 'export',
          jobApplicationId: null,
          recruitmentTitle: null,
          fileName: null,
          userFirstName: 'Piotr',
          userLastName: 'Nowak',
        }),
        entry({ kind: 'mergedPdf', fileName: null }),
        entry({ kind: 'applicationPdf', fileName: null }),
        entry({}),
        entry({ fileName: null }),
      ],
      totalCount: 5,
      pageNumber: 1,
    };
    giveElementsASize();
    const requests = renderLog(() => Response.json(page));
    const table = await screen.findByRole('table', {
      name: "Who viewed or downloaded the candidate's data",
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.map(([what]) => what)).toEqual([
      'Exported all data',
      'Downloaded the applicationBackend developer',
      'Viewed the application formBackend developer',
      'Viewed a fileCV Zoë.pdfBackend developer',
      'Viewed a fileA file since deletedBackend developer',
    ]);
    expect(rows[0]?.[1]).toBe('Piotr Nowak');
    expect(rows[1]?.[1]).toBe('Anna Kowalska');
    expect(rows[0]?.[2]).toMatch(/^2 hours ago/);
    expect(new URL(requests[0] ?? '').pathname).toBe(`/api/Recruitees/${recruiteeId}/AccessLog`);
    expect(new URL(requests[0] ?? '').searchParams.get('pageNumber')).toBe('1');
  });

  it.each([
    ['en', 'Anna Kowalska via API token “Reporting job”'],
    ['pl', 'Anna Kowalska przez token API „Reporting job”'],
  ] as const)('names the API token another tool read it with (%s)', async (locale, who) => {
    const page: AccessLogEntryPage = {
      result: [
        entry({
          apiToken: { id: '4f0c1a2b-0000-4000-8000-000000000004', name: 'Reporting job' },
        }),
        entry({ userFirstName: 'Piotr', userLastName: 'Nowak' }),
      ],
      totalCount: 2,
      pageNumber: 1,
    };
    giveElementsASize();
    renderLog(() => Response.json(page), locale);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const whoColumn = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(whoColumn).toEqual([who, 'Piotr Nowak']);
  });

  it('says when nobody has looked yet', async () => {
    renderLog(() => Response.json({ result: [], totalCount: 0, pageNumber: 1 }));
    expect(await screen.findByText('Nobody has looked yet')).toBeTruthy();
  });

  it('says when the log cannot be loaded', async () => {
    renderLog(() =>
      Response.json(
        {
          status: 403,
          message: 'Your account has insufficient permissions to process this request.',
        },
        { status: 403 },
      ),
    );
    expect(await screen.findByText('The access log could not be loaded')).toBeTruthy();
  });
});
