import type { Activity, Stage } from '@ats/api-sdk/rtk';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityDetails } from './ActivityDetails.tsx';

afterEach(cleanup);

const stages = new Map<string, Stage>([
  ['s1', { id: 's1', name: 'Interview', order: 2, isDeleted: false, stageType: 3 }],
  ['s2', { id: 's2', name: 'Phone screen', order: 1, isDeleted: true, stageType: 3 }],
]);

function activity(
  activityType: Activity['activityType'],
  data: Activity['activityData'],
): Activity {
  return {
    id: 'a1',
    activityType,
    recruiteeId: 'r1',
    recruiteeFirstName: 'Jan',
    recruiteeLastName: 'Nowak',
    recruitmentId: 'm1',
    creationTimestamp: '2026-06-12T08:00:00.000Z',
    activityTime: '2026-06-12T07:30:00.000Z',
    activityData: data,
  };
}

function renderDetails(subject: Activity) {
  return render(
    <IntlProvider locale="en">
      <ActivityDetails activity={subject} stagesById={stages} />
    </IntlProvider>,
  );
}

describe('what an activity says', () => {
  it('names the position applied for', () => {
    renderDetails(activity(0, { positionName: 'Frontend Developer' }));
    expect(screen.getByText('Applied for Frontend Developer.')).toBeTruthy();
  });

  it('shows a score as stars with its comment', () => {
    const comment = JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Great portfolio' }] }],
    });
    renderDetails(activity(1, { newScore: 4, comment }));
    expect(screen.getByRole('img', { name: 'Score 4 of 5' })).toBeTruthy();
    expect(screen.getByText('Great portfolio')).toBeTruthy();
  });

  it('shows the call type, its time and the description as typed', () => {
    const { container } = renderDetails(
      activity(2, { callType: 0, description: 'Asked about\nremote work' }),
    );
    expect(screen.getByText(/^Incoming call, /)).toBeTruthy();
    expect(container.textContent).toContain('Asked about\nremote work');
  });

  it('shows a note and a message as typed', () => {
    renderDetails(activity(4, { text: 'Strong in React' }));
    expect(screen.getByText('Strong in React')).toBeTruthy();
    cleanup();
    renderDetails(activity(3, { text: 'Invitation sent' }));
    expect(screen.getByText('Invitation sent')).toBeTruthy();
  });

  it('shows an e-mail sent from the app: its subject and its body as sent', () => {
    const messageContent = JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Dear Jan, thank you.' }] }],
    });
    renderDetails(
      activity(3, { subject: 'Your application', messageContent, emailTemplateId: null }),
    );
    expect(screen.getByText('Subject: Your application')).toBeTruthy();
    expect(screen.getByText('Dear Jan, thank you.')).toBeTruthy();
  });

  it('names the new stage, a deleted one too', () => {
    renderDetails(activity(5, { newStageId: 's1' }));
    expect(screen.getByText('Moved to Interview')).toBeTruthy();
    cleanup();
    renderDetails(activity(5, { newStageId: 's2' }));
    expect(screen.getByText('Moved to Phone screen (deleted)')).toBeTruthy();
    cleanup();
    renderDetails(activity(5, { newStageId: 'gone' }));
    expect(screen.getByText('Moved to an unknown stage')).toBeTruthy();
  });

  it('shows a meeting at its time in its own zone, its length and invitees', () => {
    renderDetails(
      activity(6, {
        meetingName: 'Technical interview',
        // 14:00 in Warsaw (summer time, UTC+2).
        meetingDateTime: '2026-06-12T12:00:00.000Z',
        timeZoneId: 'Europe/Warsaw',
        durationInMinutes: 120,
        invitedPeople: ['anna@example.com', 'Jan'],
        messageContent: null,
      }),
    );
    expect(screen.getByText('Technical interview')).toBeTruthy();
    expect(screen.getByText('06/12/2026, 02:00 PM (Europe/Warsaw)')).toBeTruthy();
    expect(screen.getByText('Duration: 2 hours')).toBeTruthy();
    expect(screen.getByText('Invited: anna@example.com, Jan')).toBeTruthy();
  });

  it('labels a cancelled meeting, and a rescheduled one as updated', () => {
    const meeting = { meetingName: 'Technical interview', timeZoneId: 'UTC' };
    renderDetails(activity(6, { ...meeting, meetingSequence: 0 }));
    expect(screen.queryByText('Cancelled')).toBeNull();
    expect(screen.queryByText('Updated')).toBeNull();
    cleanup();
    renderDetails(activity(6, { ...meeting, meetingSequence: 1 }));
    expect(screen.getByText('Updated')).toBeTruthy();
    cleanup();
    renderDetails(activity(6, { ...meeting, meetingSequence: 2, meetingCancelled: true }));
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByText('Updated')).toBeNull();
  });
});
