import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { demoRecruiter } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// Demo data (packages/api-server/src/seed/demo): open, pending, closed and draft recruitments,
// most written by the demo recruiter (Anna Kowalska), the open ones with candidates from
// several sources. Tests that change data make their own recruitments through the API, with
// unique titles, so that other specs still find the demo data as they expect it.

interface RecruitmentDetails {
  id: string;
  title: string;
  positionName: string | null;
  status: number;
  jobTitle: string;
  jobOfferUrl: string | null;
  canEdit: boolean;
  candidatesAndApplicants: { candidateCount: number; applicantCount: number };
  recruitmentRecruiteesByStageList: { recruitmentRecruiteeStageId: string; count: number }[];
  recruitmentJobApplicationsByRefererList: { referer: string | null; count: number }[];
  recruitmentTeamMembers: { id: string; firstName: string; lastName: string }[];
}

interface ListItem {
  id: string;
  title: string;
  candidatesCount: number;
  applicantsCount: number;
  canEdit: boolean;
}

interface Stage {
  id: string;
  name: string;
  order: number;
  isDeleted: boolean;
}

const open = 2;

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A complete recruitment owned by the signed-in recruiter: a full save makes it pending (the
 * server's status machine, docs/decisions/recruitments.md "Recruitments (server)").
 */
async function createPending(page: Page, title: string): Promise<string> {
  const { id: ownerId } = await getJson<{ id: string }>(page, '/api/ATSUsers/Current');
  const questionnaires = await getJson<{ result: { id: string }[] }>(
    page,
    '/api/Questionnaires/questionnairelistforrecruitment?page=1&pageSize=1000',
  );
  const positions = await getJson<{ result: { id: string }[] }>(
    page,
    '/api/RecruitmentPositions?page=1&pageSize=1000',
  );
  const deadline = new Date();
  deadline.setDate(deadline.getDate() + 30);
  const response = await page.request.post('/api/Recruitments/add', {
    headers: writeHeaders(page),
    data: {
      title,
      newOrExistingPosition: positions.result[0]?.id,
      deadline: isoDate(deadline),
      vacantPosts: 2,
      budgetPerPositionMin: 9000,
      budgetPerPositionMax: 12500,
      budgetCurrencyId: 'PLN',
      questionnaireId: questionnaires.result[0]?.id,
      jobTitle: 'End-to-end engineer',
      jobDescription: JSON.stringify({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Keeps the details honest.' }] },
        ],
      }),
      locationDescription: 'Warsaw office',
      locationLatitude: 52.2297,
      locationLongitude: 21.0122,
      remoteWorkIsPossible: true,
      keywords: ['Playwright', 'TypeScript'],
      recruiterIds: [],
      hiringManagerId: null,
      recruitmentOwnerId: ownerId,
      isDraft: false,
    },
  });
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  const created = await getJson<RecruitmentDetails>(page, `/api/Recruitments/${id}`);
  expect(created.status).toBe(1);
  return id;
}

async function deleteRecruitment(page: Page, id: string): Promise<void> {
  await page.request.delete(`/api/Recruitments/${id}`, { headers: writeHeaders(page) });
}

/** Open recruitments of the demo data, as the list's first page gives them. */
async function openRecruitments(page: Page): Promise<ListItem[]> {
  const page1 = await getJson<{ result: ListItem[] }>(
    page,
    `/api/Recruitments?pageNumber=1&pageSize=20&RecruitmentStatus=${open}`,
  );
  return page1.result;
}

function statusBox(page: Page, name = 'Status') {
  return page.getByRole('combobox', { name });
}

async function chooseStatus(page: Page, name: string) {
  await statusBox(page).click();
  await page.getByRole('option', { name, exact: true }).click();
}

async function statusOptions(page: Page): Promise<string[]> {
  await statusBox(page).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications|Powiadomienia/ });
}

