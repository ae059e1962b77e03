import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, testUserAs } from '../../../shared/testing/testStore.tsx';
import { ExportCandidatesButton } from './ExportCandidatesButton.tsx';
import { ExportCandidatesDialog } from './ExportCandidatesDialog.tsx';
import type { ExportedList } from './exportRequest.ts';

const recruitmentId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001';
const stageId = '5e1d0000-0000-4000-8000-000000000003';
const inRecruitment: ExportedList = {
  kind: 'recruitment',
  recruitmentId,
  searchQuery: 'Łukasz',
  stageIds: [stageId],
  scores: [5, 0],
};

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

function renderDialog(list: ExportedList) {
  const onClose = vi.fn();
  render(
    <IntlProvider locale="en">
      <ExportCandidatesDialog list={list} open onClose={onClose} />
    </IntlProvider>,
  );
  return { onClose };
}

/** The download link's query, as the server will read it. */
function downloadQuery() {
  const href = screen.getByRole('link', { name: 'Download' }).getAttribute('href') ?? '';
  const url = new URL(href, 'http://localhost');
  return { path: url.pathname, query: url.searchParams };
}

describe('ExportCandidatesDialog', { timeout: 30_000 }, () => {
  it("links to the recruitment's export with its filters and the list's columns", async () => {
    renderDialog(inRecruitment);
    expect(await screen.findByRole('dialog', { name: 'Export candidates' })).toBeTruthy();
    const { path, query } = downloadQuery();
    expect(path).toBe('/api/RecruitmentRecruitees/Export');
    expect(query.get('recruitmentId')).toBe(recruitmentId);
    expect(query.get('SearchQuery')).toBe('Łukasz');
    expect(query.getAll('RecruitmentStageIds')).toEqual([stageId]);
    expect(query.getAll('RecruitmentRecruiteeScores')).toEqual(['5', '0']);
    expect(query.getAll('columns')).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'applicationDate',
      'stage',
      'averageScore',
    ]);
    expect(query.get('format')).toBe('csv');
    expect(screen.getByRole('radio', { name: /CSV/ })).toHaveProperty('checked', true);
  });

  it('exports the chosen columns only, in the chooser order, and needs one at least', async () => {
    renderDialog({ kind: 'all', searchQuery: '' });
    await screen.findByRole('dialog', { name: 'Export candidates' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Source' }));
    const { path, query } = downloadQuery();
    expect(path).toBe('/api/Recruitees/Export');
    expect(query.has('SearchQuery')).toBe(false);
    expect(query.getAll('columns')).toEqual([
      'firstName',
      'lastName',
      'phoneNumber',
      'applicationDate',
      'source',
    ]);
    for (const name of ['First name', 'Last name', 'Phone', 'Application date', 'Source']) {
      fireEvent.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByText('Choose at least one column.')).toBeTruthy();
  });

  it('remembers the columns per kind of list once downloaded, and closes', async () => {
    const { onClose } = renderDialog({ kind: 'all', searchQuery: 'ada' });
    await screen.findByRole('dialog', { name: 'Export candidates' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'My score' }));
    const link = screen.getByRole('link', { name: 'Download' });
    // The browser would download the file; jsdom cannot navigate.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalled();
    cleanup();

    renderDialog({ kind: 'all', searchQuery: '' });
    await screen.findByRole('dialog', { name: 'Export candidates' });
    expect(screen.getByRole('checkbox', { name: 'My score' })).toHaveProperty('checked', true);
    expect(downloadQuery().query.getAll('columns')).toContain('myScore');
    cleanup();

    renderDialog(inRecruitment);
    await screen.findByRole('dialog', { name: 'Export candidates' });
    expect(screen.getByRole('checkbox', { name: 'My score' })).toHaveProperty('checked', false);
  });
});

describe('ExportCandidatesButton', { timeout: 30_000 }, () => {
  it('opens the dialog for roles that may export personal data', async () => {
    renderWithApi(<ExportCandidatesButton list={{ kind: 'all', searchQuery: '' }} />, {
      user: testUserAs('HiringManager'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('dialog', { name: 'Export candidates' })).toBeTruthy();
  });

  it('is not there for an interviewer', () => {
    renderWithApi(<ExportCandidatesButton list={{ kind: 'all', searchQuery: '' }} />, {
      user: testUserAs('Interviewer'),
    });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
