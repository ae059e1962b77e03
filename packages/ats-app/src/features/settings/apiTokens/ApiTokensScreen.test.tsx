import type { ApiToken } from '@ats/api-sdk/rtk';
import { toast } from '@ats/design-system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onScreen } from '../../../shared/testing/onScreen.tsx';
import { prepareScreenTests } from '../../../shared/testing/screenTests.ts';
import {
  json,
  renderWithApi,
  stubApi,
  testUser,
  testUserAs,
} from '../../../shared/testing/testStore.tsx';
import { usageHint } from './ApiTokenSecretDialog.tsx';
import { ApiTokensScreen } from './ApiTokensScreen.tsx';

prepareScreenTests();

const me = { id: testUser.id, firstName: 'Anna', lastName: 'Kowalska' };
const piotr = { id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0101', firstName: 'Piotr', lastName: 'Nowak' };

function token(overrides: Partial<ApiToken>): ApiToken {
  return {
    id: '5d8f2c1e-0000-4000-8000-000000000001',
    name: 'Payroll sync',
    owner: me,
    scopes: ['recruitments:read', 'candidates:read'],
    prefix: 'ats_5d8f2c1e',
    createdAt: '2026-06-01T08:00:00.000Z',
    expiresAt: null,
    lastUsedAt: null,
    lastUsedFrom: null,
    ...overrides,
  };
}

const payroll = token({});
const reporting = token({
  id: '5d8f2c1e-0000-4000-8000-000000000002',
  name: 'Reporting',
  prefix: 'ats_5d8f2c1f',
  scopes: ['personalData', 'candidates:write'],
  expiresAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: '2026-06-02T10:30:00.000Z',
  lastUsedFrom: '203.0.113.7',
});
const piotrsBot = token({
  id: '5d8f2c1e-0000-4000-8000-000000000003',
  name: 'Slack bot',
  owner: piotr,
  prefix: 'ats_5d8f2c20',
  expiresAt: '2999-01-01T00:00:00.000Z',
});

interface Server {
  requests: Request[];
  mine: ApiToken[];
  /** Answers a write instead of the default. */
  onWrite?: (request: Request) => Response | Promise<Response>;
}

function stubServer(mine: ApiToken[] = [payroll, reporting]): Server {
  const server: Server = { requests: [], mine };
  server.requests = stubApi(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET') {
      if (server.onWrite) return server.onWrite(request);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/Settings/ApiTokens') {
      const result =
        url.searchParams.get('whose') === 'everyone' ? [...server.mine, piotrsBot] : server.mine;
      return json({ result, totalCount: result.length, pageNumber: 1 });
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

function writes(server: Server): Request[] {
  return server.requests.filter((request) => request.method !== 'GET');
}

function listReads(server: Server): Request[] {
  return server.requests.filter(
    (request) =>
      request.method === 'GET' && new URL(request.url).pathname === '/api/Settings/ApiTokens',
  );
}

describe('Settings > API access', { timeout: 30_000 }, () => {
  it('lists each token with its owner, scopes, prefix, dates and last use', async () => {
    stubServer();
    renderWithApi(onScreen(<ApiTokensScreen />));
    expect(await screen.findByText('Payroll sync')).toBeTruthy();
    const payrollRow = rowOf('Payroll sync');
    expect(payrollRow.textContent).toContain('Anna Kowalska (you)');
    expect(payrollRow.textContent).toContain('Read recruitments and Read candidates');
    expect(within(payrollRow).getByText('ats_5d8f2c1e').tagName).toBe('CODE');
    expect(payrollRow.textContent).toContain('06/01/2026');
    expect(payrollRow.textContent).toContain('Never');
    expect(payrollRow.textContent).toContain('Never used');
    const reportingRow = rowOf('Reporting');
    expect(within(reportingRow).getByText('Expired')).toBeTruthy();
    // The domain's order, whatever the API's.
    expect(reportingRow.textContent).toContain('Change candidates and Candidates’ personal data');
    expect(reportingRow.textContent).toMatch(/06\/02\/2026, \d\d?:30( [AP]M)? from 203\.0\.113\.7/);
  });

  it('says so when there are no tokens yet', async () => {
    stubServer([]);
    renderWithApi(onScreen(<ApiTokensScreen />));
    expect(await screen.findByText('No API tokens yet')).toBeTruthy();
  });

  it('offers administrators everyone’s tokens, and nobody else', async () => {
    const server = stubServer();
    renderWithApi(onScreen(<ApiTokensScreen />));
    await screen.findByText('Payroll sync');
    expect(screen.queryByText('Slack bot')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Everyone’s tokens' }));
    expect(await screen.findByText('Slack bot')).toBeTruthy();
    expect(rowOf('Slack bot').textContent).toContain('Piotr Nowak');
    expect(new URL(listReads(server).at(-1)?.url ?? '').searchParams.get('whose')).toBe('everyone');
    cleanup();

    const recruiterServer = stubServer();
    renderWithApi(onScreen(<ApiTokensScreen />), { user: testUserAs('Interviewer') });
    await screen.findByText('Payroll sync');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(new URL(listReads(recruiterServer)[0]?.url ?? '').searchParams.get('whose')).toBe(
      'mine',
    );
  });

  it('creates a token, shows its secret once with Copy, and refreshes the list', async () => {
    const server = stubServer([]);
    const created = token({ name: 'Reports', scopes: ['recruitments:read'] });
    server.onWrite = () => {
      server.mine = [created];
      return json({ token: created, secret: 'ats_5d8f2c1e_s3cr3t' }, 201);
    };
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApi(onScreen(<ApiTokensScreen />));
    await screen.findByText('No API tokens yet');
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    expect(dialog.textContent).toContain('up to 100 characters');
    expect(dialog.textContent).toContain(
      'Personal data covers candidates’ names, contact data, files and answers.',
    );

    // Nothing is sent without a name and a scope.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one scope')).toBeTruthy();
    expect(writes(server)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: '  Reports  ' },
    });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Expires after/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'No expiry' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Read recruitments/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Copy your token' });
    const [write] = writes(server);
    expect(new URL(write?.url ?? '').pathname).toBe('/api/Settings/ApiTokens');
    expect(await write?.json()).toEqual({
      name: 'Reports',
      lifetimeInDays: null,
      scopes: ['recruitments:read'],
    });
    expect(secretDialog.textContent).toContain('will not be shown again');
    expect(secretDialog.textContent).toContain('Authorization: Bearer');
    const secret = within(secretDialog).getByRole('textbox', { name: 'Secret' });
    expect((secret as HTMLInputElement).value).toBe('ats_5d8f2c1e_s3cr3t');
    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(await within(secretDialog).findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('ats_5d8f2c1e_s3cr3t');

    // The list asked again after the creation; closing forgets the secret.
    expect(await screen.findByText('Reports')).toBeTruthy();
    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('ats_5d8f2c1e_s3cr3t')).toBeNull());
  });

  it('shows the catalogue’s message when the token is refused', async () => {
    const server = stubServer([]);
    server.onWrite = () => json({ status: 400, message: 'scopes: unknown' }, 400);
    renderWithApi(onScreen(<ApiTokensScreen />));
    await screen.findByText('No API tokens yet');
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Reports' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Read settings/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith({
        title: 'Error',
        message:
          'Your request could not be processed. Please make sure the submitted data is correct.',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Create token' })).toBeTruthy();
  });

  it('revokes a token after asking, naming it', async () => {
    const server = stubServer();
    server.onWrite = () => {
      server.mine = [reporting];
      return new Response(null, { status: 204 });
    };
    renderWithApi(onScreen(<ApiTokensScreen />));
    await screen.findByText('Payroll sync');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Payroll sync' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Revoke the token “Payroll sync”?',
    });
    expect(dialog.textContent).toContain('ats_5d8f2c1e…');
    expect(writes(server)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({
        title: 'Success',
        message: 'The token “Payroll sync” has been revoked.',
      }),
    );
    const [write] = writes(server);
    expect(write?.method).toBe('DELETE');
    expect(new URL(write?.url ?? '').pathname).toBe(`/api/Settings/ApiTokens/${payroll.id}`);
    await waitFor(() => expect(screen.queryByText('Payroll sync')).toBeNull());
  });

  it('gives ten lines of usage with the bearer header, without the secret', () => {
    const hint = usageHint('https://ats.example.com');
    expect(hint.split('\n')).toHaveLength(10);
    expect(hint).toContain('Authorization: Bearer $ATS_TOKEN');
    expect(hint).toContain('https://ats.example.com/api/ATSUsers/Current');
  });
});
