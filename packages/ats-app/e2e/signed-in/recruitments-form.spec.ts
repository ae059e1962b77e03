import { randomUUID } from 'node:crypto';
import { RecruitmentStatus } from '@ats/api-sdk';
import type { Locator, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { demoRecruiter } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// The new and edit recruitment form (spec part 2 §2.2, §2.3, §5) against the real server with
// the demo data. Each test makes its own recruitments and positions, with unique names.

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A name no other test run uses. */
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** The user's calendar date `days` from today, `YYYY-MM-DD`. */
function dateFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An active questionnaire made through the API (a recruitment may use only active ones). */
async function createActiveQuestionnaire(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/Questionnaires/add', {
    headers: writeHeaders(page),
    data: {
      questionnaireName: name,
      isDraft: false,
      questionnaireStructure: {
        elements: [
          {
            $type: 'Resume',
            id: randomUUID(),
            order: 1,
            pageNumber: 1,
            sectionNumber: 1,
            question: 'Resume',
            isRequired: true,
          },
        ],
      },
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function deleteRecruitment(page: Page, id: string): Promise<void> {
  await page.request.delete(`/api/Recruitments/${id}`, { headers: writeHeaders(page) });
}

/** A recruitment of the demo data in a status, which the demo recruiter may edit. */
async function editableRecruitmentIn(page: Page, status: number): Promise<string> {
  const response = await page.request.get(
    `/api/Recruitments?pageNumber=1&pageSize=100&RecruitmentStatus=${status}`,
  );
  expect(response.status()).toBe(200);
  const { result } = (await response.json()) as { result: { id: string; canEdit: boolean }[] };
  const editable = result.find((row) => row.canEdit);
  if (!editable) throw new Error(`the demo data has no editable recruitment in status ${status}`);
  return editable.id;
}

/** The recruitment's id from the edit form's address. */
function idOfEditPage(page: Page): string {
  const match = new RegExp(`/recruitments/(${uuid})/edit$`).exec(page.url());
  if (!match?.[1]) throw new Error(`not an edit page: ${page.url()}`);
  return match[1];
}

function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}

/** Opens a select (or multi-select) and picks options by their names. */
async function choose(page: Page, label: string, ...options: string[]) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  for (const option of options) {
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  if (options.length > 1) await page.keyboard.press('Escape');
}

/** The options of a select, read by opening it (then closed again). */
async function optionsOf(page: Page, label: string): Promise<string[]> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const names = await listbox.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return names.map((name) => name.trim());
}

function richText(page: Page, label = 'Job description'): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** Everything a full save needs, and more, as typed into the form. */
interface Completion {
  positionName: string;
  deadline: string;
  hiringManager: string;
  teamMembers: string[];
  questionnaire: string;
}

async function completeEveryField(page: Page, completion: Completion) {
  // A new position, created from what was typed.
  const position = page.getByRole('combobox', { name: 'Position', exact: true });
  await position.fill(completion.positionName);
  await page.getByRole('option', { name: `Create new: ${completion.positionName}` }).click();
  await expect(position).toHaveValue(completion.positionName);
  await expect(
    page.getByText(`A new position “${completion.positionName}” will be added`),
  ).toBeVisible();

  await page.getByLabel('Deadline').fill(completion.deadline);
  await page.getByRole('spinbutton', { name: 'Vacant posts' }).fill('3');
  await page.getByRole('spinbutton', { name: 'Minimum budget per position' }).fill('8000');
  await page.getByRole('spinbutton', { name: 'Maximum budget per position' }).fill('12000.5');
  await choose(page, 'Currency', 'Euro');
  await choose(page, 'Hiring manager', completion.hiringManager);
  await choose(page, 'Recruitment team', ...completion.teamMembers);
  await choose(page, 'Questionnaire', completion.questionnaire);

  await page.getByRole('textbox', { name: 'Job title' }).fill('QA engineer');
  await richText(page).click();
  await page.keyboard.type('We test an applicant tracking system. ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Playwright');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' experience welcome.');
  await page.getByRole('textbox', { name: 'Location' }).fill('Warsaw, Prosta 51');
  await page.getByRole('spinbutton', { name: 'Latitude' }).fill('52.2297');
  await page.getByRole('spinbutton', { name: 'Longitude' }).fill('21.0122');
  await page.getByRole('switch', { name: 'Remote work is possible' }).check();
  const keywords = page.getByRole('combobox', { name: 'Keywords', exact: true });
  await keywords.fill('Playwright');
  await keywords.press('Enter');
  await keywords.fill('TypeScript');
  await keywords.press('Enter');
}

