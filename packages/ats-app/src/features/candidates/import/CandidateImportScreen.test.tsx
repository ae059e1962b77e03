import type { CandidateImport, CandidateImportRow } from '@ats/api-sdk/rtk';
import { toast } from '@ats/design-system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { CandidateImportScreen } from './CandidateImportScreen.tsx';
import {
  checkedSettings,
  importId,
  importOf,
  recruitmentId,
  recruitmentOf,
  rowOf,
  stages,
} from './importTestData.ts';

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => '');
  vi.spyOn(toast, 'error').mockImplementation(() => '');
  // jsdom lays nothing out: give the tables' scroll areas a size, so their rows are drawn.
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

interface Server {
  requests: Request[];
  /** The import each GET answers; a function may change it between reads (polling). */
  current: () => CandidateImport;
  rows: CandidateImportRow[];
  onWrite?: (request: Request) => Response | Promise<Response>;
}

function stubServer(candidateImport: CandidateImport, rows: CandidateImportRow[] = []): Server {
  const server: Server = { requests: [], current: () => candidateImport, rows };
  server.requests = stubApi(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET') {
      if (server.onWrite) return server.onWrite(request);
      return json({ status: 500, message: 'unexpected' }, 500);
    }
    if (url.pathname === `/api/Imports/${importId}`) return json(server.current());
    if (url.pathname === `/api/Imports/${importId}/rows`) {
      return json({ result: server.rows, totalCount: server.rows.length, pageNumber: 1 });
    }
    if (url.pathname === '/api/Recruitments') {
      const recruitments = [
        recruitmentOf(),
        recruitmentOf({
          id: '3a2b1c0d-1111-4222-8333-444455550000',
          title: 'Closed one',
          status: 3,
        }),
      ];
      return json({ result: recruitments, totalCount: recruitments.length, pageNumber: 1 });
    }
    if (url.pathname === '/api/RecruitmentRecruiteeStages') return json(stages);
    return json({ status: 404, message: 'Requested resource does not exist.' }, 404);
  });
  return server;
}

function renderImport(id = importId) {
  const router = createMemoryRouter(
    [
      { path: '/settings/import/:id', element: <CandidateImportScreen /> },
      { path: '/settings/import', element: <h1>Imports list</h1> },
    ],
    { initialEntries: [`/settings/import/${id}`] },
  );
  renderWithApi(<RouterProvider router={router} />);
  return router;
}

function writes(server: Server): Request[] {
  return server.requests.filter((request) => request.method !== 'GET');
}

