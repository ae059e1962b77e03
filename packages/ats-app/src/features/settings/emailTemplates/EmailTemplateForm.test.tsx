import type { EmailTemplate } from '@ats/api-sdk/rtk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withJsdomRangeMeasures } from '../../../shared/testing/rangeMeasures.ts';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { EditEmailTemplateScreen, NewEmailTemplateScreen } from './EmailTemplateFormScreen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

withJsdomRangeMeasures();

const body = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });

const template: EmailTemplate = {
  id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0003',
  name: 'Interview invitation',
  en: { subject: 'Interview for {recruitmentTitle}', body: body('Dear {candidateName},') },
  pl: { subject: 'Rozmowa: {recruitmentTitle', body: body('Dzień dobry,') },
  lastEdited: '2026-11-20T10:00:00.000Z',
};

const placeholders = [
  { name: 'candidateFirstName', token: '{candidateFirstName}', sampleValue: 'Anna' },
  { name: 'recruitmentTitle', token: '{recruitmentTitle}', sampleValue: 'Frontend Developer' },
];

/** The server's preview: the problems of each language, as the real one finds them. */
const problemsByLanguage = {
  en: [{ field: 'body', kind: 'unknownPlaceholder', token: '{candidateName}' }],
  pl: [{ field: 'subject', kind: 'unbalancedBrace', token: '{recruitmentTitle' }],
} as const;