/** The form shows the values of `completeEveryField`. */
async function expectCompleted(
  page: Page,
  title: string,
  completion: Completion,
  { positionSaved }: { positionSaved: boolean },
) {
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Position', exact: true })).toHaveValue(
    completion.positionName,
  );
  // Once saved, the position exists: it is no longer a new one.
  await expect(page.getByText('will be added')).toHaveCount(positionSaved ? 0 : 1);
  await expect(page.getByLabel('Deadline')).toHaveValue(completion.deadline);
  await expect(page.getByRole('spinbutton', { name: 'Vacant posts' })).toHaveValue('3');
  await expect(page.getByRole('spinbutton', { name: 'Minimum budget per position' })).toHaveValue(
    '8000',
  );
  await expect(page.getByRole('spinbutton', { name: 'Maximum budget per position' })).toHaveValue(
    '12000.5',
  );
  await expect(page.getByRole('combobox', { name: 'Currency', exact: true })).toHaveText('Euro');
  await expect(page.getByRole('combobox', { name: 'Recruitment owner' })).toHaveText(
    demoRecruiter.name,
  );
  await expect(page.getByRole('combobox', { name: 'Hiring manager' })).toHaveText(
    completion.hiringManager,
  );
  for (const member of completion.teamMembers) {
    await expect(page.getByRole('combobox', { name: 'Recruitment team' })).toContainText(member);
  }
  await expect(page.getByRole('combobox', { name: 'Questionnaire', exact: true })).toHaveText(
    completion.questionnaire,
  );
  await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue('QA engineer');
  await expect(richText(page)).toHaveText(
    'We test an applicant tracking system. Playwright experience welcome.',
  );
  await expect(richText(page).locator('strong')).toHaveText('Playwright');
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Warsaw, Prosta 51');
  await expect(page.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue('52.2297');
  await expect(page.getByRole('spinbutton', { name: 'Longitude' })).toHaveValue('21.0122');
  await expect(page.getByRole('switch', { name: 'Remote work is possible' })).toBeChecked();
  for (const keyword of ['Playwright', 'TypeScript']) {
    await expect(page.getByRole('button', { name: `Remove ${keyword}` })).toBeVisible();
  }
}

/** Three recruiters other than the demo recruiter, as the pickers name them. */
async function otherRecruiters(page: Page): Promise<string[]> {
  const names = (await optionsOf(page, 'Hiring manager')).filter(
    (name) => name !== 'No hiring manager' && name !== demoRecruiter.name,
  );
  expect(names.length).toBeGreaterThanOrEqual(3);
  return names.slice(0, 3);
}

test('the new form: breadcrumbs, sections, the owner pre-filled, limits shown', async ({
  page,
}) => {
  await page.goto('/recruitments/new');
  await expect(page).toHaveTitle('New recruitment · ATS');
  await expect(page.getByRole('heading', { level: 1, name: 'New recruitment' })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('listitem')).toHaveText(['Recruitments', 'New recruitment']);
  await expect(breadcrumbs.getByRole('link', { name: 'Recruitments' })).toHaveAttribute(
    'href',
    '/recruitments',
  );
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Basic info',
    'Questionnaire',
    'Position details',
  ]);
  await expect(page.getByRole('combobox', { name: 'Recruitment owner' })).toHaveText(
    demoRecruiter.name,
  );
  await expect(page.getByRole('combobox', { name: 'Hiring manager' })).toHaveText(
    'No hiring manager',
  );
  // Every text field takes at most the contract's length.
  for (const [name, maxLength] of [
    ['Title', '200'],
    ['Job title', '200'],
    ['Location', '1000'],
  ] as const) {
    await expect(page.getByRole('textbox', { name, exact: true })).toHaveAttribute(
      'maxlength',
      maxLength,
    );
  }
  await expect(page.getByRole('combobox', { name: 'Position', exact: true })).toHaveAttribute(
    'maxlength',
    '200',
  );
  await expect(page.getByRole('combobox', { name: 'Keywords', exact: true })).toHaveAttribute(
    'maxlength',
    '200',
  );
  // The counter shows while the field has focus.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Twelve chars');
  await expect(page.getByText('12/200')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as draft' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page, { bestPractices: true });

  // The typed title is not dropped without a word (issue 26).
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page).toHaveURL(/\/recruitments$/);
});

