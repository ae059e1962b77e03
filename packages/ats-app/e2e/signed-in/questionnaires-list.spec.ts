import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { createDraftQuestionnaire, deleteQuestionnaire } from '../support/questionnaireApi.ts';
import { expect, test } from '../support/test.ts';

// Demo data (packages/api-server/src/seed/demo/questionnaires.ts): active forms used by
// recruitments, an active one nobody uses, and drafts.
const usedActive = 'Software engineering application';
const unusedActive = 'Internship programme';
const demoDraft = 'Design team application';

function table(page: Page) {
  return page.getByRole('table', { name: 'Questionnaires' });
}

function rowOf(page: Page, name: string) {
  return table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search questionnaires' });
  await box.fill(text);
  await box.press('Enter');
}

async function openActions(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
}

test('the list shows each questionnaire with its status, usage, author and last edit', async ({
  page,
}) => {
  await page.goto('/questionnaires');
  await expect(page.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeVisible();
  await expect(page).toHaveTitle('Questionnaires · ATS');
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Status',
    'Name',
    'Usage count',
    'Created by',
    'Last edited',
    'Actions',
  ]);

  await search(page, usedActive);
  const used = rowOf(page, usedActive);
  await expect(used.getByRole('cell').first()).toHaveText('Active');
  expect(Number(await used.getByRole('cell').nth(2).textContent())).toBeGreaterThan(0);
  await expect(used.getByRole('cell').nth(3)).not.toBeEmpty();
  await expect(used.getByRole('cell').nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await search(page, demoDraft);
  await expect(rowOf(page, demoDraft).getByRole('cell').first()).toHaveText('Draft');
  // Deleted questionnaires are not listed.
  await search(page, 'General application 2024');
  await expect(page.getByRole('heading', { name: /No questionnaires match/ })).toBeVisible();

  await expectNoAccessibilityViolations(page);
});

test('a row opens the edit screen, and "Add new questionnaire" the new one', async ({ page }) => {
  await page.goto('/questionnaires');
  await search(page, unusedActive);
  await table(page).getByRole('link', { name: unusedActive, exact: true }).click();
  await expect(page).toHaveURL(/\/questionnaires\/[0-9a-f-]+\/edit$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Add new questionnaire' }).click();
  await expect(page).toHaveURL(/\/questionnaires\/new$/);
});

test('submitting the search box filters the list; no match says so', async ({ page }) => {
  await page.goto('/questionnaires');
  const links = table(page).getByRole('link');
  await expect(links.nth(1)).toBeVisible();

  // Typing alone does not search.
  await page.getByRole('searchbox', { name: 'Search questionnaires' }).fill('intern');
  await expect(links.nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(table(page).getByRole('link')).toHaveText([unusedActive]);

  await search(page, 'no questionnaire is called like this');
  await expect(
    page.getByRole('heading', {
      name: 'No questionnaires match “no questionnaire is called like this”',
    }),
  ).toBeVisible();
});

test('the list loads 20 rows a page as the user scrolls', async ({ page }) => {
  await page.goto('/questionnaires');
  const prefix = `Paging check ${Date.now()}`;
  const ids: string[] = [];
  for (let index = 1; index <= 23; index++) {
    ids.push(await createDraftQuestionnaire(page, `${prefix} ${String(index).padStart(2, '0')}`));
  }
  try {
    const pagesRequested: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const isSearch = url.searchParams.get('SearchQuery') === prefix;
      if (url.pathname === '/api/Questionnaires' && isSearch) pagesRequested.push(url.searchParams);
    });
    await search(page, prefix);
    await expect(table(page)).toHaveAttribute('aria-rowcount', '24');
    // Newest first: the oldest comes last, after scrolling to the end.
    await expect(table(page).getByRole('link', { name: `${prefix} 23` })).toBeVisible();
    await expect(table(page).getByRole('link', { name: `${prefix} 01` })).toHaveCount(0);
    await table(page)
      .locator('xpath=..')
      .evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
    await expect(table(page).getByRole('link', { name: `${prefix} 01` })).toBeVisible();
    expect(
      pagesRequested.map((params) => [params.get('pageNumber'), params.get('pageSize')]),
    ).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
  } finally {
    for (const id of ids) await deleteQuestionnaire(page, id);
  }
});

test('deleting a draft asks first, naming it, then removes it', async ({ page }) => {
  await page.goto('/questionnaires');
  const name = `Draft to delete ${Date.now()}`;
  await createDraftQuestionnaire(page, name);
  await search(page, name);

  await openActions(page, name);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete questionnaire' });
  await expect(dialog).toContainText(`Are you sure you want to delete questionnaire ${name}?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toBeVisible();

  await openActions(page, name);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Questionnaire has been deleted.',
  );
  await expect(table(page).getByRole('link', { name })).toHaveCount(0);
});

test('a questionnaire that recruitments use cannot be deleted', async ({ page }) => {
  await page.goto('/questionnaires');
  await search(page, usedActive);
  await openActions(page, usedActive);
  const deleteItem = page.getByRole('menuitem', { name: 'Delete' });
  await expect(deleteItem).toBeDisabled();
  await deleteItem.click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // An unused active one can go (not deleted here: other tests keep using the demo data).
  await search(page, unusedActive);
  await openActions(page, unusedActive);
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeEnabled();
});

test('a deletion the server refuses says the questionnaire could not be deleted', async ({
  page,
}) => {
  await page.goto('/questionnaires');
  const name = `Deleted meanwhile ${Date.now()}`;
  const id = await createDraftQuestionnaire(page, name);
  await search(page, name);
  await openActions(page, name);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  // Someone else deletes it while the dialog is open: the server refuses the second delete.
  expect(await deleteQuestionnaire(page, id)).toBe(204);
  await page
    .getByRole('alertdialog', { name: 'Delete questionnaire' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Questionnaire could not be deleted.');
  await expect(toasts).toContainText(
    'Your request could not be processed. Please make sure the submitted data is correct.',
  );
});

test('an empty list says so, and a list that cannot be loaded offers to try again', async ({
  page,
}) => {
  const listCall = '**/api/Questionnaires?*';
  await page.route(listCall, (route) =>
    route.fulfill({ json: { result: [], totalCount: 0, pageNumber: 1 } }),
  );
  await page.goto('/questionnaires');
  await expect(page.getByRole('heading', { name: 'No questionnaires yet' })).toBeVisible();

  await page.unroute(listCall);
  await page.route(listCall, (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'boom' } }),
  );
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unable to fetch data from api' }),
  ).toBeVisible();
  await expect(
    page.getByText('An unexpected error has occured. Please try again later.'),
  ).toBeVisible();

  await page.unroute(listCall);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Questionnaires' }).getByRole('link').first(),
  ).toBeVisible();
});