test('an open recruitment from the list shows its header, charts, counts and position', async ({
  page,
  context,
}) => {
  await page.goto('/recruitments');
  // The demo's open recruitment the recruiter writes with the most candidates.
  const chosen = (await openRecruitments(page))
    .filter((item) => item.canEdit && item.candidatesCount > 0 && item.applicantsCount > 0)
    .sort((first, second) => second.candidatesCount - first.candidatesCount)[0];
  if (!chosen) throw new Error('The demo data has no open recruitment with candidates.');
  const recruitment = await getJson<RecruitmentDetails>(page, `/api/Recruitments/${chosen.id}`);
  const stages = await getJson<Stage[]>(page, '/api/RecruitmentRecruiteeStages');

  const box = page.getByRole('searchbox', { name: 'Search recruitments' });
  await box.fill(chosen.title);
  await box.press('Enter');
  await page
    .getByRole('table', { name: 'Recruitments' })
    .getByRole('link', { name: chosen.title, exact: true })
    .click();
  await expect(page).toHaveURL(`/recruitments/${chosen.id}`);

  // Header: the position name, the title, breadcrumbs, status, tools and facts.
  await expect(
    page.getByRole('heading', { level: 1, name: recruitment.positionName ?? '' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Recruitment details · ATS');
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('link', { name: 'Recruitments' })).toHaveAttribute(
    'href',
    '/recruitments',
  );
  await expect(breadcrumbs.getByText(chosen.title, { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('main').getByText(chosen.title, { exact: true }).last(),
  ).toBeVisible();
  await expect(statusBox(page)).toHaveText('Open');
  // Open: an edit link, no menu.
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute(
    'href',
    `/recruitments/${chosen.id}/edit`,
  );
  await expect(page.getByRole('button', { name: `Actions for ${chosen.title}` })).toHaveCount(0);
  for (const term of ['Created', 'Deadline', 'Vacant posts', 'Budget per position', 'Team']) {
    await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
  }
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: /^\d{2}\/\d{2}\/\d{4}/ })
      .first(),
  ).toBeVisible();
  const teamButton = page.getByRole('button', { name: /^Edit team: / });
  for (const member of recruitment.recruitmentTeamMembers) {
    await expect(teamButton).toHaveAccessibleName(
      new RegExp(`${member.firstName} ${member.lastName}`),
    );
  }

  // The bars: every live stage in stage order with its count, in the chart's table.
  const liveStages = stages
    .filter((stage) => !stage.isDeleted)
    .sort((first, second) => first.order - second.order);
  const countOf = (stageId: string) =>
    recruitment.recruitmentRecruiteesByStageList.find(
      (entry) => entry.recruitmentRecruiteeStageId === stageId,
    )?.count ?? 0;
  const stageTable = page.getByRole('table', { name: 'Candidates by stage' });
  await expect(page.getByRole('figure', { name: 'Candidates by stage' })).toBeVisible();
  await expect(stageTable.getByRole('rowheader')).toHaveText(liveStages.map((stage) => stage.name));
  await expect(stageTable.locator('tbody tr')).toHaveText(
    liveStages.map((stage) => `${stage.name}${countOf(stage.id)}`),
  );
  const chartBox = await page
    .getByRole('figure', { name: 'Candidates by stage' })
    .locator('svg')
    .boundingBox();
  expect(chartBox?.height).toBe(250);
  // Bars are at most 32 px thick.
  const barWidths = await page
    .getByRole('figure', { name: 'Candidates by stage' })
    .locator('svg rect')
    .evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('width'))));
  expect(barWidths.length).toBe(liveStages.length);
  for (const width of barWidths) expect(width).toBeLessThanOrEqual(32);

  // The doughnut's legend: sources by count, null as "direct links".
  const sources = [...recruitment.recruitmentJobApplicationsByRefererList].sort(
    (first, second) => second.count - first.count,
  );
  const sourceTable = page.getByRole('table', { name: 'Applications by source' });
  await expect(sourceTable.locator('tbody').getByRole('rowheader')).toHaveText(
    sources.map((source) => source.referer ?? 'direct links'),
  );
  await expect(sourceTable.locator('tbody').getByRole('cell')).toHaveText(
    sources.map((source) => String(source.count)),
  );
  const doughnut = await page
    .getByRole('figure', { name: 'Applications by source' })
    .locator('svg')
    .boundingBox();
  expect(doughnut?.width).toBe(160);

  // Counts, and the way to the candidates.
  const counts = page.getByRole('region', { name: 'Candidates and applicants' });
  await expect(counts).toContainText(
    `Candidates${recruitment.candidatesAndApplicants.candidateCount}`,
  );
  await expect(counts).toContainText(
    `Applicants${recruitment.candidatesAndApplicants.applicantCount}`,
  );
  await expect(counts.getByRole('link', { name: 'Go to candidates' })).toHaveAttribute(
    'href',
    `/recruitments/${chosen.id}/candidates`,
  );

  // Position details with the job post.
  const position = page.getByRole('region', { name: 'Position details' });
  await expect(position).toContainText(recruitment.jobTitle);
  for (const term of ['Job title', 'Location', 'Keywords', 'Remote work', 'Job description']) {
    await expect(position.getByRole('term').filter({ hasText: term })).toBeVisible();
  }
  expect(recruitment.jobOfferUrl).not.toBeNull();
  await expect(position.getByRole('link', { name: 'View the job post' })).toHaveAttribute(
    'href',
    recruitment.jobOfferUrl ?? '',
  );

  await expectNoAccessibilityViolations(page, { bestPractices: true });

  // Copy link: the address lands in the clipboard and in an info toast.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(page.url()).origin,
  });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(toasts(page)).toContainText('Link to the job offer copied to the clipboard');
  await expect(toasts(page)).toContainText(recruitment.jobOfferUrl ?? '');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recruitment.jobOfferUrl);
});

