import type { Browser, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { signInThroughProvider } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// Issue 27: the menu, buttons and pages show only what the signed-in user's role allows, and
// say why when a link leads to something refused. Demo accounts (password "demo"): Olga
// Zielińska is an Interviewer on the teams of the recruitments team@ is on; James Carter a
// Hiring manager; Tom Stranger is refused; Nina Nowicka is invited here as a throwaway.

const demo = (email: string, name: string) => ({ email, password: 'demo', name });
const interviewer = demo('interviewer@example.com', 'Olga Zielińska');
const manager = demo('manager@example.com', 'James Carter');
const newcomer = demo('newcomer@example.com', 'Nina Nowicka');

const open = 2;

interface ListItem {
  id: string;
  title: string;
  status: number;
  candidatesCount: number;
  canEdit: boolean;
}

interface Candidate {
  newestJobApplicationId: string;
  firstName: string;
  lastName: string;
  recruitmentRecruiteeStageId: string;
}

interface StaffUser {
  id: string;
  email: string;
  status: 'Invited' | 'Active' | 'Deactivated';
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** A browser context of its own, signed in as `account` (not the recruiter of the fixture). */
async function signedInAs(browser: Browser, baseURL: string | undefined, account: typeof manager) {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughProvider(page, account);
  return { context, page };
}

/**
 * A candidate of an open recruitment the signed-in user is staff of: from the middle of the
 * last such recruitment's first page, away from those the other specs take (the first ones,
 * and the last with a phone number).
 */
async function candidateOfMine(page: Page) {
  const recruitments = await getJson<{ result: ListItem[] }>(
    page,
    `/api/Recruitments?pageNumber=1&pageSize=100&RecruitmentStatus=${open}`,
  );
  // Hiring managers and interviewers are listed only their own recruitments; `canEdit` says
  // they are on its staff.
  const mine = recruitments.result.filter((item) => item.canEdit && item.candidatesCount > 0);
  const recruitment = mine.at(-1);
  if (!recruitment) throw new Error('The demo data has no open recruitment of this user');
  const candidates = await getJson<{ result: Candidate[] }>(
    page,
    `/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}&PageNumber=1&PageSize=20`,
  );
  const candidate = candidates.result[Math.floor(candidates.result.length / 2)];
  if (!candidate) throw new Error(`No candidate in ${recruitment.title}`);
  return { recruitment, candidate, name: `${candidate.firstName} ${candidate.lastName}` };
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications|Powiadomienia/ });
}

