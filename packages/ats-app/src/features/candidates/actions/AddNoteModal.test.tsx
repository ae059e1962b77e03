import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onScreen } from '../../../shared/testing/onScreen.tsx';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { AddNoteModal } from './AddNoteModal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const candidate = {
  recruitmentId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001',
  recruiteeId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002',
};

function renderModal() {
  const onClose = vi.fn();
  renderWithApi(
    onScreen(<AddNoteModal {...candidate} candidateName="Jan Nowak" onClose={onClose} />),
  );
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

  it('asks "Discard changes?" before Cancel drops typed text', async () => {
    stubApi(() => json({}));
    const onClose = renderModal();
    fireEvent.change(await screen.findByRole('textbox', { name: /Note/ }), {
      target: { value: 'Strong in React' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens with a note kept when the session ended, says so, and forgets it once saved', async () => {
    const draftKey = `note:${candidate.recruitmentId}:${candidate.recruiteeId}`;
    window.sessionStorage.setItem(
      'ats.unsavedForm',
      JSON.stringify({ form: draftKey, values: { noteText: 'Typed before the session ended' } }),
    );
    const requests = stubApi(() => json({}));
    const onClose = renderModal();
    expect(await screen.findByRole('textbox', { name: /Note/ })).toHaveProperty(
      'value',
      'Typed before the session ended',
    );
    expect(screen.getByRole('status').textContent).toContain('before your session ended');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await requests[0]?.json()).toMatchObject({ text: 'Typed before the session ended' });
    expect(window.sessionStorage.getItem('ats.unsavedForm')).toBeNull();
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
