import type { DuplicatePerson } from '@ats/api-sdk/rtk';
import { Toaster } from '@ats/design-system';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { MergeDialog } from './MergeDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = (id: string, email: string, applicationsCount: number): DuplicatePerson => ({
  id,
  firstName: 'Anna',
  lastName: 'Nowak',
  email,
  phoneNumber: '+48 600 100 200',
  createdAt: '2026-11-01T10:00:00Z',
  applicationsCount,
  recruitmentTitles: [`Recruitment of ${email}`],
  jobApplicationId: null,
});
const first = person('0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001', 'anna@example.com', 1);
const second = person('0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002', 'anna@example.org', 2);
const keptApplication = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0009';

function renderDialog() {
  const onClose = vi.fn();
  renderWithApi(
    <MemoryRouter initialEntries={['/applicants/duplicates']}>
      <Routes>
        <Route
          path="/applicants/duplicates"
          element={<MergeDialog people={[first, second]} onClose={onClose} />}
        />
        <Route path="/applicants/application/:id" element={<p>The kept profile</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return { onClose };
}

describe('MergeDialog', { timeout: 30_000 }, () => {
  it('compares both, merges into the chosen one after a confirmation, and opens the kept profile', async () => {
    const requests = stubApi(() =>
      json({ keptRecruiteeId: second.id, jobApplicationId: keptApplication }),
    );
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Merge candidates' });
    expect(within(dialog).getByText('Recruitment of anna@example.org')).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole('radio', { name: 'Keep Anna Nowak (anna@example.org)' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Merge candidates' });
    expect(within(confirm).getByText(/This cannot be undone\./)).toBeTruthy();
    expect(requests).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('The kept profile')).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(await requests[0]?.json()).toEqual({
      keptRecruiteeId: second.id,
      mergedRecruiteeId: first.id,
    });
  });

  it('says that one of them was merged meanwhile, and changes nothing', async () => {
    stubApi(() => json({ status: 404, message: 'Requested resource does not exist.' }, 404));
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    expect(
      await screen.findByText(
        'One of these candidates has already been merged or no longer exists. Nothing was changed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('The kept profile')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
