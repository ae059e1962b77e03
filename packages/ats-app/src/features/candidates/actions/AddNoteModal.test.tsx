import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { AddNoteModal } from './AddNoteModal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const candidate = {
  recruitmentId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001',
  recruiteeId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002',
};

function renderModal() {
  const onClose = vi.fn();
  renderWithApi(<AddNoteModal {...candidate} candidateName="Jan Nowak" onClose={onClose} />);
  return onClose;
}

describe('AddNoteModal', { timeout: 30_000 }, () => {
  it('requires the note text', async () => {
    const requests = stubApi(() => json({}));
    const onClose = renderModal();
    expect(await screen.findByRole('dialog', { name: 'Add note' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(requests).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds the trimmed note for the candidate and closes', async () => {
    const requests = stubApi(() => json({}));
    const onClose = renderModal();
    fireEvent.change(await screen.findByRole('textbox', { name: /Note/ }), {
      target: { value: '  Strong in React \n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/Activities/note');
    expect(await request?.json()).toEqual({ ...candidate, text: 'Strong in React' });
  });

  it('sends an Idempotency-Key, the same again when the same note is retried', async () => {
    let calls = 0;
    const requests = stubApi(() => {
      calls += 1;
      // The first answer is lost (the note may be saved): the user presses Save again.
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json({});
    });
    const onClose = renderModal();
    const field = await screen.findByRole('textbox', { name: /Note/ });
    fireEvent.change(field, { target: { value: 'Call back on Monday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-busy')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, retry] = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });

  it('stays open with the text when the save fails, or answers other than 200', async () => {
    for (const failure of [json({ status: 400, message: 'Bad' }, 400), json({}, 201)]) {
      const requests = stubApi(() => failure);
      const onClose = renderModal();
      const field = await screen.findByRole('textbox', { name: /Note/ });
      fireEvent.change(field, { target: { value: 'Call back on Monday' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(requests).toHaveLength(1));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-busy')).toBeNull(),
      );
      expect(onClose).not.toHaveBeenCalled();
      expect((field as HTMLTextAreaElement).value).toBe('Call back on Monday');
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
