import type { EmailTemplate } from '@ats/api-sdk/rtk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onScreen } from '../../../shared/testing/onScreen.tsx';
import { withJsdomRangeMeasures } from '../../../shared/testing/rangeMeasures.ts';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { ComposeEmailDialog } from './ComposeEmailDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

withJsdomRangeMeasures();

const candidate = {
  recruitmentId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001',
  recruiteeId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002',
};

const paragraph = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });

const template: EmailTemplate = {
  id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0003',
  name: 'Interview invitation',
  en: {
    subject: 'Interview for {recruitmentTitle}',
    body: paragraph('Dear {candidateFirstName},'),
  },
  pl: {
    subject: 'Rozmowa: {recruitmentTitle}',
    body: paragraph('Dzień dobry {candidateFirstName},'),
  },
  lastEdited: '2026-11-20T10:00:00.000Z',
};

const placeholders = [
  { name: 'candidateFirstName', token: '{candidateFirstName}', sampleValue: 'Anna' },
  { name: 'recruitmentTitle', token: '{recruitmentTitle}', sampleValue: 'Frontend Developer' },
];

const preview = (problems: unknown[]) => ({
  subject: 'Interview for Frontend Developer',
  html: '<!DOCTYPE html><html><body><p>Dear Jan,</p></body></html>',
  text: 'Dear Jan,',
  problems,
});

/** The server: one template, two placeholders, a preview with `problems`, and the send. */
function stubServer(problems: unknown[] = []) {
  return stubApi(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/Settings/EmailTemplates') {
      return json({
        result: [{ ...template, subject: template.en.subject }],
        totalCount: 1,
        pageNumber: 1,
      });
    }
    if (pathname === `/api/Settings/EmailTemplates/${template.id}`) return json(template);
    if (pathname === '/api/Settings/EmailTemplatePlaceholders') return json(placeholders);
    if (pathname === '/api/Settings/EmailTemplates/preview') return json(preview(problems));
    if (pathname === '/api/Activities/message') return json({ id: 'a1', activityType: 3 });
    return json({ status: 404, message: 'Requested resource does not exist.' }, 404);
  });
}

function renderDialog(language: string | null = 'pl') {
  const onClose = vi.fn();
  renderWithApi(
    onScreen(
      <ComposeEmailDialog
        {...candidate}
        candidateName="Jan Nowak"
        open
        onClose={onClose}
        language={language}
      />,
    ),
  );
  return onClose;
}

