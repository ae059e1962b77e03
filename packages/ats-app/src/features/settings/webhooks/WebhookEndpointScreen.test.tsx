import type { WebhookDelivery, WebhookEndpoint } from '@ats/api-sdk/rtk';
import { toast } from '@ats/design-system';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareScreenTests } from '../../../shared/testing/screenTests.ts';
import { json, renderWithApi, stubApi } from '../../../shared/testing/testStore.tsx';
import { pendingPollMilliseconds } from './DeliveryLog.tsx';
import { WebhookEndpointScreen } from './WebhookEndpointScreen.tsx';
import { deliveryOf, endpointOf } from './webhookTestData.ts';

prepareScreenTests();

interface Server {
  requests: Request[];
  endpoint: WebhookEndpoint;
  deliveries: WebhookDelivery[];
  onWrite: (request: Request) => Response | Promise<Response>;
}

function stubServer(endpoint: WebhookEndpoint, deliveries: WebhookDelivery[] = []): Server {
  const server: Server = {
    requests: [],
    endpoint,
    deliveries,
    onWrite: () => json({ status: 500, message: 'unexpected' }, 500),
  };
  server.requests = stubApi(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET') return server.onWrite(request);
    if (url.pathname === `/api/Settings/Webhooks/${endpoint.id}`) return json(server.endpoint);
    if (url.pathname === `/api/Settings/Webhooks/${endpoint.id}/Deliveries`) {
      return json({
        result: server.deliveries,
        totalCount: server.deliveries.length,
        pageNumber: 1,
      });
    }
    return json({ status: 404, message: 'Requested resource does not exist.' }, 404);
  });
  return server;
}

function renderEndpoint(id: string) {
  const router = createMemoryRouter(
    [
      { path: '/settings/webhooks/:id', element: <WebhookEndpointScreen /> },
      { path: '/settings/webhooks', element: <h1>Webhooks list</h1> },
    ],
    { initialEntries: [`/settings/webhooks/${id}`] },
  );
  renderWithApi(<RouterProvider router={router} />);
  return router;
}

function writes(server: Server): Request[] {
  return server.requests.filter((request) => request.method !== 'GET');
}

const endpoint = endpointOf();