test('staff who may only read see the status as a label, and no tools', async ({ page }) => {
  await page.goto('/recruitments');
  const readOnly = (await openRecruitments(page)).find((item) => !item.canEdit);
  test.skip(!readOnly, 'The demo recruiter may write every open recruitment of page 1.');
  if (!readOnly) return;
  await page.goto(`/recruitments/${readOnly.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(statusBox(page)).toHaveCount(0);
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Team: / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit team: / })).toHaveCount(0);
});

test('the status dropdown offers the next statuses, changes the status, and it lasts', async ({
  page,
}) => {
  await page.goto('/recruitments');
  const title = `Status flow ${Date.now()}`;
  const id = await createPending(page, title);
  await page.goto(`/recruitments/${id}`);

  // Pending: the current status first and in bold, then what the server allows.
  await expect(statusBox(page)).toHaveText('Pending');
  await statusBox(page).click();
  const current = page.getByRole('option', { name: 'Pending', exact: true });
  await expect(current).toHaveAttribute('aria-selected', 'true');
  expect(
    Number(
      await current
        .locator('span')
        .first()
        .evaluate((label) => getComputedStyle(label).fontWeight),
    ),
  ).toBeGreaterThanOrEqual(600);
  expect(
    Number(
      await page
        .getByRole('option', { name: 'Open', exact: true })
        .locator('span')
        .first()
        .evaluate((label) => getComputedStyle(label).fontWeight),
    ),
  ).toBeLessThan(600);
  await page.keyboard.press('Escape');
  expect(await statusOptions(page)).toEqual(['Pending', 'Draft', 'Open', 'Closed']);
  // Pending: a menu with Edit and Delete; nothing to copy yet.
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Edit', 'Delete']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);

  // To open, with the keyboard: the offer goes live, the tools become an edit link.
  await statusBox(page).focus();
  await page.keyboard.press('Enter');
  await expect(current).toHaveAttribute('data-active-item', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Open', exact: true })).toHaveAttribute(
    'data-active-item',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toContainText('Recruitment status has been changed.');
  await expect(statusBox(page)).toHaveText('Open');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Position details' }).getByRole('link', {
      name: 'View the job post',
    }),
  ).toHaveAttribute('href', new RegExp(`/offers/${id}$`));
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Actions for ${title}` })).toHaveCount(0);
  await expect.poll(() => statusOptions(page)).toEqual(['Open', 'Closed']);

  await page.reload();
  await expect(statusBox(page)).toHaveText('Open');

  // To closed: no tools, no link; it may be re-opened.
  await chooseStatus(page, 'Closed');
  await expect(statusBox(page)).toHaveText('Closed');
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View the job post' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect.poll(() => statusOptions(page)).toEqual(['Closed', 'Open']);
  await page.reload();
  await expect(statusBox(page)).toHaveText('Closed');

  // A change the server refuses keeps the status and says why.
  await page.route('**/api/Recruitments/setstatus', (route) =>
    route.fulfill({ status: 400, json: { status: 400, message: 'refused' } }),
  );
  await chooseStatus(page, 'Open');
  await expect(toasts(page)).toContainText('Recruitment status could not be changed.');
  await expect(statusBox(page)).toHaveText('Closed');
});

