import { toast } from '@ats/design-system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onScreen } from '../../../shared/testing/onScreen.tsx';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { InviteUserDialog } from './InviteUserDialog.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => '');
  vi.spyOn(toast, 'error').mockImplementation(() => '');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog(answer: (request: Request) => Response) {
  const requests = stubApi(answer);
  const onClose = vi.fn();
  renderWithApi(onScreen(<InviteUserDialog open onClose={onClose} />));
  return { requests, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Invite a person' });
const email = () => within(dialog()).getByRole('textbox', { name: /E-mail/ });
const send = () => within(dialog()).getByRole('button', { name: 'Send invitation' });

describe('InviteUserDialog', { timeout: 30_000 }, () => {
  it('asks for an address and a role, each role with what it allows', async () => {
    const { requests } = renderDialog(() => json({}));
    expect(within(dialog()).getByRole('radio', { name: /Hiring manager/ })).toBeTruthy();
    expect(dialog().textContent).toContain(
      "Reads the applications of their team's recruitments and gives scores and notes.",
    );
    expect(email().getAttribute('maxlength')).toBe('254');
    fireEvent.click(send());
    expect(await within(dialog()).findAllByText('This field is required')).toHaveLength(2);
    fireEvent.change(email(), { target: { value: 'not an address' } });
    expect(
      await within(dialog()).findByText('Enter an e-mail address, e.g. name@example.com'),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('invites, says so, and closes', async () => {
    const { requests, onClose } = renderDialog(() => json({}));
    fireEvent.change(email(), { target: { value: ' newcomer@example.com ' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: /Hiring manager/ }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /First name/ }), {
      target: { value: 'Nina' },
    });
    fireEvent.click(send());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/api/ATSUsers/invite');
    expect(request?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await request?.json()).toEqual({
      email: 'newcomer@example.com',
      role: 'HiringManager',
      firstName: 'Nina',
    });
    expect(toast.success).toHaveBeenCalledWith({
      title: 'Invitation sent',
      message: 'Invitation sent to newcomer@example.com',
    });
  });

  it('shows the refusal of an address already in use on its field', async () => {
    const { onClose } = renderDialog(() =>
      json({ status: 400, message: 'already a staff member', field: 'email' }, 400),
    );
    fireEvent.change(email(), { target: { value: 'owner@example.com' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: /Recruiter/ }));
    fireEvent.click(send());
    expect(
      await within(dialog()).findByText(
        'This address cannot be invited: it is already a user’s or invited, or it is not an e-mail address.',
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
