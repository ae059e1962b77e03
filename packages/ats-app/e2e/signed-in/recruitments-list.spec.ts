import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// Demo data (packages/api-server/src/seed/demo/recruitments.ts): 13 recruitments, 6 open (one
// past its deadline), 3 closed, 2 pending and 2 drafts; the demo recruiter writes most of them.
// Tests that change data make their own drafts through the API, with unique titles.

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

function table(page: Page, name = 'Recruitments') {
  return page.getByRole('table', { name });
}

function rowOf(page: Page, title: string) {
  return table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** The status cells of the rows in the document (the first cell of each body row). */
function statusCells(page: Page, tableName = 'Recruitments') {
  return table(page, tableName).locator('tbody tr[aria-rowindex] td:first-child');
}

async function search(page: Page, text: string, label = 'Search recruitments') {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}

/** A draft with a title only (spec part 2 §5), owned by the signed-in recruiter. */
async function createDraft(page: Page, title: string): Promise<string> {
  const current = await page.request.get('/api/ATSUsers/Current');
  expect(current.status()).toBe(200);
  const { id: ownerId } = (await current.json()) as { id: string };
  const response = await page.request.post('/api/Recruitments/add', {
    headers: writeHeaders(page),
    data: {
      title,
      newOrExistingPosition: '',
      deadline: null,
      vacantPosts: 0,
      budgetPerPositionMin: 0,
      budgetPerPositionMax: 0,
      budgetCurrencyId: null,
      questionnaireId: null,
      jobTitle: '',
      jobDescription: '',
      locationDescription: '',
      locationLatitude: 0,
      locationLongitude: 0,
      remoteWorkIsPossible: false,
      keywords: [],
      recruiterIds: [],
      hiringManagerId: null,
      recruitmentOwnerId: ownerId,
      isDraft: true,
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** Deletes a recruitment through the API (cleanup; a refusal shows in the status). */
async function deleteRecruitment(page: Page, id: string): Promise<number> {
  const response = await page.request.delete(`/api/Recruitments/${id}`, {
    headers: writeHeaders(page),
  });
  return response.status();
}

/** Records the list requests (page number, page size, status, search) the screen makes. */
function recordListRequests(page: Page) {
  const requests: { pageNumber: string | null; status: string | null; search: string | null }[] =
    [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/Recruitments') return;
    expect(url.searchParams.get('pageSize')).toBe('20');
    requests.push({
      pageNumber: url.searchParams.get('pageNumber'),
      status: url.searchParams.get('RecruitmentStatus'),
      search: url.searchParams.get('SearchQuery'),
    });
  });
  return requests;
}

/** The demo's open (status 2) recruitment past its deadline, found through the API's pages. */
async function openRecruitmentPastItsDeadline(page: Page): Promise<{ title: string }> {
  const today = new Date().toISOString().slice(0, 10);
  for (let pageNumber = 1; pageNumber <= 20; pageNumber++) {
    const response = await page.request.get(
      `/api/Recruitments?RecruitmentStatus=2&pageNumber=${pageNumber}&pageSize=100`,
    );
    expect(response.status()).toBe(200);
    const { result } = (await response.json()) as {
      result: { title: string; deadline: string | null }[];
    };
    const found = result.find((item) => item.deadline !== null && item.deadline < today);
    if (found) return found;
    if (result.length < 100) break;
  }
  throw new Error('The demo data has no open recruitment past its deadline');
}

/** Column headers and status labels cut short with an ellipsis (none should be, at 1280 px). */
async function clippedTexts(page: Page, tableName = 'Recruitments') {
  return table(page, tableName)
    .locator('th, td span[title]')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent),
    );
}

async function scrollToEnd(page: Page) {
  await table(page)
    .locator('xpath=..')
    .evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
}

test('the list shows each recruitment as spec part 2 §2.1 describes', async ({ page }) => {
  await page.goto('/recruitments');
  await expect(page.getByRole('heading', { level: 1, name: 'Recruitments' })).toBeVisible();
  await expect(page).toHaveTitle('Recruitments · ATS');
  await expect(page.getByRole('main')).not.toContainText('Coming soon');
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Status',
    'Title',
    'Position',
    'People',
    'Candidates',
    'Deadline',
    'Actions',
  ]);
  const filters = page.getByRole('group', { name: 'Filter by status' });
  await expect(filters.getByRole('button')).toHaveText([
    'All',
    'Open',
    'Pending',
    'Draft',
    'Closed',
  ]);
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Every status of the demo data, in the spec's words (each under its filter: recruitments
  // made by other specs come first in the whole list).
  for (const status of ['Open', 'Pending', 'Draft', 'Closed']) {
    await filters.getByRole('button', { name: status, exact: true }).click();
    await expect(statusCells(page).filter({ hasText: status }).first()).toBeVisible();
  }
  await filters.getByRole('button', { name: 'All' }).click();
  const rows = table(page).locator('tbody tr[aria-rowindex]');
  await expect(rows.first()).toBeVisible();
  // People and counts as labelled lines, deadlines in the app's date format.
  await expect(rows.first().getByRole('cell').nth(3)).toContainText(/Hiring manager: .+Owner: .+/);
  await expect(rows.first().getByRole('cell').nth(4)).toContainText(
    /\d+ candidates?\d+ applicants?/,
  );
  await expect(
    table(page)
      .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
      .first(),
  ).toBeVisible();
  // The open recruitment past its deadline says how long ago, in red (found by its title:
  // open recruitments made by other specs come first in the list).
  const pastDeadline = await openRecruitmentPastItsDeadline(page);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await search(page, pastDeadline.title);
  const ago = rowOf(page, pastDeadline.title).getByText(
    / ago$|^yesterday$|^last (week|month|year)$/,
  );
  await expect(ago).toBeVisible();
  const agoColour = await ago.evaluate((element) => getComputedStyle(element).color);
  await search(page, '');
  const dateColour = await table(page)
    .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
    .first()
    .evaluate((element) => getComputedStyle(element).color);
  expect(agoColour).not.toBe(dateColour);
  // Candidates still in a New stage show as a label with their count.
  await expect(
    table(page)
      .getByText(/^\d+ new applications?$/)
      .first(),
  ).toBeVisible();

  expect(await clippedTexts(page)).toEqual([]);
  await expectNoAccessibilityViolations(page, { bestPractices: true });
});

