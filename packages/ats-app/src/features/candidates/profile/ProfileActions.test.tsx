import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../shared/testing/testStore.tsx';
import { ProfileActions } from './ProfileActions.tsx';

afterEach(cleanup);

function renderActions(email: string, isErased: boolean) {
  const onEmail = vi.fn();
  renderWithApi(
    <ProfileActions
      phoneNumber={null}
      email={email}
      isErased={isErased}
      onCall={() => undefined}
      onEmail={onEmail}
      onMeeting={() => undefined}
      onNote={() => undefined}
    />,
  );
  return onEmail;
}

describe('ProfileActions', () => {
  it('offers Email for a candidate with an address', () => {
    const onEmail = renderActions('jan@example.com', false);
    const email = screen.getByRole('button', { name: 'Email' }) as HTMLButtonElement;
    expect(email.disabled).toBe(false);
    fireEvent.click(email);
    expect(onEmail).toHaveBeenCalledOnce();
    expect(screen.queryByText(/no e-mail address/)).toBeNull();
  });

  it('disables Email for an erased candidate and says why (issue 26)', () => {
    const onEmail = renderActions('erased-0b0e5a52@erased.invalid', true);
    const email = screen.getByRole('button', { name: 'Email' }) as HTMLButtonElement;
    expect(email.disabled).toBe(true);
    fireEvent.click(email);
    expect(onEmail).not.toHaveBeenCalled();
    const reason = screen.getByText('The candidate has no e-mail address to send an e-mail to.');
    expect(email.getAttribute('aria-describedby')).toBe(reason.id);
  });
});
