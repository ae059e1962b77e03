import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { getJson } from '../support/jobOfferData.ts';
import { demoRecruiter, signInThroughProvider } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// Issue 27: an administrator (the demo recruiter, Anna Kowalska) invites a hiring manager in
// Settings > Users; the person signs in and sees only their role's menu; the list says they
// are active and the audit log lists the invitation.
//
// Users cannot be deleted, so a second run on the same server, or another spec that invited
// the demo newcomer before, finds newcomer@example.com already a user. The invitation through
// the form then goes to a fresh address (nobody can sign in with it), and the newcomer is made
// an invited or active hiring manager through the API, so that the rest of the story holds.

const newcomer = {
  email: 'newcomer@example.com',
  password: 'demo',
  name: 'Nina Nowicka',
};

interface StaffUser {
  id: string;
  email: string;
  role: string;
  status: 'Invited' | 'Active' | 'Deactivated';
}

async function findUser(page: Page, email: string): Promise<StaffUser | undefined> {
  const { result } = await getJson<{ result: StaffUser[] }>(
    page,
    `/api/ATSUsers?SearchQuery=${encodeURIComponent(email)}&pageSize=100`,
  );
  return result.find((user) => user.email.toLowerCase() === email);
}

/** The newcomer, known already, made a hiring manager who may sign in. */
async function readyNewcomer(page: Page, user: StaffUser): Promise<void> {
  const headers = writeHeaders(page);
  if (user.status === 'Deactivated') {
    const response = await page.request.post(`/api/ATSUsers/${user.id}/reactivate`, { headers });
    expect(response.status()).toBe(200);
  }
  if (user.role !== 'HiringManager') {
    const response = await page.request.post(`/api/ATSUsers/${user.id}/role`, {
      headers,
      data: { role: 'HiringManager' },
    });
    expect(response.status()).toBe(200);
  }
}

function userRow(page: Page, email: string) {
  return page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
}

async function searchUsers(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search users' });
  await box.fill(text);
  await box.press('Enter');
}

test('an administrator invites a hiring manager, who signs in and sees only their role’s menu', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, two sign-ins and the audit log: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Settings' })
    .click();
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  const known = await findUser(page, newcomer.email);
  const invitedAddress = known ? `invitee.${Date.now()}@example.com` : newcomer.email;
  if (known) await readyNewcomer(page, known);

  // The invitation, through the form.
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a person' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(invitedAddress);
  await dialog.getByRole('radio', { name: /Hiring manager/ }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitedAddress}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await searchUsers(page, invitedAddress);
  const invitedRow = userRow(page, invitedAddress);
  await expect(invitedRow).toContainText('Invited');
  await expect(invitedRow).toContainText('Hiring manager');
  await expect(invitedRow).toContainText('Never');
  await expectNoAccessibilityViolations(page);

  // The newcomer signs in, in a browser of their own, and sees only their role's menu.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const newcomerPage = await context.newPage();
    await newcomerPage.goto('/login');
    await signInThroughProvider(newcomerPage, newcomer);
    const menu = newcomerPage.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Recruitments', 'Applicants']);
    // Settings holds only API access, their own tokens (issue 28).
    await menu.getByRole('button', { name: 'Settings' }).click();
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Recruitments',
      'Applicants',
      'API access',
    ]);
  } finally {
    await context.close();
  }

  // Back as the administrator: the newcomer is active.
  await page.reload();
  await searchUsers(page, newcomer.email);
  const newcomerRow = userRow(page, newcomer.email);
  await expect(newcomerRow).toContainText(newcomer.name);
  await expect(newcomerRow).toContainText('Active');
  await expect(newcomerRow).toContainText('Hiring manager');

  // The administrator's own row offers no action on themself.
  await searchUsers(page, demoRecruiter.email);
  await expect(userRow(page, demoRecruiter.email)).toContainText(`${demoRecruiter.name} (you)`);
  await expect(page.getByRole('button', { name: `Actions for ${demoRecruiter.name}` })).toHaveCount(
    0,
  );

  // The audit log lists the invitation.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const invitation = page
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: `Invited ${invitedAddress} as Hiring manager` });
  await expect(invitation.first()).toContainText(demoRecruiter.name);
  await expectNoAccessibilityViolations(page);
});
