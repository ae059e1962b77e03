import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCloseGuard } from './useCloseGuard.tsx';

afterEach(cleanup);

/** A form that closes in place (as a modal does), with or without typed text. */
function ClosableForm({ onClose, onDiscard }: { onClose: () => void; onDiscard: () => void }) {
  const [text, setText] = useState('');
  const guard = useCloseGuard({ dirty: text !== '', onClose, onDiscard });
  return (
    <>
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={guard.requestClose}>
        Close form
      </button>
      {guard.dialog}
    </>
  );
}

function renderForm() {
  const onClose = vi.fn();
  const onDiscard = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/form', element: <ClosableForm onClose={onClose} onDiscard={onDiscard} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <IntlProvider locale="en">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  const type = (value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value } });
  return { onClose, onDiscard, router, type };
}

const question = () => screen.queryByRole('alertdialog', { name: 'Discard changes?' });

function beforeUnloadIsPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useCloseGuard', () => {
  it('closes at once when nothing was typed, and lets the user leave and reload freely', async () => {
    const { onClose, router } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Close form' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
    expect(beforeUnloadIsPrevented()).toBe(false);
    await act(() => router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before closing with typed text: Cancel keeps it, Discard closes', async () => {
    const { onClose, onDiscard, type } = renderForm();
    type('Strong candidate');
    fireEvent.click(screen.getByRole('button', { name: 'Close form' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog.textContent).toContain('have not been saved');
    // (That Cancel takes the focus is the design system's, checked in a browser by the e2e.)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty(
      'value',
      'Strong candidate',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Close form' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before leaving the screen with typed text: Cancel stays, Discard goes', async () => {
    const { onClose, onDiscard, router, type } = renderForm();
    type('Strong candidate');
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(router.state.location.pathname).toBe('/form');

    await act(() => router.navigate('/elsewhere'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await screen.findByText('Elsewhere');
    expect(onDiscard).toHaveBeenCalledTimes(1);
    // Leaving is not closing: the screen goes, with the form in it.
    expect(onClose).not.toHaveBeenCalled();
  });

  it('makes the browser ask before the tab closes or reloads with typed text', () => {
    const { type } = renderForm();
    type('Strong candidate');
    expect(beforeUnloadIsPrevented()).toBe(true);
    type('');
    expect(beforeUnloadIsPrevented()).toBe(false);
  });
});
