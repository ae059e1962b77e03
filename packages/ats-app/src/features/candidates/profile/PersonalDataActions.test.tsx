import { Toaster } from '@ats/design-system';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { PersonalDataActions } from './PersonalDataActions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const recruiteeId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002';

function renderActions() {
  renderWithApi(
    <MemoryRouter>
      <PersonalDataActions recruiteeId={recruiteeId} candidateName="Jan Nowak" />
      <Toaster />
    </MemoryRouter>,
  );
}

/** Records the files handed to the browser's download. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

describe('PersonalDataActions', { timeout: 30_000 }, () => {
  it('downloads the archive, busy until it has arrived', async () => {
    const saved = captureDownloads();
    let answer: (response: Response) => void = () => {};
    const requests = stubApi(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderActions();
    const button = screen.getByRole('button', { name: 'Export data' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    // A second click while one runs asks nothing more.
    fireEvent.click(button);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      `/api/Recruitees/${recruiteeId}/PersonalData/Export`,
    );
    answer(
      new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: { 'Content-Type': 'application/zip' },
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Jan Nowak - personal data.zip');
    expect(saved[0]?.blob.size).toBe(4);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(requests).toHaveLength(1);
  });

  it('says so when the export fails, and saves nothing', async () => {
    const saved = captureDownloads();
    stubApi(() => json({ status: 403, message: 'Forbidden' }, 403));
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Export data' }));
    expect(await screen.findByText('The personal data could not be exported.')).toBeTruthy();
    expect(
      screen.getByText('Your account has insufficient permissions to process this request.'),
    ).toBeTruthy();
    expect(saved).toEqual([]);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Export data' }).getAttribute('aria-busy'),
      ).toBeNull(),
    );
  });

  it('opens the erasure’s confirmation', async () => {
    stubApi(() =>
      json({
        recruiteeId,
        firstName: 'Jan',
        lastName: 'Nowak',
        email: 'jan@example.com',
        phoneNumber: null,
        isErased: false,
        applicationCount: 1,
        fileCount: 0,
        activityTextCount: 0,
        scoreCommentCount: 0,
      }),
    );
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Erase data' }));
    // The confirmation loads its own chunk: allow a busy machine more than a second.
    expect(
      await screen.findByRole('alertdialog', { name: 'Erase personal data' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