test('the team modal keeps the owner, saves the chosen recruiters, and the team lasts', async ({
  page,
}) => {
  await page.goto('/recruitments');
  const title = `Team change ${Date.now()}`;
  const id = await createPending(page, title);
  try {
    await page.goto(`/recruitments/${id}`);
    const team = page.getByRole('button', { name: /^Edit team: / });
    await expect(team).toHaveAccessibleName(`Edit team: ${demoRecruiter.name}`);
    await team.click();

    const dialog = page.getByRole('dialog', { name: 'Recruitment team' });
    const owner = dialog.getByRole('checkbox', { name: demoRecruiter.name });
    await expect(owner).toBeChecked();
    await expect(owner).toBeDisabled();
    await expect(owner).toHaveAccessibleDescription('Owner, always on the team');
    // The others by last name, then first name, the owner not repeated.
    const names = await dialog
      .getByRole('group', { name: 'Recruiters' })
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''),
      );
    expect(names[0]).toBe(demoRecruiter.name);
    const recruiters = await getJson<{
      result: { recruiterATSUserId: string; firstName: string; lastName: string }[];
    }>(page, '/api/ATSUsers/Recruiters?page=1&pageSize=1000');
    const compare = (first: string, second: string) =>
      first.localeCompare(second, 'en', { sensitivity: 'base' });
    const expectedOthers = recruiters.result
      .filter((recruiter) => `${recruiter.firstName} ${recruiter.lastName}` !== demoRecruiter.name)
      .sort(
        (first, second) =>
          compare(first.lastName, second.lastName) || compare(first.firstName, second.firstName),
      )
      .map((recruiter) => `${recruiter.firstName} ${recruiter.lastName}`);
    expect(names.slice(1)).toEqual(expectedOthers);
    await expectNoAccessibilityViolations(page);

    await dialog.getByRole('checkbox', { name: 'James Carter' }).check();
    await dialog.getByRole('checkbox', { name: 'Piotr Nowak' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page)).toContainText('Recruitment team has been changed.');
    await expect(dialog).toBeHidden();
    const expected = `Edit team: James Carter, ${demoRecruiter.name}, and Piotr Nowak`;
    await expect(team).toHaveAccessibleName(expected);

    await page.reload();
    await expect(team).toHaveAccessibleName(expected);
    await team.click();
    await expect(dialog.getByRole('checkbox', { name: 'James Carter' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Piotr Nowak' })).toBeChecked();

    // Cancel forgets the change.
    await dialog.getByRole('checkbox', { name: 'Piotr Nowak' }).uncheck();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await team.click();
    await expect(dialog.getByRole('checkbox', { name: 'Piotr Nowak' })).toBeChecked();

    // A save the server refuses keeps the modal and the choice, and says so.
    await page.route('**/api/Recruitments/updateteam', (route) =>
      route.fulfill({ status: 500, json: { status: 500, message: 'boom' } }),
    );
    await dialog.getByRole('checkbox', { name: 'Piotr Nowak' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page)).toContainText('Recruitment team could not be changed.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Piotr Nowak' })).not.toBeChecked();
    // Closable again once the save is over.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(team).toHaveAccessibleName(expected);
  } finally {
    await deleteRecruitment(page, id);
  }
});