test('the full save explains what is missing or wrong, in the spec’s words', async ({ page }) => {
  await page.goto('/recruitments/new');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Nothing is sent; the first field in error takes the focus.
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
  // Everything but the owner, who is the signed-in user already.
  await expect(page.getByText('This field is required')).toHaveCount(10);
  await expect(page).toHaveURL(/\/recruitments\/new$/);

  await page.getByLabel('Deadline').fill(dateFromToday(-1));
  await page.getByRole('spinbutton', { name: 'Vacant posts' }).fill('0');
  await page.getByRole('spinbutton', { name: 'Minimum budget per position' }).fill('5000');
  await page.getByRole('spinbutton', { name: 'Maximum budget per position' }).fill('4000');
  await page.getByRole('spinbutton', { name: 'Latitude' }).fill('91');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please select future date')).toBeVisible();
  await expect(page.getByText('Minimum value is 1')).toBeVisible();
  await expect(page.getByText('Maximum value must be higher than minimum value.')).toBeVisible();
  await expect(page.getByText('Maximum value is 90')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Vacant posts' }).fill('1001');
  await expect(page.getByText('Maximum value is 1000')).toBeVisible();
  await expectNoAccessibilityViolations(page, { bestPractices: true });

  // The draft save asks only for the title.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
});

test('a draft with a title only, completed later, is saved as pending with every value, then opened', async ({
  page,
}) => {
  const title = unique('Form draft');
  const questionnaireName = unique('Form questionnaire');
  await page.goto('/recruitments/new');
  await createActiveQuestionnaire(page, questionnaireName);
  let id: string | null = null;
  try {
    // A draft: a title is enough.
    await page.reload();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    const addRequest = page.waitForRequest('**/api/Recruitments/add');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    const sent = (await addRequest).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      title,
      isDraft: true,
      newOrExistingPosition: '',
      vacantPosts: 0,
      locationLatitude: 0,
      questionnaireId: null,
      hiringManagerId: null,
      recruiterIds: [],
    });
    await expect(toast(page, 'Recruitment has been saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/recruitments$/);
    // Closed, so that the completed save below must show a toast of its own.
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: 'Dismiss notification' })
      .click();
    await expect(toast(page, 'Recruitment has been saved.')).toHaveCount(0);

    // Reopened from the list: a draft's row leads to its edit form.
    await page.getByRole('searchbox', { name: 'Search recruitments' }).fill(title);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await expect(row.getByRole('cell').first()).toHaveText('Draft');
    await row.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/recruitments/${uuid}/edit$`));
    id = idOfEditPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit recruitment' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
    ).toHaveText(['Recruitments', title, 'Edit']);
    await expect(page.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/recruitments/${id}`,
    );
    // The draft's zeros open as empty fields.
    await expect(page.getByRole('spinbutton', { name: 'Vacant posts' })).toHaveValue('');
    await expect(page.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue('');

    const [hiringManager, ...teamMembers] = await otherRecruiters(page);
    const completion: Completion = {
      positionName: unique('Form position'),
      deadline: dateFromToday(30),
      hiringManager: hiringManager ?? '',
      teamMembers,
      questionnaire: questionnaireName,
    };
    await completeEveryField(page, completion);
    await expectNoAccessibilityViolations(page, { bestPractices: true });
    const editRequest = page.waitForRequest('**/api/Recruitments/edit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await editRequest).postDataJSON()).toMatchObject({
      id,
      isDraft: false,
      newOrExistingPosition: completion.positionName,
      budgetPerPositionMin: 8000,
      budgetPerPositionMax: 12000.5,
      budgetCurrencyId: 'EUR',
      keywords: ['Playwright', 'TypeScript'],
      remoteWorkIsPossible: true,
    });
    await expect(toast(page, 'Recruitment has been saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/recruitments$/);

    // A full save of a draft makes it pending.
    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search recruitments' }).fill(title);
    await page.keyboard.press('Enter');
    const pendingRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: title }) });
    await expect(pendingRow.getByRole('cell').first()).toHaveText('Pending');
    await expect(pendingRow.getByRole('cell').nth(2)).toHaveText(completion.positionName);
    await expect(pendingRow.getByRole('cell').nth(3)).toContainText(
      `Hiring manager: ${completion.hiringManager}`,
    );

    // Every value survives a reload; a pending recruitment has no "Save as draft".
    await page.goto(`/recruitments/${id}/edit`);
    await page.reload();
    await expectCompleted(page, title, completion, { positionSaved: true });
    await expect(page.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();

    // Opened from its details, it is found under the Open filter, after a reload too.
    await page.goto(`/recruitments/${id}`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Open', exact: true }).click();
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Recruitment status has been changed.'),
    ).toBeVisible();
    await page.goto('/recruitments');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search recruitments' }).fill(title);
    await page.keyboard.press('Enter');
    const openRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await expect(openRow.getByRole('cell').first()).toHaveText('Open');
    await page.reload();
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search recruitments' }).fill(title);
    await page.keyboard.press('Enter');
    await expect(openRow.getByRole('cell').first()).toHaveText('Open');
    // An open recruitment cannot be deleted: closed, it leaves the open lists of other specs.
    const closed = await page.request.post('/api/Recruitments/setstatus', {
      headers: writeHeaders(page),
      data: { recruitmentId: id, newStatus: RecruitmentStatus.Closed },
    });
    expect(closed.status()).toBeLessThan(300);
  } finally {
    if (id) await deleteRecruitment(page, id);
  }
});

