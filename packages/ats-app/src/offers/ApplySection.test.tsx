import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplySection } from './ApplySection.tsx';
import { FakeRequest } from './fakeRequest.ts';
import { testOffer } from './testOffer.ts';

const offer = testOffer();

beforeEach(() => {
  FakeRequest.reset();
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  const headingRef = createRef<HTMLDivElement>();
  render(
    <IntlProvider locale="en">
      <ApplySection offer={offer} headingRef={headingRef} />
    </IntlProvider>,
  );
  return headingRef;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Fills the form and applies; the application goes once the resume's content is checked. */
async function fillAndSubmit(resume: File) {
  const sentBefore = FakeRequest.made.length;
  fireEvent.change(field('First name'), { target: { value: 'Ada' } });
  fireEvent.change(field('Last name'), { target: { value: 'Lovelace' } });
  fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Resume/), { target: { files: [resume] } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
  await waitFor(() => expect(FakeRequest.made.length).toBe(sentBefore + 1));
}

const pdf = (size = 8) =>
  new File(['%PDF-1.4', new Uint8Array(size - 8)], 'cv.pdf', { type: 'application/pdf' });

function lastRequest(): FakeRequest {
  const request = FakeRequest.made.at(-1);
  if (!request) throw new Error('No application was sent');
  return request;
}

describe('ApplySection', () => {
  it('sends the application with its key and referer, shows the upload, then the confirmation', async () => {
    const headingRef = renderSection();
    await fillAndSubmit(pdf(2000));

    const request = lastRequest();
    expect(request.url).toBe(`/api/JobOffers/${offer.recruitmentId}/apply`);
    expect(request.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = request.body as FormData;
    expect([...body.keys()]).toEqual(['application', 'resume']);
    const application = JSON.parse(await (body.get('application') as Blob).text());
    expect(application).toMatchObject({
      personalData: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      consent: true,
      consentVersionId: offer.consent.id,
      futureOpeningsConsent: false,
      referer: null,
    });

    act(() => request.progress(1500, 2500));
    const bar = screen.getByRole('progressbar', { name: 'Uploading cv.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1000');
    expect(bar.getAttribute('aria-valuemax')).toBe('2000');

    await act(async () => request.answer(200, '{"id":"4f0c1a2b-0000-4000-8000-000000000009"}'));
    const confirmation = screen.getByRole('heading', {
      name: 'Thank you! Your application has been sent.',
    });
    expect(headingRef.current?.contains(confirmation)).toBe(true);
    expect(document.activeElement).toBe(headingRef.current);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("shows the offer's consent version and sends the future-openings consent when ticked", async () => {
    renderSection();
    const consent = screen.getByRole('checkbox', { name: offer.consent.consent });
    expect(consent.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(offer.consent.privacyNotice)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: offer.consent.futureOpeningsConsent }));
    await fillAndSubmit(pdf());
    const body = lastRequest().body as FormData;
    const application = JSON.parse(await (body.get('application') as Blob).text());
    expect(application).toMatchObject({
      consentVersionId: offer.consent.id,
      futureOpeningsConsent: true,
    });
  });

  it('keeps the form after a refusal, says why, and retries with the same key', async () => {
    renderSection();
    await fillAndSubmit(pdf());
    const first = lastRequest();
    await act(async () => first.answer(429, '{"status":429,"message":"Too many requests."}'));

    expect(screen.getByRole('alert').textContent).toContain(
      'Too many attempts from your connection. Please try again in a minute.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByRole('textbox', { name: /^First name/ }) as HTMLInputElement).value).toBe(
      'Ada',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    const second = lastRequest();
    expect(second).not.toBe(first);
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(screen.getByRole('alert').textContent).toBe('');

    await act(async () => second.answer(400, '{"status":400,"message":"x"}'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Your request could not be processed. Please make sure the submitted data is correct.',
    );
  });

  it('refuses a text file named cv.pdf at once, at the field, and sends nothing', async () => {
    renderSection();
    const resume = screen.getByLabelText(/^Resume/);
    const textAsPdf = new File(['Just some text, not a PDF'], 'cv.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(resume, { target: { files: [textAsPdf] } });
    await waitFor(() => expect(resume.getAttribute('aria-invalid')).toBe('true'));
    const description = (resume.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toContain('The resume must be a PDF file.');

    fireEvent.change(field('First name'), { target: { value: 'Ada' } });
    fireEvent.change(field('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(document.activeElement).toBe(resume));
    expect(FakeRequest.made).toHaveLength(0);
  });

  it('says what an e-mail address looks like, as the server checks it', async () => {
    renderSection();
    fireEvent.change(field('Email'), { target: { value: 'zofia@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
    expect(screen.queryByText('Invalid value')).toBeNull();
  });

  it('shows a refusal the server names a field of at that field, focused', async () => {
    renderSection();
    Element.prototype.scrollIntoView = vi.fn();
    await fillAndSubmit(pdf());
    const refused =
      '{"status":400,"message":"Your request could not be processed.","field":"resume"}';
    await act(async () => lastRequest().answer(400, refused));
    const resume = screen.getByLabelText(/^Resume/);
    await waitFor(() => expect(document.activeElement).toBe(resume));
    expect(resume.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This file was not accepted. Choose another file.')).toBeTruthy();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();

    // Another file clears it; an e-mail address refused goes to its field.
    fireEvent.change(resume, { target: { files: [pdf(16)] } });
    expect(screen.queryByText('This file was not accepted. Choose another file.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(FakeRequest.made).toHaveLength(2));
    await act(async () =>
      lastRequest().answer(400, '{"status":400,"message":"x","field":"personalData.email"}'),
    );
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
  });

  it('says the connection failed when the server cannot be reached', async () => {
    renderSection();
    await fillAndSubmit(pdf());
    await act(async () => lastRequest().dispatchEvent(new Event('error')));
    expect(screen.getByRole('alert').textContent).toContain(
      'Could not establish connection to the server. Please try again later.',
    );
  });
});
