import type { Activity } from '@ats/api-sdk/rtk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onScreen } from '../../../shared/testing/onScreen.tsx';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { ScheduleMeetingModal } from './ScheduleMeetingModal.tsx';

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
    onScreen(<ScheduleMeetingModal {...candidate} candidateName="Jan Nowak" onClose={onClose} />),
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
      // Issue 26: the candidate is invited by default.
      inviteCandidate: true,
    });
  });

  it('offers to invite the candidate, checked when she has an address, off and explained when erased (issue 26)', async () => {
    const requests = stubApi(respond);
    const onClose = vi.fn();
    renderWithApi(
      onScreen(
        <ScheduleMeetingModal
          {...candidate}
          candidateName="Jan Nowak"
          candidateEmail="jan@example.com"
          onClose={onClose}
        />,
      ),
    );
    const box = await screen.findByRole('checkbox', { name: 'Invite the candidate' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByText('Jan Nowak gets the invitation with the calendar event at jan@example.com.'),
    ).toBeTruthy();
    cleanup();
    renderWithApi(
      onScreen(
        <ScheduleMeetingModal
          {...candidate}
          candidateName="Erased candidate"
          candidateEmail="erased-0b0e5a52@erased.invalid"
          onClose={onClose}
        />,
      ),
    );
    const erased = (await screen.findByRole('checkbox', {
      name: 'Invite the candidate',
    })) as HTMLInputElement;
    expect(erased.checked).toBe(false);
    expect(erased.disabled).toBe(true);
    expect(
      screen.getByText('The candidate has no e-mail address to send the invitation to.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Meeting name/ }), {
      target: { value: 'Interview' },
    });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-03-09' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Time/ }), {
      target: { value: '10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    const post = requests.find((request) => request.method === 'POST');
    expect(await post?.json()).toMatchObject({ inviteCandidate: false });
  });

  it('reschedules a meeting: opens with its details in its own zone and sends the change', async () => {
    const requests = stubApi(respond);
    const onClose = vi.fn();
    const meeting: Activity = {
      id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0003',
      activityType: 6,
      ...candidate,
      recruiteeFirstName: 'Jan',
      recruiteeLastName: 'Nowak',
      creationTimestamp: '2026-06-01T08:00:00.000Z',
      activityTime: '2026-06-12T08:00:00.000Z',
      activityData: {
        meetingName: 'Technical interview',
        // 10:00 in Warsaw (UTC+2 in summer), the browser being in New York.
        meetingDateTime: '2026-06-12T08:00:00.000Z',
        timeZoneId: 'Europe/Warsaw',
        durationInMinutes: 30,
        invitedPeople: ['anna@example.com', 'Jan Nowak'],
        messageContent: null,
        meetingSequence: 0,
      },
    };
    renderWithApi(
      onScreen(
        <ScheduleMeetingModal
          {...candidate}
          candidateName="Jan Nowak"
          meeting={meeting}
          onClose={onClose}
        />,
      ),
    );
    expect(await screen.findByRole('dialog', { name: 'Reschedule meeting' })).toBeTruthy();
    const name = await screen.findByRole('textbox', { name: /Meeting name/ });
    expect((name as HTMLInputElement).value).toBe('Technical interview');
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2026-06-12');
    const time = screen.getByRole('textbox', { name: /^Time/ }) as HTMLInputElement;
    expect(time.value).toBe('10:00');
    expect(screen.getByRole('combobox', { name: /Time zone/ }).textContent).toContain(
      'Europe/Warsaw',
    );
    expect(screen.getByRole('combobox', { name: /Duration/ }).textContent).toContain('30 minutes');
    expect(
      (screen.getByRole('textbox', { name: /Invited people/ }) as HTMLInputElement).value,
    ).toBe('anna@example.com, Jan Nowak');
    fireEvent.change(time, { target: { value: '11:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    const put = requests.find((request) => request.method === 'PUT');
    expect(new URL(put?.url ?? '').pathname).toBe(`/api/Activities/meeting/${meeting.id}`);
    expect(await put?.json()).toEqual({
      meetingName: 'Technical interview',
      invitedPeople: ['anna@example.com', 'Jan Nowak'],
      durationInMinutes: 30,
      timeZoneId: 'Europe/Warsaw',
      messageContent: null,
      meetingDateTime: '2026-06-12T09:30:00.000Z',
      // Not invited when it was scheduled: she stays uninvited.
      inviteCandidate: false,
    });
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
  it('from the candidates list: erased, she is never offered the invitation; else the server decides (issue 26)', async () => {
    const requests = stubApi(respond);
    const onClose = vi.fn();
    // A list row carries no address but says whether she is erased.
    renderWithApi(
      onScreen(
        <ScheduleMeetingModal
          {...candidate}
          candidateName="Erased candidate"
          candidateErased
          onClose={onClose}
        />,
      ),
    );
    const erased = (await screen.findByRole('checkbox', {
      name: 'Invite the candidate',
    })) as HTMLInputElement;
    expect(erased.checked).toBe(false);
    expect(erased.disabled).toBe(true);
    expect(
      screen.getByText('The candidate has no e-mail address to send the invitation to.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Meeting name/ }), {
      target: { value: 'Interview' },
    });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-03-09' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Time/ }), {
      target: { value: '10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    const post = requests.find((request) => request.method === 'POST');
    expect(await post?.json()).toMatchObject({ inviteCandidate: false });
    cleanup();

    // Not erased, address unknown: offered (checked), without an address to show.
    renderWithApi(
      onScreen(
        <ScheduleMeetingModal
          {...candidate}
          candidateName="Jan Nowak"
          candidateErased={false}
          onClose={onClose}
        />,
      ),
    );
    const offered = (await screen.findByRole('checkbox', {
      name: 'Invite the candidate',
    })) as HTMLInputElement;
    expect(offered.checked).toBe(true);
    expect(offered.disabled).toBe(false);
    expect(
      screen.getByText('Jan Nowak gets the invitation with the calendar event by e-mail.'),
    ).toBeTruthy();
  });

  it('rescheduled from the timeline of an erased candidate once invited: the box opens off and says why (issue 26)', async () => {
    const requests = stubApi(respond);
    const onClose = vi.fn();
    const meeting: Activity = {
      id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0004',
      activityType: 6,
      ...candidate,
      recruiteeFirstName: 'Jan',
      recruiteeLastName: 'Nowak',
      creationTimestamp: '2026-06-01T08:00:00.000Z',
      activityTime: '2026-06-12T08:00:00.000Z',
      activityData: {
        meetingName: 'Technical interview',
        meetingDateTime: '2026-06-12T08:00:00.000Z',
        timeZoneId: 'Europe/Warsaw',
        durationInMinutes: 30,
        invitedPeople: [],
        messageContent: null,
        meetingSequence: 0,
        candidateInvited: true,
      },
    };
    renderWithApi(
      onScreen(
        <ScheduleMeetingModal
          {...candidate}
          candidateName="Erased candidate"
          candidateEmail="erased-0b0e5a52@erased.invalid"
          candidateErased
          meeting={meeting}
          onClose={onClose}
        />,
      ),
    );
    const box = (await screen.findByRole('checkbox', {
      name: 'Invite the candidate',
    })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(true);
    expect(
      screen.getByText('The candidate has no e-mail address to send the invitation to.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toMatchObject({ inviteCandidate: false });
  });
});