test('an interviewer sees her pages, scores and notes, and is told why settings are refused', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await signedInAs(browser, baseURL, interviewer);
  try {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Recruitments', 'Applicants']);
    // Settings holds only API access, her own tokens (issue 28).
    await menu.getByRole('button', { name: 'Settings' }).click();
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Recruitments',
      'Applicants',
      'API access',
    ]);

    await menu.getByRole('link', { name: 'Recruitments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recruitments' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recruitments' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add new' })).toHaveCount(0);

    // A candidate of her recruitment: stars and Note, no contact and no stage to choose.
    const { candidate, name } = await candidateOfMine(page);
    await page.goto(`/applicants/application/${candidate.newestJobApplicationId}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Note', exact: true })).toBeVisible();
    for (const action of ['Call', 'Email', 'Meeting', 'Export data', 'Erase data']) {
      await expect(main.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }
    await expect(main.getByRole('combobox', { name: 'Stage' })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);

    await page
      .getByRole('radiogroup', { name: 'Your score' })
      .getByRole('radio', { name: '4 stars' })
      .click();
    const scoreDialog = page.getByRole('dialog', { name: 'Give score' });
    await expect(scoreDialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await scoreDialog.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Score has been saved.').last()).toBeVisible();
    await expect(scoreDialog).toBeHidden();

    await main.getByRole('button', { name: 'Note', exact: true }).click();
    const noteDialog = page.getByRole('dialog', { name: 'Add note' });
    await noteDialog
      .getByRole('textbox', { name: /Note/ })
      .fill(`Asked good questions ${Date.now().toString(36)}`);
    await noteDialog.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Note has been added.').last()).toBeVisible();
    await expect(noteDialog).toBeHidden();

    // A settings page by its address: the 403 page, naming her role.
    await page.goto('/settings/recruitment-stages');
    await expect(main.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
    await expect(main).toContainText(
      'Your role, Interviewer, does not allow this page. Ask an administrator if you need it.',
    );
    await expect(main.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  } finally {
    await context.close();
  }
});

test('a hiring manager sees his recruitments, moves candidates, and may not edit', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await signedInAs(browser, baseURL, manager);
  try {
    // The list shows what the API gives him, without Add new nor row actions.
    const listed = await getJson<{ result: ListItem[]; totalCount: number }>(
      page,
      '/api/Recruitments?pageNumber=1&pageSize=20',
    );
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', {
        name: 'Recruitments',
      })
      .click();
    const table = page.getByRole('table', { name: 'Recruitments' });
    const rows = table.locator('tbody tr[aria-rowindex]');
    await expect(rows).toHaveCount(listed.result.length);
    for (const item of listed.result) {
      await expect(rows.filter({ hasText: item.title }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Add new' })).toHaveCount(0);
    await expect(table.getByRole('button', { name: /^Actions for / })).toHaveCount(0);

    // His recruitment's details: its status as a label, no Edit, no tools menu, no team edit.
    const { recruitment, candidate, name } = await candidateOfMine(page);
    await page.goto(`/recruitments/${recruitment.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to candidates' })).toBeVisible();

    // Its edit form by address: refused, naming his role.
    await page.goto(`/recruitments/${recruitment.id}/edit`);
    await expect(page.getByRole('main')).toContainText(
      'Your role, Hiring manager, does not allow this page. Ask an administrator if you need it.',
    );

    // He moves a candidate to another stage, and back.
    await page.goto(`/applicants/application/${candidate.newestJobApplicationId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const stage = page.getByRole('combobox', { name: 'Stage' });
    await expect(stage).toBeVisible();
    const before = (await stage.textContent())?.trim() ?? '';
    await stage.click();
    const other = page
      .getByRole('listbox')
      .getByRole('option')
      .filter({ hasNotText: before })
      .first();
    const otherName = (await other.textContent())?.trim() ?? '';
    await other.click();
    await expect(toasts(page).getByText('Stage updated').last()).toBeVisible();
    await expect(stage).toHaveText(otherName);
    await stage.click();
    await page.getByRole('listbox').getByRole('option', { name: before, exact: true }).click();
    await expect(stage).toHaveText(before);
  } finally {
    await context.close();
  }
});

test('a person nobody invited ends on the login page, told why', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with single sign-on' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('uninvited@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?.*error=no_access/);
    await expect(
      page.getByText('Your account has no access to the ATS; ask your recruiting team.'),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a deactivated person is signed out at their next click', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // As the demo administrator (the fixture's page): invite the throwaway account, or let it
  // in again when an earlier run (or another spec) left it deactivated.
  await page.goto('/');
  const me = await getJson<{ id: string }>(page, '/api/ATSUsers/Current');
  const found = await getJson<{ result: StaffUser[] }>(
    page,
    `/api/ATSUsers?page=1&pageSize=20&SearchQuery=${encodeURIComponent(newcomer.email)}`,
  );
  let person = found.result.find((user) => user.email === newcomer.email);
  if (!person) {
    const invited = await page.request.post('/api/ATSUsers/invite', {
      headers: writeHeaders(page),
      data: { email: newcomer.email, role: 'Recruiter' },
    });
    expect(invited.status()).toBe(200);
    person = (await invited.json()) as StaffUser;
  } else if (person.status === 'Deactivated') {
    const reactivated = await page.request.post(`/api/ATSUsers/${person.id}/reactivate`, {
      headers: writeHeaders(page),
    });
    expect(reactivated.status()).toBe(200);
  }
  const personId = person.id;

  const { context, page: theirPage } = await signedInAs(browser, baseURL, newcomer);
  try {
    const deactivated = await page.request.post(`/api/ATSUsers/${personId}/deactivate`, {
      headers: writeHeaders(page),
      data: { recruitmentsOwnerId: me.id },
    });
    expect(deactivated.status()).toBe(200);

    await theirPage
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Recruitments' })
      .click();
    await expect(theirPage).toHaveURL(/\/login/, { timeout: 15_000 });
    await expect(
      theirPage.getByRole('link', { name: 'Continue with single sign-on' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
