import type { StaffUser } from '@ats/api-sdk/rtk';
import { toast } from '@ats/design-system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onScreen } from '../../../shared/testing/onScreen.tsx';
import { prepareScreenTests } from '../../../shared/testing/screenTests.ts';
import { json, renderWithApi, stubApi, testUser } from '../../../shared/testing/testStore.tsx';
import { UsersScreen } from './UsersScreen.tsx';

prepareScreenTests();

function staff(overrides: Partial<StaffUser>): StaffUser {
  return {
    id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0100',
    firstName: 'Emily',
    lastName: 'Brown',
    email: 'owner@example.com',
    role: 'Recruiter',
    status: 'Active',
    lastSignInAt: '2026-06-12T08:00:00.000Z',
    invitedAt: null,
    avatar: null,
    ownedRecruitmentsCount: 0,
    ...overrides,
  };
}

const me = staff({
  id: testUser.id,
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: testUser.email,
  role: 'Administrator',
});
const emily = staff({ ownedRecruitmentsCount: 2 });
const piotr = staff({
  id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0101',
  firstName: 'Piotr',
  lastName: 'Nowak',
  email: 'team@example.com',
});
const invitee = staff({
  id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0102',
  firstName: '',
  lastName: '',
  email: 'newcomer@example.com',
  role: 'HiringManager',
  status: 'Invited',
  lastSignInAt: null,
});
const leaver = staff({
  id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0103',
  firstName: 'Tom',
  lastName: 'Left',
  email: 'left@example.com',
  status: 'Deactivated',
});

interface Server {
  requests: Request[];
  /** Answers a write (POST/PUT) instead of the default 200 echo. */
  onWrite?: (request: Request) => Response | Promise<Response>;
}

function stubServer(users: StaffUser[] = [me, emily, piotr, invitee, leaver]): Server {
  const server: Server = { requests: [] };
  server.requests = stubApi(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET') {
      if (server.onWrite) return server.onWrite(request);
      return json(users[1]);
    }
    if (url.pathname === '/api/ATSUsers') {
      const status = url.searchParams.get('status');
      const role = url.searchParams.get('role');
      const result = users.filter(
        (user) => (!status || user.status === status) && (!role || user.role === role),
      );
      return json({ result, totalCount: result.length, pageNumber: 1 });
    }
    if (url.pathname === '/api/Settings/SignInDomains') {
      return json({ domains: [{ domain: 'example.org', role: 'Interviewer' }] });
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

async function openMenuItem(name: string, item: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

function writes(server: Server): Request[] {
  return server.requests.filter((request) => request.method !== 'GET');
}

describe('Settings > Users', { timeout: 30_000 }, () => {
  it('lists each person with their role, status and last sign-in, and no menu on one’s own row', async () => {
    stubServer();
    renderWithApi(onScreen(<UsersScreen />));
    expect(await screen.findByText('Emily Brown')).toBeTruthy();
    const emilyRow = rowOf('Emily Brown');
    expect(within(emilyRow).getByText('owner@example.com')).toBeTruthy();
    expect(within(emilyRow).getByText('Recruiter')).toBeTruthy();
    expect(within(emilyRow).getByText('Active')).toBeTruthy();
    expect(within(emilyRow).getByText('06/12/2026')).toBeTruthy();
    // An invitation names nobody yet: its address stands for the name.
    const inviteeRow = screen.getAllByText('newcomer@example.com')[0]?.closest('tr');
    expect(inviteeRow?.textContent).toContain('Invited');
    expect(inviteeRow?.textContent).toContain('Hiring manager');
    expect(inviteeRow?.textContent).toContain('Never');
    const myRow = rowOf('Anna Kowalska (you)');
    expect(within(myRow).queryByRole('button')).toBeNull();
  });

  it('asks for a role and a status as filters', async () => {
    const server = stubServer();
    renderWithApi(onScreen(<UsersScreen />));
    await screen.findByText('Emily Brown');
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deactivated' }));
    await waitFor(() => expect(screen.queryByText('Emily Brown')).toBeNull());
    expect(screen.getByText('Tom Left')).toBeTruthy();
    const last = server.requests.at(-1);
    expect(new URL(last?.url ?? '').searchParams.get('status')).toBe('Deactivated');
  });

  it('offers "Withdraw invitation" for an invitation and "Reactivate" for a deactivated person', async () => {
    stubServer();
    renderWithApi(onScreen(<UsersScreen />));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Actions for newcomer@example.com' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Withdraw invitation' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Tom Left' }));
    expect(await screen.findByRole('menuitem', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Deactivate' })).toBeNull();
  });

  it('changes a role', async () => {
    const server = stubServer();
    renderWithApi(onScreen(<UsersScreen />));
    await openMenuItem('Piotr Nowak', 'Change role');
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Piotr Nowak' });
    expect(
      (within(dialog).getByRole('radio', { name: /Recruiter/ }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Interviewer/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [write] = writes(server);
    expect(new URL(write?.url ?? '').pathname).toBe(`/api/ATSUsers/${piotr.id}/role`);
    expect(await write?.json()).toEqual({ role: 'Interviewer' });
    expect(toast.success).toHaveBeenCalledWith({
      title: 'Success',
      message: 'Piotr Nowak is now Interviewer.',
    });
  });

  it('explains a refusal to leave the company without an active administrator', async () => {
    const admin = staff({ ...piotr, role: 'Administrator' });
    const server = stubServer([me, admin]);
    server.onWrite = () =>
      json({ status: 400, message: 'the last active administrator stays one' }, 400);
    renderWithApi(onScreen(<UsersScreen />));
    await openMenuItem('Piotr Nowak', 'Change role');
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Piotr Nowak' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Recruiter/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith({
        title: 'Not changed',
        message:
          'The company needs at least one active administrator: make someone else an administrator first.',
      }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deactivates someone who owns recruitments only with a new owner', async () => {
    const server = stubServer();
    renderWithApi(onScreen(<UsersScreen />));
    await openMenuItem('Emily Brown', 'Deactivate');
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Emily Brown?' });
    expect(dialog.textContent).toContain('Their sessions end now');
    expect(dialog.textContent).toContain('Emily Brown owns 2 recruitments.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(writes(server)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('combobox', { name: /New owner/ }));
    // The person leaving is no candidate; the deactivated are none either.
    expect(screen.queryByRole('option', { name: 'Emily Brown' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Tom Left' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Piotr Nowak' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [write] = writes(server);
    expect(new URL(write?.url ?? '').pathname).toBe(`/api/ATSUsers/${emily.id}/deactivate`);
    expect(await write?.json()).toEqual({ recruitmentsOwnerId: piotr.id });
  });

  it('withdraws an invitation', async () => {
    const server = stubServer();
    renderWithApi(onScreen(<UsersScreen />));
    await openMenuItem('newcomer@example.com', 'Withdraw invitation');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Withdraw the invitation of newcomer@example.com?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith({
        title: 'Success',
        message: 'The invitation of newcomer@example.com has been withdrawn.',
      }),
    );
    expect(await writes(server)[0]?.json()).toEqual({});
  });

  it('reactivates a deactivated person', async () => {
    const server = stubServer();
    renderWithApi(onScreen(<UsersScreen />));
    await openMenuItem('Tom Left', 'Reactivate');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reactivate Tom Left?' });
    expect(dialog.textContent).toContain('with their former role: Recruiter');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(new URL(writes(server)[0]?.url ?? '').pathname).toBe(
      `/api/ATSUsers/${leaver.id}/reactivate`,
    );
  });
});