describe('Settings > Webhooks > endpoint', { timeout: 30_000 }, () => {
  it('shows the settings and the delivery log with each row’s event, time, attempts, answer, latency and error', async () => {
    stubServer(endpoint, [
      deliveryOf(),
      deliveryOf({
        id: '5d0b8a50-6c1e-4d47-9b1a-2f0c3e1a0102',
        event: 'candidate.hired',
        status: 'failed',
        attempts: 12,
        lastResponseStatus: 500,
        lastLatencyMs: 1200,
        lastError: 'the endpoint answered 500',
      }),
    ]);
    renderEndpoint(endpoint.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payroll sync' })).toBeTruthy();
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(within(settings).getByText('https://hooks.example.com/ats')).toBeTruthy();
    expect(within(settings).getByText('Candidate hired')).toBeTruthy();
    expect(within(settings).getByText('Candidate stage changed')).toBeTruthy();
    expect(within(settings).getByText('Left out')).toBeTruthy();
    expect(within(settings).getByText('whsec_AbCd…')).toBeTruthy();

    const log = await screen.findByRole('table', { name: 'Delivery log' });
    const test = (await within(log).findByText('Test event')).closest('tr') as HTMLElement;
    expect(within(test).getByText('Delivered')).toBeTruthy();
    expect(within(test).getByText('200')).toBeTruthy();
    expect(within(test).getByText('42 ms')).toBeTruthy();
    const hired = within(log).getByText('Candidate hired').closest('tr') as HTMLElement;
    expect(within(hired).getByText('Failed')).toBeTruthy();
    expect(within(hired).getByText('12')).toBeTruthy();
    expect(within(hired).getByText('500')).toBeTruthy();
    expect(within(hired).getByText('the endpoint answered 500')).toBeTruthy();
  });

  it('says when the server disabled the endpoint after days of failure, and since when', async () => {
    stubServer(
      endpointOf({
        enabled: false,
        failingSince: '2026-06-01T08:00:00.000Z',
        disabledReason: 'failedForDays',
        disabledAt: '2026-06-06T08:00:00.000Z',
      }),
    );
    renderEndpoint(endpoint.id);
    const note = await screen.findByRole('note');
    expect(within(note).getByText('Disabled by the server')).toBeTruthy();
    expect(note.textContent).toContain('06/01/2026');
    expect(note.textContent).toContain('06/06/2026');
    expect(screen.getAllByText('Disabled after failures').length).toBeGreaterThan(0);
  });

  it('sends a test event, says it is queued, and reads the log again until it is delivered', async () => {
    const server = stubServer(endpoint);
    server.onWrite = (request) => {
      expect(new URL(request.url).pathname).toBe(`/api/Settings/Webhooks/${endpoint.id}/test`);
      server.deliveries = [
        deliveryOf({
          status: 'pending',
          attempts: 0,
          lastResponseStatus: null,
          lastLatencyMs: null,
        }),
      ];
      return json({ deliveryId: server.deliveries[0]?.id, messageId: 'msg_2zYx' }, 202);
    };
    renderEndpoint(endpoint.id);
    expect(await screen.findByText('No deliveries yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({
        title: 'Test event queued: it shows in the delivery log.',
        message: undefined,
      }),
    );
    // The write refreshes the log: the test event is there, pending.
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    expect(await within(log).findByText('Pending')).toBeTruthy();
    expect(screen.getByText(/the log refreshes by itself/)).toBeTruthy();
    // Delivered meanwhile: the next poll shows it.
    server.deliveries = [deliveryOf()];
    await act(() => new Promise((resolve) => setTimeout(resolve, pendingPollMilliseconds + 500)));
    expect(await within(log).findByText('Delivered')).toBeTruthy();
  });

  it('redelivers one row', async () => {
    const server = stubServer(endpoint, [deliveryOf()]);
    server.onWrite = () => json({ deliveryId: deliveryOf().id, messageId: 'msg_2zYx' }, 202);
    renderEndpoint(endpoint.id);
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    fireEvent.click(await within(log).findByRole('button', { name: /^Redeliver Test event of/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(new URL(writes(server)[0]?.url ?? '').pathname).toBe(
      `/api/Settings/Webhooks/${endpoint.id}/Deliveries/${deliveryOf().id}/redeliver`,
    );
  });

  it('edits the events, keeping the other settings', async () => {
    const server = stubServer(endpoint);
    server.onWrite = async (request) => {
      const body = (await request.clone().json()) as WebhookEndpoint;
      server.endpoint = { ...server.endpoint, ...body };
      return json(server.endpoint);
    };
    renderEndpoint(endpoint.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook endpoint' });
    const hired = within(dialog).getByRole('checkbox', {
      name: 'Candidate hired',
    }) as HTMLInputElement;
    expect(hired.checked).toBe(true);
    fireEvent.click(hired);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Meeting scheduled' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = writes(server)[0];
    expect(put?.method).toBe('PUT');
    expect(await put?.json()).toEqual({
      url: 'https://hooks.example.com/ats',
      description: 'Payroll sync',
      events: ['candidate.stage_changed', 'meeting.scheduled'],
      enabled: true,
      includePersonalData: false,
    });
    // The screen reads the endpoint again.
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(await within(settings).findByText('Meeting scheduled')).toBeTruthy();
  });

  it('rotates the secret only when confirmed, then shows the new one once', async () => {
    const server = stubServer(endpoint);
    server.onWrite = () => json({ secret: 'whsec_bmV3LXNlY3JldA==' });
    renderEndpoint(endpoint.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate the signing secret?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(server)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const again = await screen.findByRole('alertdialog', { name: 'Rotate the signing secret?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(
      (within(shown).getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement).value,
    ).toBe('whsec_bmV3LXNlY3JldA==');
    expect(new URL(writes(server)[0]?.url ?? '').pathname).toBe(
      `/api/Settings/Webhooks/${endpoint.id}/rotateSecret`,
    );
    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText('whsec_bmV3LXNlY3JldA==')).toBeNull());
  });

  it('deletes the endpoint when confirmed and returns to the list', async () => {
    const server = stubServer(endpoint);
    server.onWrite = () => new Response(null, { status: 204 });
    const router = renderEndpoint(endpoint.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete endpoint' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete this webhook endpoint?',
    });
    expect(confirm.textContent).toContain('https://hooks.example.com/ats');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/webhooks'));
    expect(writes(server)[0]?.method).toBe('DELETE');
    expect(toast.success).toHaveBeenCalledWith({
      title: 'Webhook endpoint deleted.',
      message: undefined,
    });
  });

  it('shows the not-found page for an id that is not one', async () => {
    stubServer(endpoint);
    renderEndpoint('not-an-id');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });
});