test('a save the server refuses keeps every typed value', async ({ page }) => {
  const title = unique('Refused recruitment');
  const questionnaireName = unique('Questionnaire to vanish');
  await page.goto('/recruitments/new');
  const questionnaireId = await createActiveQuestionnaire(page, questionnaireName);
  await page.reload();
  const [hiringManager, ...teamMembers] = await otherRecruiters(page);
  const completion: Completion = {
    positionName: unique('Refused position'),
    deadline: dateFromToday(10),
    hiringManager: hiringManager ?? '',
    teamMembers,
    questionnaire: questionnaireName,
  };
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await completeEveryField(page, completion);
  // The chosen questionnaire is deleted meanwhile: the server refuses the save (400).
  const deleted = await page.request.delete(
    `/api/Questionnaires?QuestionnaireId=${questionnaireId}`,
    { headers: writeHeaders(page) },
  );
  expect(deleted.ok()).toBe(true);

  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(toast(page, 'Recruitment could not be saved.')).toBeVisible();
  await expect(
    toast(
      page,
      'Your request could not be processed. Please make sure the submitted data is correct.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/recruitments\/new$/);
  await expect(save).toBeEnabled();
  // The deleted questionnaire stays chosen, marked as gone.
  await expectCompleted(
    page,
    title,
    { ...completion, questionnaire: `${questionnaireName} (no longer available)` },
    { positionSaved: false },
  );
  // Nothing was stored, not even the new position.
  const positions = await page.request.get(
    `/api/RecruitmentPositions?startingWith=${encodeURIComponent(completion.positionName)}&page=1&pageSize=10`,
  );
  expect(((await positions.json()) as { result: unknown[] }).result).toEqual([]);
});

test('an open recruitment keeps its questionnaire; a closed one opens read-only', async ({
  page,
}) => {
  await page.goto('/recruitments');
  const openId = await editableRecruitmentIn(page, 2);
  await page.goto(`/recruitments/${openId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit recruitment' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Questionnaire', exact: true })).toBeDisabled();
  await expect(
    page.getByText('The questionnaire cannot be changed while the recruitment is open.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeEnabled();

  const closedId = await editableRecruitmentIn(page, 3);
  await page.goto(`/recruitments/${closedId}/edit`);
  await expect(
    page.getByText('This recruitment is closed, so it can no longer be edited.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expectNoAccessibilityViolations(page, { bestPractices: true });
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/recruitments$/);

  // An unknown recruitment shows the not-found page.
  await page.goto(`/recruitments/${randomUUID()}/edit`);
  await expect(page.getByText('Not found', { exact: true })).toBeVisible();
});

test('the whole form can be filled and saved with the keyboard only', async ({ page }) => {
  const title = unique('Keyboard recruitment');
  const positionName = unique('Keyboard position');
  const questionnaireName = unique('Keyboard questionnaire');
  await page.goto('/recruitments/new');
  await createActiveQuestionnaire(page, questionnaireName);
  await page.reload();
  const keyboard = page.keyboard;
  const focused = (locator: Locator) => expect(locator).toBeFocused();
  // The option the arrow keys reached (Ariakit marks it; the list keeps the focus).
  const active = (option: Locator) => expect(option).toHaveAttribute('data-active-item', 'true');
  const tab = async (locator: Locator) => {
    await keyboard.press('Tab');
    await focused(locator);
  };

  // From the breadcrumb's link, the form in its reading order.
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').focus();
  await tab(page.getByRole('textbox', { name: 'Title', exact: true }));
  await keyboard.type(title);

  await tab(page.getByRole('combobox', { name: 'Position', exact: true }));
  await keyboard.type(positionName);
  await expect(page.getByRole('option', { name: `Create new: ${positionName}` })).toBeVisible();
  await keyboard.press('Enter');
  await expect(page.getByText(`A new position “${positionName}” will be added`)).toBeVisible();

  await tab(page.getByLabel('Deadline'));
  const deadline = dateFromToday(20);
  const [year, month, day] = deadline.split('-');
  // Chromium's date input in English takes month, day and year, moving on by itself.
  await keyboard.type(`${month}${day}${year}`);
  await expect(page.getByLabel('Deadline')).toHaveValue(deadline);

  // Tab walks through the date's parts before it leaves the field.
  const vacantPosts = page.getByRole('spinbutton', { name: 'Vacant posts' });
  for (
    let part = 0;
    part < 3 && !(await vacantPosts.evaluate((input) => input === document.activeElement));
    part++
  ) {
    await keyboard.press('Tab');
  }
  await focused(vacantPosts);
  await keyboard.type('2');
  await tab(page.getByRole('spinbutton', { name: 'Minimum budget per position' }));
  await keyboard.type('1000');
  await tab(page.getByRole('spinbutton', { name: 'Maximum budget per position' }));
  await keyboard.type('2000');

  const currency = page.getByRole('combobox', { name: 'Currency', exact: true });
  await tab(currency);
  await keyboard.press('Enter');
  await active(page.getByRole('option', { name: 'No currency' }));
  await keyboard.press('ArrowDown');
  await keyboard.press('Enter');
  await expect(currency).not.toHaveText('No currency');

  await tab(page.getByRole('combobox', { name: 'Recruitment owner' }));
  const hiringManager = page.getByRole('combobox', { name: 'Hiring manager' });
  await tab(hiringManager);
  await keyboard.press('ArrowDown');
  await keyboard.press('ArrowDown');
  await keyboard.press('Enter');
  await expect(hiringManager).not.toHaveText('No hiring manager');

  const team = page.getByRole('combobox', { name: 'Recruitment team' });
  await tab(team);
  await keyboard.press('ArrowDown');
  await keyboard.press('Enter');
  await keyboard.press('Escape');
  await focused(team);
  await expect(team).not.toHaveText('Select…');

  const questionnaire = page.getByRole('combobox', { name: 'Questionnaire', exact: true });
  await tab(questionnaire);
  await keyboard.press('Enter');
  // Down the list to the questionnaire made for this test.
  const wanted = page.getByRole('option', { name: questionnaireName });
  for (
    let step = 0;
    step < 100 && (await wanted.getAttribute('data-active-item')) === null;
    step++
  ) {
    await keyboard.press('ArrowDown');
  }
  await active(wanted);
  await keyboard.press('Enter');
  await expect(questionnaire).toHaveText(questionnaireName);

  await tab(page.getByRole('textbox', { name: 'Job title' }));
  await keyboard.type('Keyboard tester');
  // The toolbar is one tab stop; then the text.
  await tab(page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button').first());
  await tab(richText(page));
  await keyboard.type('Tests forms without a mouse.');
  await tab(page.getByRole('textbox', { name: 'Location' }));
  await keyboard.type('Remote');
  await tab(page.getByRole('spinbutton', { name: 'Latitude' }));
  await keyboard.type('50.06');
  await tab(page.getByRole('spinbutton', { name: 'Longitude' }));
  await keyboard.type('19.94');
  const remote = page.getByRole('switch', { name: 'Remote work is possible' });
  await tab(remote);
  await keyboard.press('Space');
  await expect(remote).toBeChecked();
  await tab(page.getByRole('combobox', { name: 'Keywords', exact: true }));
  await keyboard.type('Accessibility');
  await keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Accessibility' })).toBeVisible();

  // Past the chosen keyword's remove button: Cancel, Save as draft, Save.
  await tab(page.getByRole('button', { name: 'Remove Accessibility' }));
  await tab(page.getByRole('link', { name: 'Cancel' }));
  await tab(page.getByRole('button', { name: 'Save as draft' }));
  await tab(page.getByRole('button', { name: 'Save', exact: true }));
  const addRequest = page.waitForRequest('**/api/Recruitments/add');
  await keyboard.press('Enter');
  const sent = (await addRequest).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    title,
    newOrExistingPosition: positionName,
    deadline,
    vacantPosts: 2,
    budgetPerPositionMin: 1000,
    budgetPerPositionMax: 2000,
    jobTitle: 'Keyboard tester',
    locationDescription: 'Remote',
    locationLatitude: 50.06,
    locationLongitude: 19.94,
    remoteWorkIsPossible: true,
    keywords: ['Accessibility'],
    isDraft: false,
  });
  expect(sent.recruiterIds).toHaveLength(1);
  await expect(toast(page, 'Recruitment has been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/recruitments$/);

  const response = await page.request.get(
    `/api/Recruitments?pageNumber=1&pageSize=20&SearchQuery=${encodeURIComponent(title)}`,
  );
  const { result } = (await response.json()) as { result: { id: string; status: number }[] };
  expect(result).toHaveLength(1);
  expect(result[0]?.status).toBe(1);
  if (result[0]) await deleteRecruitment(page, result[0].id);
});

test('the form speaks Polish', async ({ page }) => {
  await page.goto('/recruitments/new');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Nowa rekrutacja' })).toBeVisible();
    await expect(page).toHaveTitle('Nowa rekrutacja · ATS');
    await expect(
      page.getByRole('navigation', { name: 'Ścieżka nawigacji' }).getByRole('listitem'),
    ).toHaveText(['Rekrutacje', 'Nowa rekrutacja']);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Podstawowe informacje',
      'Kwestionariusz',
      'Szczegóły stanowiska',
    ]);
    for (const name of ['Tytuł', 'Nazwa stanowiska w ogłoszeniu', 'Lokalizacja']) {
      await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible();
    }
    for (const name of [
      'Stanowisko',
      'Waluta',
      'Właściciel rekrutacji',
      'Menedżer zatrudniający',
      'Zespół rekrutacyjny',
      'Kwestionariusz',
      'Słowa kluczowe',
    ]) {
      await expect(page.getByRole('combobox', { name, exact: true })).toBeVisible();
    }
    for (const name of [
      'Liczba wakatów',
      'Minimalny budżet na stanowisko',
      'Maksymalny budżet na stanowisko',
      'Szerokość geograficzna',
      'Długość geograficzna',
    ]) {
      await expect(page.getByRole('spinbutton', { name })).toBeVisible();
    }
    await expect(page.getByLabel('Termin')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Opis stanowiska' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Formatowanie' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Możliwa praca zdalna' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Menedżer zatrudniający' })).toHaveText(
      'Bez menedżera zatrudniającego',
    );
    await expect(page.getByRole('combobox', { name: 'Kwestionariusz', exact: true })).toHaveText(
      'Wybierz…',
    );
    await expect(page.getByRole('link', { name: 'Anuluj' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zapisz jako szkic' })).toBeVisible();

    // The messages follow the language too.
    await page.getByRole('spinbutton', { name: 'Liczba wakatów' }).fill('0');
    // Leaving the field shows its own message first, which moves the buttons down.
    await page.keyboard.press('Tab');
    await expect(page.getByText('Minimalna wartość to 1')).toBeVisible();
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(page.getByText('To pole jest wymagane').first()).toBeVisible();
    await expectNoAccessibilityViolations(page, { bestPractices: true });

    const position = page.getByRole('combobox', { name: 'Stanowisko', exact: true });
    await position.fill('Zupełnie nowe stanowisko');
    await expect(
      page.getByRole('option', { name: 'Utwórz nowe: Zupełnie nowe stanowisko' }),
    ).toBeVisible();
  } finally {
    await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  }
});
