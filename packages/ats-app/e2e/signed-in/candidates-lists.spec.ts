import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// Demo data (packages/api-server/src/seed/demo): open recruitments of the demo recruiter with
// candidates in several stages, scored by several staff members, and applications to
// questionnaires of more than one page. The tests find their candidates through the API.

interface ListItem {
  id: string;
  title: string;
  candidatesCount: number;
  canEdit: boolean;
}

interface Stage {
  id: string;
  name: string;
  order: number;
  isDeleted: boolean;
}

interface Candidate {
  id: string;
  firstName: string;
  lastName: string;
  newestJobApplicationId: string;
  recruitmentRecruiteeStageId: string;
  scoreSetByMe: number;
  reviewCount: number;
  newestResumeFileIdentifier: string | null;
}

interface Applicant {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  newestJobApplicationId: string;
  newestAccessibleJobApplicationId: string | null;
}

interface Page_<T> {
  result: T[];
  totalCount: number;
}

const open = 2;

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** The demo's open recruitment on the recruiter's team with the most candidates. */
async function busiestOpenRecruitment(page: Page): Promise<ListItem> {
  const list = await getJson<Page_<ListItem>>(
    page,
    `/api/Recruitments?pageNumber=1&pageSize=20&RecruitmentStatus=${open}`,
  );
  const chosen = list.result
    .filter((item) => item.canEdit && item.candidatesCount > 0)
    .sort((first, second) => second.candidatesCount - first.candidatesCount)[0];
  if (!chosen) throw new Error('The demo data has no open recruitment with candidates.');
  return chosen;
}

async function candidatesOf(page: Page, recruitmentId: string, query = ''): Promise<Candidate[]> {
  const list = await getJson<Page_<Candidate>>(
    page,
    `/api/RecruitmentRecruitees?recruitmentId=${recruitmentId}&PageNumber=1&PageSize=1000${query}`,
  );
  return list.result;
}

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

function table(page: Page, name = 'Candidates') {
  return page.getByRole('table', { name });
}

/** The body rows in the document (virtualised: the ones in and near view). */
function bodyRows(page: Page, name = 'Candidates'): Locator {
  return table(page, name).locator('tbody tr[aria-rowindex]');
}

/** A list's first load on a busy machine (PGlite, parallel builds) can take a while. */
const listLoad = { timeout: 20_000 };

/** Waits for the list's requests to end (the table is busy meanwhile). */
async function settled(page: Page, name = 'Candidates') {
  await expect(table(page, name)).toBeVisible(listLoad);
  await expect(table(page, name)).not.toHaveAttribute('aria-busy', 'true', listLoad);
}

/** The number of rows the table announces: all on the server, not only those drawn. */
async function expectRowCount(page: Page, count: number, name = 'Candidates') {
  await settled(page, name);
  await expect(table(page, name)).toHaveAttribute('aria-rowcount', String(count + 1), listLoad);
}

function rowOf(page: Page, person: { firstName: string; lastName: string }) {
  return bodyRows(page).filter({
    has: page.getByRole('link', { name: nameOf(person), exact: true }),
  });
}

/** Records the query strings of the list requests the screen makes. */
function recordRequests(page: Page, pathname: string): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === pathname) requests.push(url.searchParams);
  });
  return requests;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications|Powiadomienia/ });
}

/** Opens the candidates of the busiest open recruitment, recording the list's requests. */
async function openCandidates(page: Page) {
  await page.goto('/');
  const recruitment = await busiestOpenRecruitment(page);
  const stages = await getJson<Stage[]>(page, '/api/RecruitmentRecruiteeStages');
  const everyone = await candidatesOf(page, recruitment.id);
  const requests = recordRequests(page, '/api/RecruitmentRecruitees');
  await page.goto(`/recruitments/${recruitment.id}/candidates`);
  await expectRowCount(page, everyone.length);
  return { recruitment, stages, everyone, requests };
}

test('the candidates of a recruitment: breadcrumbs, columns, rows', async ({ page }) => {
  const { recruitment, everyone, requests } = await openCandidates(page);
  await expect(page).toHaveTitle('Candidates in the recruitment · ATS');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('link', { name: 'Recruitments' })).toHaveAttribute(
    'href',
    '/recruitments',
  );
  await expect(breadcrumbs.getByRole('link', { name: recruitment.title })).toHaveAttribute(
    'href',
    `/recruitments/${recruitment.id}`,
  );
  await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Candidates');
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Candidate',
    'Documents',
    'Applied',
    'Stage',
    'Score',
    'Actions',
  ]);
  const newest = everyone[0];
  if (!newest) throw new Error('no candidate');
  await expect(
    rowOf(page, newest).getByRole('link', { name: nameOf(newest), exact: true }),
  ).toHaveAttribute('href', `/applicants/application/${newest.newestJobApplicationId}`);
  expect(requests[0]?.get('PageSize')).toBe('20');
  expect(requests[0]?.get('PageNumber')).toBe('1');
  await expect(page.getByRole('combobox', { name: 'Stage', exact: true })).toHaveText(/All stages/);
  await expect(page.getByRole('combobox', { name: 'My score', exact: true })).toHaveText(
    /All scores/,
  );
  await expectNoAccessibilityViolations(page, { bestPractices: true });
});