async function chooseTemplate() {
  fireEvent.click(await screen.findByRole('combobox', { name: /Template/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Interview invitation' }));
}

const subject = () => screen.getByRole('textbox', { name: /Subject/ }) as HTMLInputElement;
const body = () => screen.getByRole('textbox', { name: /Message/ });

describe('ComposeEmailDialog', { timeout: 30_000 }, () => {
  it('renders nothing while closed', () => {
    stubServer();
    renderWithApi(
      onScreen(
        <ComposeEmailDialog {...candidate} candidateName="Jan" open={false} onClose={vi.fn()} />,
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fills the subject and body from the chosen template, in the chosen language', async () => {
    stubServer();
    renderDialog('pl');
    expect(await screen.findByRole('dialog', { name: 'Send e-mail' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Polish' })).toHaveProperty('checked', true);
    await chooseTemplate();
    await waitFor(() => expect(subject().value).toBe('Rozmowa: {recruitmentTitle}'));
    expect(body().textContent).toBe('Dzień dobry {candidateFirstName},');

    // Untouched, the template's text follows the language.
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(subject().value).toBe('Interview for {recruitmentTitle}'));
    expect(body().textContent).toBe('Dear {candidateFirstName},');

    // Once edited, it stays as the user wrote it.
    fireEvent.change(subject(), { target: { value: 'Our interview' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Polish' }));
    expect(subject().value).toBe('Our interview');
  });

  it('starts in the interface language when the candidate’s is unknown', async () => {
    stubServer();
    renderDialog(null);
    expect(await screen.findByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
  });

  it('sends the template’s text with the candidate, and closes', async () => {
    const requests = stubServer();
    const onClose = renderDialog('en');
    await chooseTemplate();
    await waitFor(() => expect(subject().value).toBe('Interview for {recruitmentTitle}'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = requests.find((request) => request.url.endsWith('/api/Activities/message'));
    expect(await sent?.json()).toEqual({
      ...candidate,
      emailTemplateId: template.id,
      language: 'en',
      subject: 'Interview for {recruitmentTitle}',
      body: template.en.body,
    });
    const previewed = requests.find((request) => request.url.endsWith('/preview'));
    expect(await previewed?.json()).toMatchObject({ ...candidate, language: 'en' });
  });

  it('lists unknown placeholders in words and does not send', async () => {
    const requests = stubServer([
      { field: 'subject', kind: 'unknownPlaceholder', token: '{candidateName}' },
    ]);
    const onClose = renderDialog('en');
    await chooseTemplate();
    await waitFor(() => expect(subject().value).not.toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Unknown placeholder “{candidateName}” in the subject.'),
    ).toBeTruthy();
    expect(requests.some((request) => request.url.endsWith('/api/Activities/message'))).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('requires a subject and a body', async () => {
    const requests = stubServer();
    renderDialog('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});

describe('ComposeEmailDialog: placeholders inserted at the cursor', { timeout: 30_000 }, () => {
  const insertButton = (token: string, field: 'subject' | 'message') =>
    screen.findByRole('button', { name: `Insert ${token} in the ${field}` });

  it('inserts in the body, at its end while it never had the cursor, and focuses it', async () => {
    stubServer();
    renderDialog('en');
    await chooseTemplate();
    await waitFor(() => expect(body().textContent).toBe('Dear {candidateFirstName},'));
    expect(
      screen.getByText(
        'Insert puts the placeholder in the message, at its cursor. Click in the subject or the message to choose.',
      ),
    ).toBeTruthy();
    const insert = await insertButton('{recruitmentTitle}', 'message');
    insert.focus();
    fireEvent.click(insert);
    await waitFor(() =>
      expect(body().textContent).toBe('Dear {candidateFirstName},{recruitmentTitle}'),
    );
    expect(document.activeElement).toBe(body());
    expect(subject().value).toBe('Interview for {recruitmentTitle}');
  });

  it('inserts in the body at its cursor', async () => {
    stubServer();
    renderDialog('en');
    await chooseTemplate();
    await waitFor(() => expect(body().textContent).toBe('Dear {candidateFirstName},'));
    // The cursor after "Dear ", as a click there puts it.
    const text = body().querySelector('p')?.firstChild;
    if (!text) throw new Error('The body has no text.');
    body().focus();
    document.getSelection()?.collapse(text, 'Dear '.length);
    fireEvent.click(await insertButton('{recruitmentTitle}', 'message'));
    await waitFor(() =>
      expect(body().textContent).toBe('Dear {recruitmentTitle}{candidateFirstName},'),
    );
    expect(document.activeElement).toBe(body());
  });

  it('inserts in the subject at its cursor once the user was there, and focuses it', async () => {
    stubServer();
    renderDialog('en');
    const field = subject();
    field.focus();
    fireEvent.change(field, { target: { value: 'Hello !' } });
    field.setSelectionRange(6, 6);
    const insert = await insertButton('{candidateFirstName}', 'subject');
    insert.focus();
    fireEvent.click(insert);
    await waitFor(() => expect(field.value).toBe('Hello {candidateFirstName}!'));
    // The focus is back in the subject, after the token: typing goes on there.
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.selectionStart).toBe('Hello {candidateFirstName}'.length);
    expect(body().textContent).toBe('');

    // Back in the body, Insert follows the user there.
    body().focus();
    fireEvent.click(await insertButton('{candidateFirstName}', 'message'));
    await waitFor(() => expect(body().textContent).toBe('{candidateFirstName}'));
    expect(field.value).toBe('Hello {candidateFirstName}!');
  });
});
