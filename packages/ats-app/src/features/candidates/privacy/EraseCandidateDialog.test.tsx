import { Toaster } from '@ats/design-system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { EraseCandidateDialog } from './EraseCandidateDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const recruiteeId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002';
const summaryPath = `/api/Recruitees/${recruiteeId}/PersonalData`;

const summary = {
  recruiteeId,
  firstName: 'Jan',
  lastName: 'Nowak',
  email: 'jan.nowak@example.com',
  phoneNumber: '+48 600 100 200',
  isErased: false,
  applicationCount: 2,
  fileCount: 1,
  activityTextCount: 3,
  scoreCommentCount: 0,
};

function renderDialog() {
  const onClose = vi.fn();
  const onErased = vi.fn();
  renderWithApi(
    <>
      <EraseCandidateDialog
        recruiteeId={recruiteeId}
        candidateName="Jan Nowak"
        onClose={onClose}
        onErased={onErased}
      />
      <Toaster />
    </>,
  );
  return { onClose, onErased };
}

const eraseButton = () => screen.getByRole('button', { name: 'Erase' });

describe('EraseCandidateDialog', { timeout: 30_000 }, () => {
  it('names everything the erasure removes', async () => {
    stubApi(() => json(summary));
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase personal data' });
    expect(
      await within(dialog).findByText('Erase the personal data of Jan Nowak? This removes:'),
    ).toBeTruthy();
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'the name, e-mail address (jan.nowak@example.com) and phone number (+48 600 100 200)',
      'the answers of 2 applications',
      '1 file (resume, photo or attachment)',
      'the texts of 3 notes, calls and meetings',
      '0 score comments',
    ]);
    expect(eraseButton().hasAttribute('disabled')).toBe(false);
  });

  it('erases, says so and leaves', async () => {
    const requests = stubApi((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : json(summary),
    );
    const { onClose, onErased } = renderDialog();
    await screen.findByText('the answers of 2 applications');
    fireEvent.click(eraseButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onErased).toHaveBeenCalled();
    expect(await screen.findByText('The personal data has been erased.')).toBeTruthy();
    const erasure = requests.find((request) => request.method === 'DELETE');
    expect(new URL(erasure?.url ?? '').pathname).toBe(summaryPath);
  });

  it('says so when the erasure fails, and does not leave', async () => {
    stubApi((request) =>
      request.method === 'DELETE' ? json({ status: 500, message: 'Boom' }, 500) : json(summary),
    );
    const { onClose, onErased } = renderDialog();
    await screen.findByText('the answers of 2 applications');
    fireEvent.click(eraseButton());
    expect(await screen.findByText('The personal data could not be erased.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(onErased).not.toHaveBeenCalled();
  });

  it('cannot erase before the counts are known, when they fail, or once erased', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderDialog();
    expect(await screen.findByText('Counting the candidate’s data…')).toBeTruthy();
    expect(eraseButton().hasAttribute('disabled')).toBe(true);
    answer(json({ status: 403, message: 'Forbidden' }, 403));
    expect(
      await screen.findByText(
        'The candidate’s data could not be counted, so it cannot be erased now.',
      ),
    ).toBeTruthy();
    expect(eraseButton().hasAttribute('disabled')).toBe(true);
    cleanup();
    vi.unstubAllGlobals();

    const requests = stubApi(() => json({ ...summary, isErased: true }));
    renderDialog();
    expect(
      await screen.findByText('The personal data of this candidate has already been erased.'),
    ).toBeTruthy();
    fireEvent.click(eraseButton());
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
  });
});
