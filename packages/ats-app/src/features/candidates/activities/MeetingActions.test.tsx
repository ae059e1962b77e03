import type { Activity } from '@ats/api-sdk/rtk';
import { toast } from '@ats/design-system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { MeetingActions } from './MeetingActions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const meeting: Activity = {
  id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0003',
  activityType: 6,
  recruitmentId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001',
  recruiteeId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002',
  recruiteeFirstName: 'Jan',
  recruiteeLastName: 'Nowak',
  creationTimestamp: '2026-06-01T08:00:00.000Z',
  activityTime: '2026-06-12T08:00:00.000Z',
  activityData: {
    meetingName: 'Technical interview',
    meetingDateTime: '2026-06-12T08:00:00.000Z',
    timeZoneId: 'Europe/Warsaw',
    durationInMinutes: 60,
    invitedPeople: ['anna@example.com'],
    meetingSequence: 0,
  },
};

describe('MeetingActions', { timeout: 30_000 }, () => {
  it('asks before cancelling a meeting, naming it, then cancels it', async () => {
    const success = vi.spyOn(toast, 'success');
    const requests = stubApi(() => json({ ...meeting, activityData: { meetingCancelled: true } }));
    renderWithApi(<MeetingActions meeting={meeting} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel meeting' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel meeting' });
    expect(
      within(dialog).getByText(
        'Cancel the meeting “Technical interview”? Its invitees will be sent a cancellation.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep meeting' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel meeting' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel meeting' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel meeting' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe(
      `/api/Activities/meeting/${meeting.id}/cancel`,
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Meeting has been cancelled.' }),
      ),
    );
  });
});