function stubServer(problems: Record<'en' | 'pl', readonly unknown[]> = problemsByLanguage) {
  return stubApi(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/Settings/EmailTemplatePlaceholders') return json(placeholders);
    if (pathname === `/api/Settings/EmailTemplates/${template.id}` && request.method === 'GET') {
      return json(template);
    }
    if (pathname === '/api/Settings/EmailTemplates/preview') {
      const { language, subject } = (await request.json()) as {
        language: 'en' | 'pl';
        subject: string;
      };
      return json({
        subject,
        html: '<p>Preview</p>',
        text: 'Preview',
        problems: problems[language],
      });
    }
    if (pathname === `/api/Settings/EmailTemplates/${template.id}`) return json(template);
    return json({ status: 404, message: 'Requested resource does not exist.' }, 404);
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/settings/email-templates/new', element: <NewEmailTemplateScreen /> },
      { path: '/settings/email-templates/:id', element: <EditEmailTemplateScreen /> },
      { path: '/settings/email-templates', element: <p>The list</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithApi(<RouterProvider router={router} />);
  return router;
}

describe('the e-mail template form', { timeout: 30_000 }, () => {
  it('requires a name, and a subject and a body in each language, before anything is sent', async () => {
    const requests = stubServer();
    renderAt('/settings/email-templates/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    // Name, and subject and body in English and in Polish.
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('shows the name’s limit and lists the placeholders of each language', async () => {
    stubServer();
    renderAt('/settings/email-templates/new');
    expect(await screen.findByText('Unique among templates, at most 100 characters.')).toBeTruthy();
    // Insert goes to each language's body until the user goes into a field.
    expect(
      await screen.findAllByRole('button', {
        name: 'Insert {candidateFirstName} in the body (English)',
      }),
    ).toHaveLength(1);
    expect(
      screen.getAllByRole('button', { name: 'Insert {candidateFirstName} in the body (Polish)' }),
    ).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Copy {recruitmentTitle}' })).toHaveLength(2);
  });

  it('inserts a placeholder in the subject at the cursor', async () => {
    stubServer();
    renderAt('/settings/email-templates/new');
    const subject = (await screen.findByRole('textbox', {
      name: /Subject \(English\)/,
    })) as HTMLInputElement;
    subject.focus();
    fireEvent.change(subject, { target: { value: 'Hello !' } });
    subject.setSelectionRange(6, 6);
    const insert = await screen.findByRole('button', {
      name: 'Insert {candidateFirstName} in the subject (English)',
    });
    insert.focus();
    fireEvent.click(insert);
    await waitFor(() => expect(subject.value).toBe('Hello {candidateFirstName}!'));
    // The focus is back in the subject, after the token: typing goes on there.
    await waitFor(() => expect(document.activeElement).toBe(subject));
    expect(subject.selectionStart).toBe('Hello {candidateFirstName}'.length);
  });

  it('inserts a placeholder in the body, at its end when it never had the cursor', async () => {
    stubServer({ en: [], pl: [] });
    renderAt(`/settings/email-templates/${template.id}`);
    const body = await screen.findByRole('textbox', { name: /Body \(English\)/ });
    const insert = await screen.findByRole('button', {
      name: 'Insert {recruitmentTitle} in the body (English)',
    });
    insert.focus();
    fireEvent.click(insert);
    await waitFor(() => expect(body.textContent).toBe('Dear {candidateName},{recruitmentTitle}'));
    // The focus is back in the body, so the user can type on.
    expect(document.activeElement).toBe(body);
    // The Polish body and both subjects are unchanged.
    expect(screen.getByRole('textbox', { name: /Body \(Polish\)/ }).textContent).toBe(
      'Dzień dobry,',
    );
    expect(screen.getByRole('textbox', { name: /Subject \(English\)/ })).toHaveProperty(
      'value',
      'Interview for {recruitmentTitle}',
    );
  });

  it('inserts in the field the user was last in', async () => {
    stubServer({ en: [], pl: [] });
    renderAt('/settings/email-templates/new');
    const subject = (await screen.findByRole('textbox', {
      name: /Subject \(Polish\)/,
    })) as HTMLInputElement;
    const body = screen.getByRole('textbox', { name: /Body \(Polish\)/ });
    subject.focus();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Insert {candidateFirstName} in the subject (Polish)',
      }),
    );
    // The target follows the focus the form records: allow a busy machine more than a second.
    // Read again: a field found before the form's last lazy part arrived may have been replaced.
    const subjectNow = () =>
      screen.getByRole('textbox', { name: /Subject \(Polish\)/ }) as HTMLInputElement;
    await waitFor(() => expect(subjectNow().value).toBe('{candidateFirstName}'), {
      timeout: 10_000,
    });
    expect(
      screen.getByText(
        'Insert puts the placeholder in the subject (Polish), at its cursor. Click in the subject or the body to choose.',
      ),
    ).toBeTruthy();
    // Back in the body, Insert follows it; the English section keeps its own target.
    body.focus();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Insert {candidateFirstName} in the body (Polish)',
      }),
    );
    await waitFor(() => expect(body.textContent).toBe('{candidateFirstName}'), { timeout: 10_000 });
    expect(document.activeElement).toBe(body);
    expect(subjectNow().value).toBe('{candidateFirstName}');
    expect(
      screen.getByRole('button', { name: 'Insert {candidateFirstName} in the body (English)' }),
    ).toBeTruthy();
  });

  it('lists the placeholder problems in words and does not save', async () => {
    const requests = stubServer();
    renderAt(`/settings/email-templates/${template.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Unknown placeholder “{candidateName}” in the body.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Unbalanced brace in “{recruitmentTitle” in the subject: a placeholder needs its opening and its closing brace.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'The template was not saved: fix the placeholders listed under each language.',
      ),
    ).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('previews one language: subject and the HTML in a sandboxed frame', async () => {
    stubServer({ en: [], pl: [] });
    renderAt(`/settings/email-templates/${template.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview (English)' }));
    const frame = await screen.findByTitle('E-mail body: Interview for {recruitmentTitle}');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Preview</p>');
  });

  it('saves a template without problems and returns to the list', async () => {
    const requests = stubServer({ en: [], pl: [] });
    const router = renderAt(`/settings/email-templates/${template.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/email-templates'));
    const saved = requests.find((request) => request.method === 'PUT');
    expect(await saved?.json()).toEqual({ name: template.name, en: template.en, pl: template.pl });
  });
});
