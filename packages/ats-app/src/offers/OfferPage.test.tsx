import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { type Locale, loadMessages } from '../i18n/locales.ts';
import { localCalendarDate } from '../shared/dates/calendarDate.ts';
import { FakeRequest } from './fakeRequest.ts';
import { OfferPage } from './OfferPage.tsx';
import { testOffer } from './testOffer.ts';

const offer = testOffer();

function answer(status: number, body: unknown = { status, message: 'x' }) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPage(
  recruitmentId: string | null = offer.recruitmentId,
  locale: Locale = 'en',
) {
  const messages = await loadMessages(locale);
  render(
    <LocaleProvider locale={locale} messages={messages}>
      <OfferPage recruitmentId={recruitmentId} />
    </LocaleProvider>,
  );
}

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localCalendarDate(date);
}

describe('OfferPage', () => {
  it('shows the offer with the spec labels, in the reader language', async () => {
    fetchMock.mockResolvedValue(answer(200, testOffer({ deadline: inDays(12) })));
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: offer.title })).toBeTruthy();
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.url).toMatch(`/api/JobOffers/${offer.recruitmentId}`);
    expect(request?.headers.get('Accept-Language')).toBe('en');

    expect(screen.getByText('Frontend developer')).toBeTruthy();
    const map = screen.getByRole('link', { name: /See on map/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=52.2297&mlon=21.0122#map=15/52.2297/21.0122',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    const facts = screen.getByText('Available for').closest('div');
    expect(facts?.textContent).toMatch(/12 days \(until \d\d\/\d\d\/\d{4}\)/);
    expect(screen.getByText('Published').closest('div')?.textContent).toBe('Published05/02/2025');
    expect(screen.getByText('Remote work').closest('div')?.textContent).toBe('Remote workYes');
    expect(screen.getByText('Budget').closest('div')?.textContent).toBe(
      'Budget12,000 – 18,000 Polish Zloty',
    );
    expect(screen.getByText('React').tagName).toBe('LI');

    // The Polish headings of the description read as the spec's labels.
    const description = screen.getByRole('region', { name: 'Job description' });
    expect(
      within(description)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Job description', 'Responsibilities', 'Qualifications', 'Bonus points']);
    expect(within(description).getByText('Build the candidate portal.')).toBeTruthy();

    expect(screen.getByRole('form', { name: 'Application form' })).toBeTruthy();
    expect(document.title).toBe('Senior Frontend Engineer · ATS');
  });

  it('moves the focus to the application form with Apply now', async () => {
    fetchMock.mockResolvedValue(answer(200, offer));
    await renderPage();
    const applyNow = await screen.findByRole('link', { name: 'Apply now' });
    Element.prototype.scrollIntoView = vi.fn();
    fireEvent.click(applyNow);
    const formHeading = screen.getByRole('heading', { level: 2, name: 'Application form' });
    expect(document.activeElement?.contains(formHeading)).toBe(true);
  });

  it('says the application was sent instead of "Apply now" once applied', async () => {
    fetchMock.mockResolvedValue(answer(200, offer));
    FakeRequest.reset();
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    await renderPage();
    expect(await screen.findByRole('link', { name: 'Apply now' })).toBeTruthy();
    const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
    fireEvent.change(field('First name'), { target: { value: 'Ada' } });
    fireEvent.change(field('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/^Resume/), { target: { files: [resume] } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(FakeRequest.made).toHaveLength(1));
    await act(async () =>
      FakeRequest.made[0]?.answer(200, '{"id":"4f0c1a2b-0000-4000-8000-000000000009"}'),
    );
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
    expect(screen.getByText('Your application has been sent.')).toBeTruthy();
  });

  it('speaks Polish when Polish is chosen, and hides the map link without coordinates', async () => {
    fetchMock.mockResolvedValue(
      answer(
        200,
        testOffer({ locationLatitude: 0, locationLongitude: 0, remoteWorkIsPossible: false }),
      ),
    );
    await renderPage(offer.recruitmentId, 'pl');
    await screen.findByRole('heading', { level: 1, name: offer.title });
    expect(fetchMock.mock.calls[0]?.[0].headers.get('Accept-Language')).toBe('pl');
    expect(screen.queryByRole('link', { name: /mapie/ })).toBeNull();
    expect(screen.getByText('Praca zdalna').closest('div')?.textContent).toBe('Praca zdalnaNie');
    expect(screen.getByRole('heading', { name: 'Zakres obowiązków' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aplikuj teraz' })).toBeTruthy();
  });

  it('says the offer is no longer available for a 404, without an error screen', async () => {
    fetchMock.mockResolvedValue(answer(404));
    await renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This job offer is no longer available',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says so at once for an address without a recruitment id', async () => {
    await renderPage(null);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This job offer is no longer available' }),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again after another failure', async () => {
    fetchMock.mockResolvedValueOnce(answer(500)).mockResolvedValueOnce(answer(200, offer));
    await renderPage();
    expect(
      await screen.findByRole('heading', { name: 'The job offer could not be loaded' }),
    ).toBeTruthy();
    expect(
      screen.getByText('An unexpected error has occured. Please try again later.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: offer.title })).toBeTruthy();
  });

  it('reads a lost connection as the catalogue 408 message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderPage();
    expect(
      await screen.findByText(
        'Could not establish connection to the server. Please try again later.',
      ),
    ).toBeTruthy();
  });
});