test('deleting a pending recruitment from its menu asks, deletes and returns to the list', async ({
  page,
}) => {
  await page.goto('/recruitments');
  const title = `Pending to delete ${Date.now()}`;
  const id = await createPending(page, title);
  await page.goto(`/recruitments/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nobody applied to it yet: no way to its candidates.
  await expect(page.getByRole('link', { name: 'Go to candidates' })).toHaveCount(0);
  await expect(page.getByText('No candidates yet')).toBeVisible();
  await expect(page.getByText('No applications yet')).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete recruitment' });
  await expect(dialog).toContainText(`Are you sure you want to delete recruitment ${title}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/recruitments');
  await expect(toasts(page)).toContainText('Recruitment has been deleted.');
  await expect(page.getByRole('heading', { level: 1, name: 'Recruitments' })).toBeVisible();
  expect((await page.request.get(`/api/Recruitments/${id}`)).status()).toBe(404);
});

test('an unknown recruitment is not found; a failed load offers to try again', async ({ page }) => {
  await page.goto('/recruitments/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await page.goto('/recruitments/not-a-recruitment');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();

  await page.goto('/recruitments');
  const [first] = await openRecruitments(page);
  if (!first) throw new Error('The demo data has no open recruitment.');
  const call = `**/api/Recruitments/${first.id}`;
  await page.route(call, (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'boom' } }),
  );
  await page.goto(`/recruitments/${first.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unable to fetch data from api' }),
  ).toBeVisible();
  await page.unroute(call);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(first.title);
});

test('the details speak Polish', async ({ page }) => {
  await page.goto('/recruitments');
  const chosen = (await openRecruitments(page)).find(
    (item) => item.canEdit && item.applicantsCount > 0,
  );
  if (!chosen) throw new Error('The demo data has no open recruitment with applicants.');
  const recruitment = await getJson<RecruitmentDetails>(page, `/api/Recruitments/${chosen.id}`);
  await page.goto(`/recruitments/${chosen.id}`);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');

  await expect(page).toHaveTitle('Szczegóły rekrutacji · ATS');
  await expect(
    page.getByRole('navigation', { name: 'Ścieżka nawigacji' }).getByRole('link', {
      name: 'Rekrutacje',
    }),
  ).toBeVisible();
  await expect(statusBox(page)).toHaveText('Otwarta');
  await expect(page.getByRole('button', { name: 'Kopiuj link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edytuj', exact: true })).toBeVisible();
  for (const term of ['Utworzono', 'Termin', 'Wolne etaty', 'Budżet na stanowisko', 'Zespół']) {
    await expect(page.getByRole('term').filter({ hasText: term }).first()).toBeVisible();
  }
  // The app's Polish date format.
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: /^\d{2}\.\d{2}\.\d{4}/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edytuj zespół: / })).toBeVisible();
  for (const heading of [
    'Kandydaci według etapu',
    'Aplikacje według źródła',
    'Szczegóły stanowiska',
    'Kandydaci i aplikujący',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  if (recruitment.recruitmentJobApplicationsByRefererList.some((entry) => entry.referer === null)) {
    await expect(
      page.getByRole('table', { name: 'Aplikacje według źródła' }).getByRole('rowheader', {
        name: 'bezpośrednie linki',
      }),
    ).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Przejdź do kandydatów' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zobacz ogłoszenie' })).toBeVisible();
  await expectNoAccessibilityViolations(page, { bestPractices: true });

  await page.getByRole('button', { name: /^Edytuj zespół: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Zespół rekrutacji' });
  await expect(dialog.getByRole('button', { name: 'Zapisz' })).toBeVisible();
  await expect(dialog.getByText('Właściciel, zawsze w zespole')).toBeVisible();
  await dialog.getByRole('button', { name: 'Anuluj' }).click();

  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
});
