import type { NewDetails } from '@ats/api-sdk/rtk';
import { Toaster, toast } from '@ats/design-system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { NewDetailsNotice } from './NewDetailsNotice.tsx';

afterEach(() => {
  // The toasts' store outlives the rendered Toaster: none may show up in the next file's tests.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

const jobApplicationId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0003';
const photoId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0004';

const newDetails: NewDetails = {
  jobApplicationId,
  jobApplicationDate: '2025-06-22T10:00:00.000Z',
  changes: [
    { field: 'firstName', current: 'Jadwiga', submitted: 'Hacked' },
    { field: 'phoneNumber', current: null, submitted: '+1 555 0100' },
    { field: 'prefix', current: 'Mrs', submitted: 'Mr' },
    { field: 'photo', current: null, submitted: photoId },
  ],
};

function renderNotice() {
  renderWithApi(
    <>
      <NewDetailsNotice newDetails={newDetails} />
      <Toaster />
    </>,
  );
  return screen.getByRole('region', { name: /^New details submitted on / });
}

describe('NewDetailsNotice', { timeout: 30_000 }, () => {
  it('names the date and lists each difference, the current value and the submitted one', () => {
    stubApi(() => json({}));
    const notice = renderNotice();
    expect(notice.textContent).toContain('2025');
    expect(within(notice).getByText('First name')).toBeTruthy();
    expect(within(notice).getByText('Now: Jadwiga · Submitted: Hacked')).toBeTruthy();
    expect(within(notice).getByText('Now: — · Submitted: +1 555 0100')).toBeTruthy();
    // Prefixes read as the application form names them.
    expect(within(notice).getByText('Now: Mrs. · Submitted: Mr.')).toBeTruthy();
    expect(within(notice).getByRole('img', { name: 'The submitted photo' })).toBeTruthy();
  });

  it('accepts the new details for the application', async () => {
    const requests = stubApi(() => new Response(null, { status: 204 }));
    const notice = renderNotice();
    fireEvent.click(within(notice).getByRole('button', { name: 'Accept new details' }));
    expect(await screen.findByText('New details accepted')).toBeTruthy();
    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['POST', `/api/JobApplications/${jobApplicationId}/SubmittedDetails/accept`],
    ]);
  });

  it('keeps the current details', async () => {
    const requests = stubApi(() => new Response(null, { status: 204 }));
    const notice = renderNotice();
    fireEvent.click(within(notice).getByRole('button', { name: 'Keep current details' }));
    expect(await screen.findByText('Current details kept')).toBeTruthy();
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      `/api/JobApplications/${jobApplicationId}/SubmittedDetails/dismiss`,
    );
  });

  it('says why when accepting fails, and can be tried again', async () => {
    // The candidate was erased meanwhile.
    const message =
      'Your request could not be processed. Please make sure the submitted data is correct.';
    stubApi(() => json({ status: 400, message }, 400));
    const notice = renderNotice();
    const accept = within(notice).getByRole('button', { name: 'Accept new details' });
    fireEvent.click(accept);
    expect(await screen.findByText('The new details could not be accepted')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    await waitFor(() => expect(accept.getAttribute('aria-busy')).toBeNull());
  });
});