test('the candidates filter by stage', async ({ page }) => {
  const { stages, everyone, requests } = await openCandidates(page);
  // A live stage some candidates are in, but not all of them.
  const liveStages = stages
    .filter((stage) => !stage.isDeleted)
    .sort((first, second) => first.order - second.order);
  const stage = liveStages.find((each) => {
    const count = everyone.filter((c) => c.recruitmentRecruiteeStageId === each.id).length;
    return count > 0 && count < everyone.length;
  });
  if (!stage) throw new Error('The demo candidates all sit in one stage.');
  const inStage = everyone.filter((c) => c.recruitmentRecruiteeStageId === stage.id);

  await page.getByRole('combobox', { name: 'Stage', exact: true }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'All stages',
    ...liveStages.map((each) => each.name),
  ]);
  await page.getByRole('option', { name: stage.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => requests.at(-1)?.getAll('RecruitmentStageIds')).toEqual([stage.id]);
  expect(requests.at(-1)?.get('PageNumber')).toBe('1');
  await expectRowCount(page, inStage.length);
  for (const stageCell of await bodyRows(page).locator('td:nth-child(4)').all()) {
    await expect(stageCell).toContainText(stage.name);
  }

  await choose(page, 'Stage', 'All stages');
  await expect.poll(() => requests.at(-1)?.has('RecruitmentStageIds')).toBe(false);
  await expectRowCount(page, everyone.length);
});

test('the candidates filter by my score, 0 meaning not scored by me', async ({ page }) => {
  const { everyone, requests } = await openCandidates(page);
  const unscored = everyone.filter((c) => c.scoreSetByMe === 0);
  await choose(page, 'My score', 'No score');
  await expect.poll(() => requests.at(-1)?.getAll('RecruitmentRecruiteeScores')).toEqual(['0']);
  await expectRowCount(page, unscored.length);
  await expect(bodyRows(page).getByRole('button', { name: /^My score:/ })).toHaveCount(0);

  const scored = everyone.find((c) => c.scoreSetByMe > 0);
  if (!scored) return;
  const score = scored.scoreSetByMe;
  await choose(page, 'My score', 'No score');
  await choose(page, 'My score', score === 1 ? '1 star' : `${score} stars`);
  await expect
    .poll(() => requests.at(-1)?.getAll('RecruitmentRecruiteeScores'))
    .toEqual([String(score)]);
  await expectRowCount(page, everyone.filter((c) => c.scoreSetByMe === score).length);
  await expect(rowOf(page, scored)).toBeVisible();
  await expect(bodyRows(page).getByRole('button', { name: `My score: ${score}` })).toHaveCount(
    await bodyRows(page).count(),
  );
});

test('the candidates search, submitted with Enter', async ({ page }) => {
  const { recruitment, everyone, requests } = await openCandidates(page);
  const searched = everyone.at(-1);
  if (!searched) throw new Error('no candidate');
  const search = page.getByRole('searchbox', { name: 'Search candidates' });
  await expect(search).toHaveAttribute('placeholder', 'Name, e-mail or phone');
  await search.fill(searched.lastName);
  await search.press('Enter');
  await expect.poll(() => requests.at(-1)?.get('SearchQuery')).toBe(searched.lastName);
  expect(requests.at(-1)?.get('PageNumber')).toBe('1');
  const matching = await candidatesOf(
    page,
    recruitment.id,
    `&SearchQuery=${encodeURIComponent(searched.lastName)}`,
  );
  await expectRowCount(page, matching.length);
  await expect(rowOf(page, searched)).toBeVisible();

  await search.fill('no such candidate zzz');
  await search.press('Enter');
  await expect(table(page)).toContainText('No candidates match “no such candidate zzz”');
});