describe('One import (issue 29)', { timeout: 30_000 }, () => {
  it('maps the columns with the suggestion preselected, then sends the settings', async () => {
    const server = stubServer(importOf());
    server.onWrite = () => json(importOf({ status: 'Checking', settings: checkedSettings }));
    renderImport();

    const table = await screen.findByRole('table', { name: 'Columns of the file' });
    // Each column with its first values and its field.
    const nameRow = within(table).getByRole('rowheader', { name: 'Imię i nazwisko' }).closest('tr');
    if (!nameRow) throw new Error('no row');
    expect(within(nameRow).getByText('Jan Kowalski')).toBeTruthy();
    expect(within(nameRow).getByText('Ewa Nowak')).toBeTruthy();
    expect(
      within(table).getByRole('combobox', { name: 'Field for “Imię i nazwisko”' }).textContent,
    ).toContain('Full name');
    expect(
      within(table).getByRole('combobox', { name: 'Field for “E-mail”' }).textContent,
    ).toContain('E-mail');
    expect(
      within(table).getByRole('combobox', { name: 'Field for “Notes”' }).textContent,
    ).toContain('Do not import');
    expect(screen.getByRole('list', { name: 'Steps of the import' })).toBeTruthy();
    expect(screen.getByText('2. Map columns').getAttribute('aria-current')).toBe('step');

    // The note column becomes a note; the closed recruitment is not offered.
    fireEvent.click(within(table).getByRole('combobox', { name: 'Field for “Notes”' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Note' }));
    fireEvent.click(screen.getByRole('combobox', { name: /Recruitment/ }));
    expect(await screen.findByRole('option', { name: 'Java Developer' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Closed one' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Java Developer' }));
    expect(screen.getByRole('combobox', { name: /Stage/ }).textContent).toContain(
      'The first New stage',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Skip the row' }));

    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    const put = writes(server)[0];
    expect(put?.method).toBe('PUT');
    expect(new URL(put?.url ?? '').pathname).toBe(`/api/Imports/${importId}`);
    expect(await put?.json()).toEqual({
      mapping: [
        { column: 0, field: 'fullName' },
        { column: 1, field: 'email' },
        { column: 2, field: 'phoneNumber' },
        { column: 3, field: 'note' },
      ],
      recruitmentId,
      stageId: null,
      source: 'sourced',
      sourceDetail: null,
      existingCandidates: 'skip',
    });
  });

  it('says what the mapping lacks and sends nothing', async () => {
    const server = stubServer(importOf({ suggestedMapping: [{ column: 0, field: 'fullName' }] }));
    renderImport();
    await screen.findByRole('table', { name: 'Columns of the file' });
    fireEvent.click(screen.getByRole('combobox', { name: /Recruitment/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Java Developer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose the column that holds the e-mail.',
    );
    expect(writes(server)).toHaveLength(0);
  });

  it('asks for the detail of a referral', async () => {
    stubServer(importOf());
    renderImport();
    await screen.findByRole('table', { name: 'Columns of the file' });
    expect(screen.queryByRole('textbox', { name: 'Referred by' })).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: /Source/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Referral' }));
    expect(await screen.findByRole('textbox', { name: 'Referred by' })).toBeTruthy();
  });

  it('shows the check while it runs, polling until the results are in', async () => {
    const checking = importOf({
      status: 'Checking',
      settings: checkedSettings,
      progress: { ...importOf().progress, checkedRows: 10 },
    });
    const checked = importOf({
      status: 'Checked',
      settings: checkedSettings,
      progress: { ...importOf().progress, checkedRows: 40, created: 37, failed: 3 },
    });
    const server = stubServer(checking, [rowOf()]);
    renderImport();
    const bar = await screen.findByRole('progressbar', { name: 'Rows checked' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    expect(bar.getAttribute('aria-valuemax')).toBe('40');
    server.current = () => checked;
    expect(
      await screen.findByRole('heading', { name: 'Check results' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('shows what the check found, the rows with problems in plain words, and starts', async () => {
    const checked = importOf({
      status: 'Checked',
      settings: checkedSettings,
      progress: {
        ...importOf().progress,
        checkedRows: 40,
        created: 30,
        updated: 5,
        addedToRecruitment: 1,
        skipped: 1,
        failed: 3,
      },
    });
    const server = stubServer(checked, [
      rowOf(),
      rowOf({
        rowNumber: 7,
        firstName: 'Jan',
        lastName: 'Kowalski',
        email: 'jan@example.com',
        outcome: 'fail',
        problems: ['duplicateInFile'],
      }),
      rowOf({
        rowNumber: 9,
        firstName: 'Olga',
        lastName: 'Lis',
        email: 'olga@example.com',
        outcome: 'update',
        problems: ['existingCandidate', 'resumeNotInZip'],
      }),
    ]);
    server.onWrite = () => json(importOf({ ...checked, status: 'Running' }));
    renderImport();

    expect(await screen.findByRole('group', { name: 'Will be created' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Will be created' }).textContent).toContain('30');
    expect(screen.getByRole('group', { name: 'Will be updated' }).textContent).toContain('5');
    expect(screen.getByRole('group', { name: 'Will fail' }).textContent).toContain('3');

    const problems = await screen.findByRole('table', { name: 'Rows with problems' });
    expect(await within(problems).findByText('The e-mail is not a valid address')).toBeTruthy();
    expect(within(problems).getByText('The same e-mail is on an earlier row')).toBeTruthy();
    expect(within(problems).getByText('A candidate with this e-mail already exists')).toBeTruthy();
    expect(within(problems).getByText('The resume is not in the zip file')).toBeTruthy();
    expect(within(problems).getByText('Row 7')).toBeTruthy();
    const rowsRequest = server.requests.find((request) => request.url.includes('/rows'));
    expect(new URL(rowsRequest?.url ?? '').searchParams.get('withProblems')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Start import' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    const post = writes(server)[0];
    expect(post?.method).toBe('POST');
    expect(new URL(post?.url ?? '').pathname).toBe(`/api/Imports/${importId}/start`);
  });

  it('goes back to the mapping from the results, with the settings as they were', async () => {
    stubServer(importOf({ status: 'Checked', settings: checkedSettings }));
    renderImport();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the mapping' }));
    expect(screen.getByRole('combobox', { name: 'Field for “Telefon”' }).textContent).toContain(
      'Do not import',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Recruitment/ }).textContent).toContain(
        'Java Developer',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to the check results' }));
    expect(await screen.findByRole('heading', { name: 'Check results' })).toBeTruthy();
  });

  it('discards an import after asking, and goes back to the imports', async () => {
    const server = stubServer(importOf({ status: 'Checked', settings: checkedSettings }));
    server.onWrite = () => new Response(null, { status: 204 });
    const router = renderImport();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this import?' });
    expect(writes(server)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/import'));
    expect(writes(server)[0]?.method).toBe('DELETE');
  });

  it('shows the run as a progress bar and cancels it after asking', async () => {
    const running = importOf({
      status: 'Running',
      settings: checkedSettings,
      progress: {
        ...importOf().progress,
        checkedRows: 40,
        processedRows: 15,
        created: 14,
        failed: 1,
      },
    });
    const server = stubServer(running);
    server.onWrite = () => json({ ...running, status: 'Cancelling' });
    renderImport();
    const bar = await screen.findByRole('progressbar', { name: 'Rows imported' });
    expect(bar.getAttribute('aria-valuenow')).toBe('15');
    expect(bar.getAttribute('aria-valuemax')).toBe('40');
    expect(screen.getByText('15 of 40 rows')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Created' }).textContent).toContain('14');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the import?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep importing' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Cancel the import?' })).toBeNull(),
    );
    expect(writes(server)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel the import?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel import' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(new URL(writes(server)[0]?.url ?? '').pathname).toBe(`/api/Imports/${importId}/cancel`);
  });

  it('ends with the report: the counts, how far a cancelled import got, and the failed rows', async () => {
    stubServer(
      importOf({
        status: 'Cancelled',
        settings: checkedSettings,
        finishedAt: '2026-06-01T08:05:00.000Z',
        progress: {
          ...importOf().progress,
          checkedRows: 40,
          processedRows: 20,
          created: 12,
          updated: 4,
          addedToRecruitment: 1,
          skipped: 2,
          failed: 1,
        },
      }),
      [rowOf({ done: true })],
    );
    renderImport();
    expect(await screen.findByRole('heading', { name: 'Import cancelled' })).toBeTruthy();
    expect(screen.getByText(/It stopped after 20 of 40 rows/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Created' }).textContent).toContain('12');
    expect(screen.getByRole('group', { name: 'Updated' }).textContent).toContain('4');
    expect(screen.getByRole('group', { name: 'Skipped' }).textContent).toContain('2');
    expect(screen.getByRole('group', { name: 'Failed' }).textContent).toContain('1');
    expect(screen.getByRole('button', { name: 'Download report' })).toBeTruthy();
    const problems = await screen.findByRole('table', { name: 'Rows with problems' });
    expect(await within(problems).findByText('The e-mail is not a valid address')).toBeTruthy();
  });

  it('says why a failed import stopped', async () => {
    stubServer(
      importOf({
        status: 'Failed',
        settings: checkedSettings,
        error: 'The database could not be reached.',
        progress: { ...importOf().progress, processedRows: 10 },
      }),
    );
    renderImport();
    expect(await screen.findByRole('heading', { name: 'Import failed' })).toBeTruthy();
    expect(screen.getByText('Reason: The database could not be reached.')).toBeTruthy();
  });

  it('shows the not-found page for an address that is no import id', async () => {
    stubServer(importOf());
    renderImport('not-an-id');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Columns of the file' })).toBeNull();
  });

  it('shows the error view with a retry when the import cannot be loaded', async () => {
    stubApi(async () => json({ status: 500, message: 'boom' }, 500));
    renderImport();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
