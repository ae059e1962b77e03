import type { WebhookEndpoint } from '@ats/api-sdk/rtk';
import { toast } from '@ats/design-system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onScreen } from '../../../shared/testing/onScreen.tsx';
import { prepareScreenTests } from '../../../shared/testing/screenTests.ts';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { WebhooksScreen } from './WebhooksScreen.tsx';
import { endpointOf } from './webhookTestData.ts';

prepareScreenTests();

const healthy = endpointOf();
const disabledByServer = endpointOf({
  id: '5d0b8a50-6c1e-4d47-9b1a-2f0c3e1a0002',
  url: 'https://broken.example.com/hook',
  description: '',
  events: ['application.received'],
  enabled: false,
  failingSince: '2026-06-01T08:00:00.000Z',
  disabledReason: 'failedForDays',
  disabledAt: '2026-06-06T08:00:00.000Z',
});

interface Server {
  requests: Request[];
  onWrite?: (request: Request) => Response | Promise<Response>;
}

function stubServer(endpoints: WebhookEndpoint[] = [healthy, disabledByServer]): Server {
  const server: Server = { requests: [] };
  server.requests = stubApi(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET') {
      if (server.onWrite) return server.onWrite(request);
      return json({ status: 500, message: 'unexpected' }, 500);
    }
    if (url.pathname === '/api/Settings/Webhooks') {
      return json({ result: endpoints, totalCount: endpoints.length, pageNumber: 1 });
    }
    return json({ status: 404, message: 'Requested resource does not exist.' }, 404);
  });
  return server;
}

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!(row instanceof HTMLElement)) throw new Error(`no row with ${text}`);
  return row;
}

async function openAddForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
  return screen.findByRole('dialog', { name: 'Add webhook endpoint' });
}

describe('Settings > Webhooks', { timeout: 30_000 }, () => {
  it('lists each endpoint with its URL, description, event count and status', async () => {
    stubServer();
    renderWithApi(onScreen(<WebhooksScreen />));
    expect(await screen.findByText('https://hooks.example.com/ats')).toBeTruthy();
    const row = rowOf('https://hooks.example.com/ats');
    expect(within(row).getByText('Payroll sync')).toBeTruthy();
    expect(within(row).getByText('2 events')).toBeTruthy();
    expect(within(row).getByText('Enabled')).toBeTruthy();
    const link = within(row).getByRole('link', { name: 'https://hooks.example.com/ats' });
    expect(link.getAttribute('href')).toBe(`/settings/webhooks/${healthy.id}`);
    const broken = rowOf('https://broken.example.com/hook');
    expect(within(broken).getByText('1 event')).toBeTruthy();
    expect(within(broken).getByText('Disabled after failures')).toBeTruthy();
  });

  it('explains webhooks when there is no endpoint yet', async () => {
    stubServer([]);
    renderWithApi(onScreen(<WebhooksScreen />));
    expect(await screen.findByText('No webhook endpoints yet')).toBeTruthy();
    expect(screen.getByText(/choose the events it wants/)).toBeTruthy();
  });

  it('shows the error view with a retry when the list cannot be loaded', async () => {
    stubApi(async () => json({ status: 500, message: 'boom' }, 500));
    renderWithApi(onScreen(<WebhooksScreen />));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('adds an endpoint, then shows its signing secret once with a Copy button', async () => {
    const server = stubServer([]);
    const added = endpointOf({ id: '5d0b8a50-6c1e-4d47-9b1a-2f0c3e1a0009' });
    server.onWrite = () =>
      json({ endpoint: added, secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=' }, 201);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApi(onScreen(<WebhooksScreen />));
    const dialog = await openAddForm();
    // Every event of the contract, each with its explanation.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(9);
    expect(within(dialog).getByText('A candidate was moved to a Hired stage.')).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'Include personal data' })).toBeTruthy();
    const enabled = within(dialog).getByRole('switch', { name: 'Enabled' }) as HTMLInputElement;
    expect(enabled.checked).toBe(true);

    // Nothing chosen: the form says so and sends nothing.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), {
      target: { value: 'http://127.0.0.1:9999/hook' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Choose at least one event')).toBeTruthy();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Candidate hired' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Application received' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const secretDialog = await screen.findByRole('dialog', {
      name: 'Endpoint added: copy its signing secret',
    });
    const post = server.requests.find((request) => request.method === 'POST');
    expect(new URL(post?.url ?? '').pathname).toBe('/api/Settings/Webhooks');
    // The events go in the contract's order.
    expect(await post?.json()).toEqual({
      url: 'http://127.0.0.1:9999/hook',
      description: '',
      events: ['application.received', 'candidate.hired'],
      enabled: true,
      includePersonalData: false,
    });
    const secret = within(secretDialog).getByRole('textbox', {
      name: 'Signing secret',
    }) as HTMLInputElement;
    expect(secret.value).toBe('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=');
    expect(secret.readOnly).toBe(true);
    expect(within(secretDialog).getByText(/webhook-id, webhook-timestamp and webhook-signature/));
    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ='),
    );
    expect(await within(secretDialog).findByText('Secret copied')).toBeTruthy();
  });

  it('shows the server’s refusal of the URL under the field', async () => {
    const server = stubServer([]);
    server.onWrite = () =>
      json(
        {
          status: 400,
          message: 'the webhook URL must be https (http only for loopback in development)',
          field: 'url',
        },
        400,
      );
    renderWithApi(onScreen(<WebhooksScreen />));
    const dialog = await openAddForm();
    const url = within(dialog).getByRole('textbox', { name: /Endpoint URL/ });
    fireEvent.change(url, { target: { value: 'http://hooks.example.com/ats' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Score given' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(/The server refused this URL/)).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('refuses what is not a URL before asking the server', async () => {
    const server = stubServer([]);
    renderWithApi(onScreen(<WebhooksScreen />));
    const dialog = await openAddForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), {
      target: { value: 'hooks.example.com' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Score given' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Enter a URL that starts with https://')).toBeTruthy();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
