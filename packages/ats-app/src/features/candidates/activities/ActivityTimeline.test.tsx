import type { Activity, ActivityPage, EmailDelivery } from '@ats/api-sdk/rtk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giveElementsASize } from '../../../shared/testing/screenTests.ts';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { ActivityTimeline } from './ActivityTimeline.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const recruitmentId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001';
const recruiteeId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002';

function delivery(counts: Partial<EmailDelivery>): EmailDelivery {
  return { sent: 0, pending: 0, retrying: 0, failed: 0, failedRecipients: [], ...counts };
}

function activity(
  id: string,
  activityType: Activity['activityType'],
  activityData: Activity['activityData'],
  emailDelivery?: EmailDelivery,
): Activity {
  return {
    id,
    activityType,
    recruitmentId,
    recruiteeId,
    recruiteeFirstName: 'Jan',
    recruiteeLastName: 'Nowak',
    creationTimestamp: '2026-06-01T08:00:00.000Z',
    activityTime: '2026-06-12T08:00:00.000Z',
    activityData,
    ...(emailDelivery ? { emailDelivery } : {}),
  };
}

const meetingData: Activity['activityData'] = {
  meetingName: 'Technical interview',
  meetingDateTime: '2026-06-12T08:00:00.000Z',
  timeZoneId: 'Europe/Warsaw',
  durationInMinutes: 60,
  invitedPeople: ['anna@example.com', 'piotr@example.com'],
  meetingSequence: 0,
};

function page(result: Activity[]): ActivityPage {
  return { result, totalCount: result.length, pageNumber: 1 };
}

/** Answers the timeline with `timeline()` (read at each request), the stages with none. */
function stubTimeline(timeline: () => Activity[], onPost?: (request: Request) => Response) {
  return stubApi((request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'POST' && onPost) return onPost(request);
    if (pathname === '/api/Activities') return json(page(timeline()));
    return json([]);
  });
}

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!(row instanceof HTMLElement)) throw new Error(`no row with ${text}`);
  return row;
}

describe('ActivityTimeline: e-mail delivery', { timeout: 30_000 }, () => {
  it('says which e-mail was not delivered, to whom, and which is still being sent; sent e-mail says nothing', async () => {
    giveElementsASize();
    stubTimeline(() => [
      activity(
        'a1',
        3,
        { subject: 'Refused message', messageContent: null },
        delivery({ failed: 1, failedRecipients: ['jan@example.com'] }),
      ),
      activity(
        'a2',
        3,
        { subject: 'Waiting message', messageContent: null },
        delivery({ pending: 1 }),
      ),
      activity('a3', 3, { subject: 'Sent message', messageContent: null }, delivery({ sent: 1 })),
      activity(
        'a4',
        6,
        meetingData,
        delivery({ sent: 1, failed: 1, failedRecipients: ['piotr@example.com'] }),
      ),
      activity(
        'a5',
        3,
        { subject: 'Retried message', messageContent: null },
        delivery({ pending: 1, retrying: 1 }),
      ),
    ]);
    renderWithApi(<ActivityTimeline recruitmentId={recruitmentId} recruiteeId={recruiteeId} />);
    await screen.findByText('Subject: Refused message');

    const refused = rowOf('Subject: Refused message');
    expect(within(refused).getByText('Not delivered')).toBeTruthy();
    expect(
      within(refused).getByText('The mail server refused the e-mail to jan@example.com.'),
    ).toBeTruthy();
    expect(within(refused).queryByText('Sending…')).toBeNull();

    const waiting = rowOf('Subject: Waiting message');
    expect(within(waiting).getByText('Sending…')).toBeTruthy();
    expect(within(waiting).queryByText('Not delivered')).toBeNull();

    const sent = rowOf('Subject: Sent message');
    expect(within(sent).queryByText('Not delivered')).toBeNull();
    expect(within(sent).queryByText('Sending…')).toBeNull();

    const meeting = rowOf('Technical interview');
    expect(within(meeting).getByText('Not delivered')).toBeTruthy();
    expect(
      within(meeting).getByText('The mail server refused the e-mail to piotr@example.com.'),
    ).toBeTruthy();

    const retried = rowOf('Subject: Retried message');
    expect(within(retried).getByText('Delayed, retrying')).toBeTruthy();
    expect(within(retried).queryByText('Sending…')).toBeNull();
  });

  it('looks again while new e-mail waits, and stops once it is sent', async () => {
    giveElementsASize();
    let sent = false;
    const requests = stubTimeline(() => [
      activity(
        'a1',
        3,
        { subject: 'New message', messageContent: null },
        delivery(sent ? { sent: 1 } : { pending: 1 }),
      ),
    ]);
    const reads = () =>
      requests.filter((request) => new URL(request.url).pathname === '/api/Activities').length;
    renderWithApi(<ActivityTimeline recruitmentId={recruitmentId} recruiteeId={recruiteeId} />);
    await screen.findByText('Sending…');
    expect(reads()).toBe(1);

    sent = true;
    // The polling interval is 4 s.
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull(), { timeout: 10_000 });
    const readsWhenSent = reads();
    expect(readsWhenSent).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(reads()).toBe(readsWhenSent);
  });
});

describe('ActivityTimeline: cancelling a meeting', { timeout: 30_000 }, () => {
  it('moves the focus to the cancelled meeting once its buttons are gone', async () => {
    giveElementsASize();
    let cancelled = false;
    const meeting = () =>
      activity('m1', 6, { ...meetingData, meetingCancelled: cancelled || undefined });
    stubTimeline(
      () => [meeting()],
      () => {
        cancelled = true;
        return json(meeting());
      },
    );
    renderWithApi(<ActivityTimeline recruitmentId={recruitmentId} recruiteeId={recruiteeId} />);
    const cancelButton = await screen.findByRole('button', { name: 'Cancel meeting' });
    cancelButton.focus();
    fireEvent.click(cancelButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel meeting' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel meeting' }));

    const label = await screen.findByText('Cancelled');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cancel meeting' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(label.parentElement));
    expect(document.activeElement?.textContent).toBe('Technical interviewCancelled');
    // It stays there (the dialog's own focus return does not take it back to the body).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.activeElement).toBe(label.parentElement);
  });
});