test("a candidate's stage changes from the list", async ({ page }) => {
  await page.goto('/');
  const recruitment = await busiestOpenRecruitment(page);
  const stages = await getJson<Stage[]>(page, '/api/RecruitmentRecruiteeStages');
  const [candidate] = await candidatesOf(page, recruitment.id);
  if (!candidate) throw new Error('no candidate');
  const available = await getJson<Stage[]>(
    page,
    `/api/RecruitmentRecruiteeStages/StagesAvailableForSetStage?RecruiteeId=${candidate.id}&RecruitmentId=${recruitment.id}`,
  );
  const target = available.find((stage) => stage.id !== candidate.recruitmentRecruiteeStageId);
  const current = stages.find((stage) => stage.id === candidate.recruitmentRecruiteeStageId);
  if (!target || !current) throw new Error('no stage to move to');

  await page.goto(`/recruitments/${recruitment.id}/candidates`);
  await settled(page);
  const row = rowOf(page, candidate);
  await expect(row.locator('td:nth-child(4)')).toContainText(current.name);
  await row.getByRole('button', { name: `Change stage of ${nameOf(candidate)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change stage: ${nameOf(candidate)}` });
  const choices = dialog.getByRole('radiogroup', { name: 'New stage' });
  await expect(choices.getByRole('radio')).toHaveCount(available.length);
  // The current stage is shown, marked, and cannot be chosen.
  await expect(choices.getByRole('radio', { name: current.name })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Change' })).toBeDisabled();
  await expectNoAccessibilityViolations(page, { bestPractices: true });
  await choices.getByRole('radio', { name: target.name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Change' }).click();

  await expect(toasts(page).getByText('Stage has been changed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.locator('td:nth-child(4)')).toContainText(target.name);
  const after = await candidatesOf(page, recruitment.id);
  expect(after.find((each) => each.id === candidate.id)?.recruitmentRecruiteeStageId).toBe(
    target.id,
  );

  // Put the demo back as it was for the other specs.
  const restored = await page.request.post('/api/RecruitmentRecruiteeStages/setstage', {
    headers: writeHeaders(page),
    data: {
      recruiteeId: candidate.id,
      recruitmentId: recruitment.id,
      recruitmentRecruiteeStageId: current.id,
    },
  });
  expect(restored.status()).toBeLessThan(300);
});

test("a row's buttons open the resume, score, reviews and action modals", async ({ page }) => {
  const { recruitment, everyone } = await openCandidates(page);
  const candidate = everyone.slice(0, 20).find((each) => each.newestResumeFileIdentifier !== null);
  if (!candidate) throw new Error('No demo candidate on page 1 has a resume.');
  if (candidate.reviewCount === 0) {
    // The demo gives reviews to some candidates only: this one gets one, from the test's user.
    const scored = await page.request.post('/api/RecruitmentRecruiteeScores/setscore', {
      headers: writeHeaders(page),
      data: { recruiteeId: candidate.id, recruitmentId: recruitment.id, score: 4, comment: null },
    });
    expect(scored.status()).toBe(200);
    await page.reload();
    await settled(page);
  }
  const name = nameOf(candidate);
  const row = rowOf(page, candidate);
  const dialog = page.getByRole('dialog');

  async function opensAndCloses(open: () => Promise<void>, dialogName?: string) {
    await open();
    await expect(dialogName ? page.getByRole('dialog', { name: dialogName }) : dialog).toBeVisible(
      listLoad,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  await opensAndCloses(
    () => row.getByRole('button', { name: `View resume of ${name}` }).click(),
    `Resume: ${name}`,
  );
  await opensAndCloses(() =>
    row.getByRole('button', { name: /^(My score: [1-5]|Give score)$/ }).click(),
  );
  await opensAndCloses(() => row.getByRole('button', { name: /^\d+ reviews?$/ }).click());
  for (const action of ['Call', 'Meeting', 'Note']) {
    await opensAndCloses(async () => {
      await row.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: action }).click();
    });
  }

  // The application form and resume as one PDF, saved under the candidate's name.
  const download = page.waitForEvent('download');
  await row
    .getByRole('button', { name: `Download application form and resume of ${name} (PDF)` })
    .click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`${name} - application.pdf`);
  const bytes = await readFile(await saved.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the application form modal pages through the questionnaire', async ({ page }) => {
  await page.goto('/');
  const recruitment = await busiestOpenRecruitment(page);
  const everyone = await candidatesOf(page, recruitment.id);
  // The first candidate on page 1 whose form has several pages.
  let chosen: { candidate: Candidate; pages: number } | undefined;
  for (const candidate of everyone.slice(0, 20)) {
    const details = await getJson<{
      authorizedData: { filledQuestionnaireStructure: { elements: { pageNumber: number }[] } };
    }>(
      page,
      `/api/Recruitees/ByJobApplication?jobApplicationId=${candidate.newestJobApplicationId}`,
    );
    const pages = new Set(
      details.authorizedData.filledQuestionnaireStructure.elements.map((e) => e.pageNumber),
    ).size;
    if (pages > 1) {
      chosen = { candidate, pages };
      break;
    }
  }
  if (!chosen) throw new Error('No demo application has a form of several pages.');
  const { candidate, pages } = chosen;

  await page.goto(`/recruitments/${recruitment.id}/candidates`);
  await settled(page);
  await rowOf(page, candidate)
    .getByRole('button', { name: `View application form of ${nameOf(candidate)}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Application form: ${nameOf(candidate)}` });
  await expect(dialog.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectNoAccessibilityViolations(page, { bestPractices: true });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // A failed load shows the internal-error subtitle and description.
  await page.route('**/api/Recruitees/ByJobApplication?*', (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'boom' } }),
  );
  const other = everyone.find((each) => each.id !== candidate.id) ?? candidate;
  await rowOf(page, other)
    .getByRole('button', { name: `View application form of ${nameOf(other)}` })
    .click();
  const failed = page.getByRole('dialog', { name: `Application form: ${nameOf(other)}` });
  await expect(failed.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(failed).toContainText('An unexpected error has occurred. Please try again later.');
});

test('all applicants: search, and the profile link', async ({ page }) => {
  await page.goto('/');
  const firstPage = await getJson<Page_<Applicant>>(
    page,
    '/api/Recruitees?pageNumber=1&pageSize=20',
  );
  const applicant = firstPage.result.at(-1);
  if (!applicant) throw new Error('no applicant');
  const requests = recordRequests(page, '/api/Recruitees');

  await page.goto('/applicants');
  await expect(page).toHaveTitle('Applicants · ATS');
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Coming soon');
  await expect(table(page, 'Applicants').getByRole('columnheader')).toHaveText([
    'Name',
    'Resume',
    'Phone',
    'E-mail',
    'Last application',
    'Profile',
  ]);
  await expectRowCount(page, firstPage.totalCount, 'Applicants');
  expect(requests[0]?.get('pageSize')).toBe('20');
  await expectNoAccessibilityViolations(page, { bestPractices: true });

  const search = page.getByRole('searchbox', { name: 'Search applicants' });
  await expect(search).toHaveAttribute('placeholder', 'Name, e-mail or phone');
  await search.fill(applicant.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => requests.at(-1)?.get('SearchQuery')).toBe(applicant.email);
  expect(requests.at(-1)?.get('pageNumber')).toBe('1');
  const matching = await getJson<Page_<Applicant>>(
    page,
    `/api/Recruitees?pageNumber=1&pageSize=20&SearchQuery=${encodeURIComponent(applicant.email)}`,
  );
  await expectRowCount(page, matching.totalCount, 'Applicants');
  const row = bodyRows(page, 'Applicants').filter({ hasText: applicant.email });
  await expect(row).toContainText(applicant.email);
  const target = applicant.newestAccessibleJobApplicationId ?? applicant.newestJobApplicationId;
  await expect(
    row.getByRole('link', { name: `See profile of ${nameOf(applicant)}` }),
  ).toHaveAttribute('href', `/applicants/application/${target}`);
  await expect(row.getByRole('link', { name: nameOf(applicant), exact: true })).toHaveAttribute(
    'href',
    `/applicants/application/${target}`,
  );
});

test('the candidate lists speak Polish', async ({ page }) => {
  await page.goto('/');
  const recruitment = await busiestOpenRecruitment(page);
  await page.goto(`/recruitments/${recruitment.id}/candidates`);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page).toHaveTitle('Kandydaci w rekrutacji · ATS');
  await expect(page.getByRole('heading', { level: 1, name: 'Kandydaci' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Etap', exact: true })).toHaveText(
    /Wszystkie etapy/,
  );
  await expect(page.getByRole('searchbox', { name: 'Szukaj kandydatów' })).toBeVisible();
  await expectNoAccessibilityViolations(page, { bestPractices: true });

  await expect(
    page.getByRole('navigation', { name: 'Ścieżka nawigacji' }).getByRole('link', {
      name: 'Rekrutacje',
    }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Kandydaci', exact: true })
    .click();
  await expect(page).toHaveURL(/\/applicants$/);
  await expect(page).toHaveTitle('Kandydaci · ATS');
  await expect(page.getByRole('heading', { level: 1, name: 'Kandydaci' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Szukaj', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Kandydaci' }).getByRole('columnheader')).toHaveText(
    ['Imię i nazwisko', 'CV', 'Telefon', 'E-mail', 'Ostatnia aplikacja', 'Profil'],
  );
});
