import type { CandidateImport } from '@ats/api-sdk/rtk';
import { toast } from '@ats/design-system';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { CandidateImportsScreen } from './CandidateImportsScreen.tsx';
import { importId, importOf } from './importTestData.ts';

/** Just enough of XMLHttpRequest to watch the upload and to answer it. */
class FakeRequest extends EventTarget {
  static made: FakeRequest[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';

  constructor() {
    super();
    FakeRequest.made.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(): void {}

  send(body: unknown): void {
    this.body = body;
  }

  answer(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { loaded, total, lengthComputable: true }),
    );
  }
}

beforeEach(() => {
  FakeRequest.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  vi.spyOn(toast, 'success').mockImplementation(() => '');
  vi.spyOn(toast, 'error').mockImplementation(() => '');
  // jsdom lays nothing out: give the table's scroll area a size, so its rows are drawn.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1400);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const finished = importOf({
  id: '7c1f0e2a-5b3d-4e8f-9a10-2b3c4d5e6f02',
  fileName: 'old-ats.csv',
  status: 'Finished',
  finishedAt: '2026-05-01T09:00:00.000Z',
  progress: {
    totalRows: 120,
    checkedRows: 120,
    processedRows: 120,
    created: 100,
    updated: 10,
    addedToRecruitment: 2,
    skipped: 5,
    failed: 3,
  },
});

function stubServer(imports: CandidateImport[]) {
  return stubApi(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/Imports') {
      return json({ result: imports, totalCount: imports.length, pageNumber: 1 });
    }
    return json({ status: 404, message: 'Requested resource does not exist.' }, 404);
  });
}

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/settings/import', element: <CandidateImportsScreen /> },
      { path: '/settings/import/:id', element: <h1>One import</h1> },
    ],
    { initialEntries: ['/settings/import'] },
  );
  renderWithApi(<RouterProvider router={router} />);
  return router;
}

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!(row instanceof HTMLElement)) throw new Error(`no row with ${text}`);
  return row;
}

function choose(label: RegExp, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

const csv = (size = 10) => new File(['x'.repeat(size)], 'people.csv', { type: 'text/csv' });

describe('Settings > Import (issue 29)', { timeout: 30_000 }, () => {
  it('lists the earlier imports with their status, counts, who and when', async () => {
    stubServer([importOf({ status: 'Checked' }), finished]);
    renderScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import candidates' }),
    ).toBeTruthy();
    expect(await screen.findByText('old-ats.csv')).toBeTruthy();
    const row = rowOf('old-ats.csv');
    expect(within(row).getByText('Finished')).toBeTruthy();
    expect(
      within(row).getByText('120 rows: 100 created, 10 updated, 2 added, 5 skipped, 3 failed'),
    ).toBeTruthy();
    expect(within(row).getByText('Anna Kowalska')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'old-ats.csv' }).getAttribute('href')).toBe(
      `/settings/import/${finished.id}`,
    );
    expect(within(rowOf('candidates.csv')).getByText('Checked')).toBeTruthy();
    expect(within(rowOf('candidates.csv')).getByText('40 rows')).toBeTruthy();
  });

  it('says so when there is no import yet', async () => {
    stubServer([]);
    renderScreen();
    expect(await screen.findByText('No imports yet')).toBeTruthy();
  });

  it('shows the limits and asks for a CSV before sending anything', async () => {
    stubServer([]);
    renderScreen();
    expect(screen.getByText(/At most 20 MB and 100,000 rows/)).toBeTruthy();
    expect(screen.getByText(/At most 1 GB and 10,000 files/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a CSV file')).toBeTruthy();
    choose(/CSV file/, new File(['x'], 'people.xlsx'));
    expect(await screen.findByText('Choose a .csv file')).toBeTruthy();
    choose(/CSV file/, csv(20 * 1024 * 1024 + 1));
    expect(await screen.findByText('The file is over 20 MB')).toBeTruthy();
    choose(/CSV file/, csv());
    choose(/Resumes/, new File(['x'], 'cvs.rar'));
    expect(await screen.findByText('Choose a .zip file')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(FakeRequest.made).toHaveLength(0);
  });

  it('uploads the CSV and the zip with a progress bar, then opens the import', async () => {
    stubServer([]);
    const router = renderScreen();
    choose(/CSV file/, csv());
    choose(/Resumes/, new File(['zip'], 'cvs.zip', { type: 'application/zip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeRequest.made).toHaveLength(1));
    const request = FakeRequest.made[0] as FakeRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/Imports');
    const body = request.body as FormData;
    expect((body.get('file') as File).name).toBe('people.csv');
    expect((body.get('resumes') as File).name).toBe('cvs.zip');

    act(() => request.progress(50, 200));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuemax')).toBe('200');

    act(() => request.answer(201, importOf()));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/settings/import/${importId}`),
    );
  });

  it('shows the server’s refusal of the file under it', async () => {
    stubServer([]);
    renderScreen();
    choose(/CSV file/, csv());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeRequest.made).toHaveLength(1));
    act(() =>
      FakeRequest.made[0]?.answer(400, { status: 400, message: 'not a CSV', field: 'file' }),
    );
    expect(await screen.findByText(/This file cannot be imported/)).toBeTruthy();
    expect(screen.getByLabelText(/CSV file/).getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
