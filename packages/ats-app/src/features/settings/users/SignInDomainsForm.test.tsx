import { toast } from '@ats/design-system';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { SignInDomainsForm } from './SignInDomainsForm.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => '');
  vi.spyOn(toast, 'error').mockImplementation(() => '');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubServer(answerPut: (body: unknown) => Response = (body) => json(body)) {
  return stubApi(async (request) => {
    if (request.method === 'PUT') return answerPut(await request.clone().json());
    return json({ domains: [{ domain: 'example.org', role: 'Interviewer' }] });
  });
}

const domainField = (number: number) =>
  screen.getByRole('textbox', { name: new RegExp(`^Domain ${number}`) }) as HTMLInputElement;

describe('SignInDomainsForm', { timeout: 30_000 }, () => {
  it('explains the rule and lists the saved domains with their roles', async () => {
    stubServer();
    renderWithApi(<SignInDomainsForm />);
    expect(
      await screen.findByText(
        'People with an address in these domains may sign in without an invitation and get the domain’s role.',
      ),
    ).toBeTruthy();
    expect(domainField(1).value).toBe('example.org');
    expect(screen.getByRole('combobox', { name: /Role of domain 1/ }).textContent).toContain(
      'Interviewer',
    );
  });

  it('adds, checks and saves domains, lower-cased without a leading @', async () => {
    const requests = stubServer();
    renderWithApi(<SignInDomainsForm />);
    await screen.findByRole('textbox', { name: /^Domain 1/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    fireEvent.change(domainField(2), { target: { value: 'Example.ORG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save sign-in rules' }));
    expect(await screen.findByText('This domain is listed twice')).toBeTruthy();
    fireEvent.change(domainField(2), { target: { value: '@Company.COM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save sign-in rules' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toEqual({
      domains: [
        { domain: 'example.org', role: 'Interviewer' },
        { domain: 'company.com', role: 'Recruiter' },
      ],
    });
  });

  it('removes a domain', async () => {
    const requests = stubServer();
    renderWithApi(<SignInDomainsForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove domain 1' }));
    expect(screen.getByText('No domains: only invited people may sign in.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save sign-in rules' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toEqual({ domains: [] });
  });

  it('shows a domain the server refused on its field', async () => {
    stubServer(() => json({ status: 400, message: 'refused', field: 'domains[0].domain' }, 400));
    renderWithApi(<SignInDomainsForm />);
    await screen.findByRole('textbox', { name: /^Domain 1/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save sign-in rules' }));
    expect(
      await screen.findByText('This domain was refused: check it, and that it is listed once.'),
    ).toBeTruthy();
  });
});