test('the status filters show one status at a time, from page 1', async ({ page }) => {
  const requests = recordListRequests(page);
  await page.goto('/recruitments');
  await expect(statusCells(page).first()).toBeVisible();
  const filters = page.getByRole('group', { name: 'Filter by status' });

  for (const [name, status] of [
    ['Open', '2'],
    ['Pending', '1'],
    ['Draft', '0'],
    ['Closed', '3'],
  ] as const) {
    const button = filters.getByRole('button', { name, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(statusCells(page).first()).toHaveText(name);
    const shown = await statusCells(page).allTextContents();
    expect(new Set(shown), name).toEqual(new Set([name]));
    expect(requests.at(-1)).toEqual({ pageNumber: '1', status, search: null });
  }

  // Back to All with the keyboard: the group's buttons are tab stops, pressed with Enter.
  await filters.getByRole('button', { name: 'Closed', exact: true }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(filters.getByRole('button', { name: 'All' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(statusCells(page).filter({ hasText: 'Open' }).first()).toBeVisible();
  await expect(statusCells(page).filter({ hasText: 'Closed' }).first()).toBeVisible();
  expect(requests.at(-1)).toEqual({ pageNumber: '1', status: null, search: null });
});

test('the search finds a recruitment by its title, on Enter or the button', async ({ page }) => {
  await page.goto('/recruitments');
  const title = `Searchable recruitment ${Date.now()}`;
  const id = await createDraft(page, title);
  try {
    const links = table(page).getByRole('link');
    await expect(links.nth(1)).toBeVisible();

    // Typing alone does not search.
    await page.getByRole('searchbox', { name: 'Search recruitments' }).fill(title.toLowerCase());
    await expect(links.nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(links).toHaveText([title]);
    await expect(rowOf(page, title).getByRole('cell').first()).toHaveText('Draft');
    // A draft with a title only: no position, no hiring manager, no deadline.
    await expect(rowOf(page, title).getByRole('cell').nth(2)).toHaveText('—');
    await expect(rowOf(page, title).getByRole('cell').nth(3)).toContainText(
      'Hiring manager: —Owner: Anna Kowalska',
    );
    await expect(rowOf(page, title).getByRole('cell').nth(4)).toHaveText(
      '0 candidates0 applicants',
    );
    await expect(rowOf(page, title).getByRole('cell').nth(5)).toHaveText('—');

    // The search and the status filter work together.
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: `No recruitments match “${title.toLowerCase()}”` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    await expect(links).toHaveText([title]);

    await search(page, 'no recruitment is called like this');
    await expect(
      page.getByRole('heading', {
        name: 'No recruitments match “no recruitment is called like this”',
      }),
    ).toBeVisible();
  } finally {
    await deleteRecruitment(page, id);
  }
});

test('a draft opens its edit form, any other status its details; Add new the new form', async ({
  page,
}) => {
  await page.goto('/recruitments');
  const title = `Draft to open ${Date.now()}`;
  const id = await createDraft(page, title);
  try {
    await search(page, title);
    const draftLink = table(page).getByRole('link', { name: title, exact: true });
    await expect(draftLink).toHaveAttribute('href', `/recruitments/${id}/edit`);
    await draftLink.click();
    await expect(page).toHaveURL(`/recruitments/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit recruitment' })).toBeVisible();

    await page.goBack();
    for (const status of ['Open', 'Pending', 'Closed']) {
      await page.getByRole('button', { name: status, exact: true }).click();
      await expect(statusCells(page).first()).toHaveText(status);
      const link = table(page).getByRole('link').first();
      await expect(link).toHaveAttribute('href', new RegExp(`^/recruitments/${uuid}$`));
    }
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    // The rows of the previous filter must be gone before a link is picked.
    await expect(statusCells(page).first()).toHaveText('Open');
    const openLink = table(page).getByRole('link').first();
    const href = await openLink.getAttribute('href');
    await openLink.click();
    await expect(page).toHaveURL(href ?? '');
    // The details screen (its heading is the position's name): its tab title and breadcrumbs.
    await expect(page).toHaveTitle('Recruitment details · ATS');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: 'Add new' }).click();
    await expect(page).toHaveURL(/\/recruitments\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New recruitment' })).toBeVisible();
  } finally {
    await deleteRecruitment(page, id);
  }
});

test('the row menu offers Edit and Delete by status', async ({ page }) => {
  await page.goto('/recruitments');
  const title = `Draft with a menu ${Date.now()}`;
  const id = await createDraft(page, title);
  try {
    await search(page, title);
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Edit', 'Delete']);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/recruitments/${id}/edit`);
    await page.goBack();

    // Open: Edit only (for the recruitments the demo recruiter may write).
    await search(page, '');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(statusCells(page).first()).toHaveText('Open');
    const openMenu = table(page)
      .getByRole('button', { name: /^Actions for / })
      .first();
    await openMenu.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Edit']);
    await page.keyboard.press('Escape');

    // Pending: Edit and Delete; closed: no menu at all.
    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    await expect(statusCells(page).first()).toHaveText('Pending');
    await table(page)
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await expect(page.getByRole('menuitem')).toHaveText(['Edit', 'Delete']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Closed', exact: true }).click();
    await expect(statusCells(page).first()).toHaveText('Closed');
    await expect(table(page).getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  } finally {
    await deleteRecruitment(page, id);
  }
});

test('deleting a draft from its row menu asks, deletes, toasts, and lasts', async ({ page }) => {
  await page.goto('/recruitments');
  const title = `Draft to delete ${Date.now()}`;
  await createDraft(page, title);
  await search(page, title);

  const actions = page.getByRole('button', { name: `Actions for ${title}` });
  const dialog = page.getByRole('alertdialog', { name: 'Delete recruitment' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(dialog).toContainText(`Are you sure you want to delete recruitment ${title}?`);
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, title)).toBeVisible();

  // With the keyboard this time: the menu button, Delete, then the dialog's Delete.
  await actions.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete' }).press('Enter');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Recruitment has been deleted.',
  );
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('heading', { name: `No recruitments match “${title}”` }),
  ).toBeVisible();

  await page.reload();
  await search(page, title);
  await expect(
    page.getByRole('heading', { name: `No recruitments match “${title}”` }),
  ).toBeVisible();
});

test('a deletion the server refuses says the recruitment could not be deleted', async ({
  page,
}) => {
  await page.goto('/recruitments');
  const title = `Deleted meanwhile ${Date.now()}`;
  const id = await createDraft(page, title);
  await search(page, title);
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  // Someone else deletes it while the dialog is open: the server answers 404.
  expect(await deleteRecruitment(page, id)).toBe(204);
  await page
    .getByRole('alertdialog', { name: 'Delete recruitment' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Recruitment could not be deleted.');
  await expect(toasts).toContainText('Requested resource does not exist.');
});

test('the list loads 20 rows a page, and starts again at page 1 on entry and on filters', async ({
  page,
}) => {
  await page.goto('/recruitments');
  const prefix = `Paging check ${Date.now()}`;
  const ids: string[] = [];
  for (let index = 1; index <= 21; index++) {
    ids.push(await createDraft(page, `${prefix} ${String(index).padStart(2, '0')}`));
  }
  try {
    const requests = recordListRequests(page);
    await search(page, prefix);
    await expect(table(page)).toHaveAttribute('aria-rowcount', '22');
    // Newest first: the oldest comes last, after scrolling to the end.
    await expect(table(page).getByRole('link', { name: `${prefix} 21` })).toBeVisible();
    await expect(table(page).getByRole('link', { name: `${prefix} 01` })).toHaveCount(0);
    await scrollToEnd(page);
    await expect(table(page).getByRole('link', { name: `${prefix} 01` })).toBeVisible();
    // Only the searched list counts here: the unfiltered first page, loaded on arrival, may
    // still be answering when the recording starts on a busy machine.
    expect(requests.filter((request) => request.search === prefix)).toEqual([
      { pageNumber: '1', status: null, search: prefix },
      { pageNumber: '2', status: null, search: prefix },
    ]);

    // All recruitments, two pages loaded; then leave and come back through the menu.
    requests.length = 0;
    await search(page, '');
    await scrollToEnd(page);
    await expect.poll(() => requests.map((request) => request.pageNumber)).toEqual(['1', '2']);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    requests.length = 0;
    await menu.getByRole('link', { name: 'Recruitments' }).click();
    await expect(table(page).getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([{ pageNumber: '1', status: null, search: null }]);

    // A filter seen before in this visit starts at page 1 again too.
    await scrollToEnd(page);
    await expect.poll(() => requests.length).toBe(2);
    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(table(page).getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.slice(2)).toEqual([
      { pageNumber: '1', status: '0', search: null },
      { pageNumber: '1', status: null, search: null },
    ]);
  } finally {
    for (const id of ids) await deleteRecruitment(page, id);
  }
});

test('an empty list says so, and a list that cannot be loaded offers to try again', async ({
  page,
}) => {
  const listCall = '**/api/Recruitments?*';
  await page.route(listCall, (route) =>
    route.fulfill({ json: { result: [], totalCount: 0, pageNumber: 1 } }),
  );
  await page.goto('/recruitments');
  await expect(page.getByRole('heading', { name: 'No recruitments yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Closed', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'No recruitments with this status' }),
  ).toBeVisible();

  await page.unroute(listCall);
  await page.route(listCall, (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'boom' } }),
  );
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unable to fetch data from api' }),
  ).toBeVisible();

  await page.unroute(listCall);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recruitments' })).toBeVisible();
  await expect(table(page).getByRole('link').first()).toBeVisible();
});

test('the list speaks Polish', async ({ page }) => {
  await page.goto('/recruitments');
  const title = `Szkic do usunięcia ${Date.now()}`;
  await createDraft(page, title);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');

  await expect(page.getByRole('heading', { level: 1, name: 'Rekrutacje' })).toBeVisible();
  await expect(page).toHaveTitle('Rekrutacje · ATS');
  await expect(page.getByRole('link', { name: 'Dodaj nową' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Filtruj według statusu' }).getByRole('button'),
  ).toHaveText(['Wszystkie', 'Otwarte', 'Oczekujące', 'Szkice', 'Zamknięte']);
  await expect(table(page, 'Rekrutacje').getByRole('columnheader')).toHaveText([
    'Status',
    'Tytuł',
    'Stanowisko',
    'Osoby',
    'Kandydaci',
    'Termin',
    'Akcje',
  ]);
  // The app's Polish date format.
  await expect(
    table(page, 'Rekrutacje')
      .getByText(/^\d{2}\.\d{2}\.\d{4}$/)
      .first(),
  ).toBeVisible();
  // The longest status label fits its column (under its filter: other specs' recruitments
  // come first in the whole list).
  await page
    .getByRole('group', { name: 'Filtruj według statusu' })
    .getByRole('button', { name: 'Oczekujące' })
    .click();
  await expect(
    statusCells(page, 'Rekrutacje').filter({ hasText: 'Oczekująca' }).first(),
  ).toBeVisible();
  expect(await clippedTexts(page, 'Rekrutacje')).toEqual([]);
  await page
    .getByRole('group', { name: 'Filtruj według statusu' })
    .getByRole('button', { name: 'Wszystkie' })
    .click();
  await expectNoAccessibilityViolations(page, { bestPractices: true });

  await search(page, title, 'Szukaj rekrutacji');
  const row = table(page, 'Rekrutacje')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(row.getByRole('cell').first()).toHaveText('Szkic');
  await expect(row.getByRole('cell').nth(3)).toContainText(
    'Menedżer zatrudniający: —Właściciel: Anna Kowalska',
  );
  await expect(row.getByRole('cell').nth(4)).toHaveText('0 kandydatów0 aplikacji');

  await page.getByRole('button', { name: `Akcje dla: ${title}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Edytuj', 'Usuń']);
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Usuń rekrutację' });
  await expect(dialog).toContainText(`Czy na pewno chcesz usunąć rekrutację ${title}?`);
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByRole('region', { name: /Powiadomienia|Notifications/ })).toContainText(
    'Rekrutacja została usunięta.',
  );
  await expect(
    page.getByRole('heading', { name: `Żadna rekrutacja nie pasuje do „${title}”` }),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
});
