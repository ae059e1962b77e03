import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScheduleMeetingModal } from './ScheduleMeetingModal.tsx';
import { json, renderWithApi, stubApi } from './testStore.tsx';

const candidate = {
  recruitmentId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001',
  recruiteeId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002',
};
const timeZones = [
  { id: 'America/New_York', displayName: '(UTC-05:00) America/New_York' },
  { id: 'UTC', displayName: '(UTC+00:00) UTC' },
  { id: 'Europe/Warsaw', displayName: '(UTC+01:00) Europe/Warsaw' },
];

beforeEach(() => {
  // The user's browser runs in New York.
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone: 'America/New_York' };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function respond(request: Request) {
  return new URL(request.url).pathname === '/api/Settings/TimeZones' ? json(timeZones) : json({});
}

async function renderModal() {
  const onClose = vi.fn();
  renderWithApi(
    <ScheduleMeetingModal {...candidate} candidateName="Jan Nowak" onClose={onClose} />,
  );
  await screen.findByRole('textbox', { name: /Meeting name/ });
  return onClose;
}

// The modal loads the design system's fields and moment-timezone: slow on a busy machine.
describe('ScheduleMeetingModal', { timeout: 30_000 }, () => {
  it("opens with the user's time zone and 1 hour, and checks the fields", async () => {
    const requests = stubApi(respond);
    await renderModal();
    expect(screen.getByRole('combobox', { name: /Time zone/ }).textContent).toContain(
      'America/New_York',
    );
    expect(screen.getByRole('combobox', { name: /Duration/ }).textContent).toContain('1 hour');
    fireEvent.change(screen.getByRole('textbox', { name: /^Time/ }), {
      target: { value: '9:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid time format')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the wall time in the chosen zone as UTC, with the invitees split', async () => {
    const requests = stubApi(respond);
    const onClose = await renderModal();
    fireEvent.change(screen.getByRole('textbox', { name: /Meeting name/ }), {
      target: { value: ' Technical interview ' },
    });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-03-08' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Time/ }), {
      target: { value: '10:00' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Invited people/ }), {
      target: { value: 'anna@example.com; ; Jan Nowak,' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    const post = requests.find((request) => request.method === 'POST');
    expect(new URL(post?.url ?? '').pathname).toBe('/api/Activities/meeting');
    expect(await post?.json()).toEqual({
      ...candidate,
      meetingName: 'Technical interview',
      invitedPeople: ['anna@example.com', 'Jan Nowak'],
      durationInMinutes: 60,
      timeZoneId: 'America/New_York',
      messageContent: null,
      // 10:00 on the day New York moved to summer time (UTC−4).
      meetingDateTime: '2026-03-08T14:00:00.000Z',
    });
  });
});
