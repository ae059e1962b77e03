import type { Locator, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

// The demo stages, in order (other specs may rely on them: this one restores what it changes).
const demoStages = [
  'New',
  'Phone screening',
  'Interview',
  'Technical task',
  'Offer',
  'Hired',
  'Rejected by us',
  'Candidate withdrew',
  'Application rejected',
];
const addedName = 'Culture fit (e2e)';
const renamed = 'Team fit (e2e)';
const stagesUrl = '**/api/RecruitmentRecruiteeStages/edit';

function stageList(page: Page): Locator {
  return page.getByRole('list', { name: /^(Recruitment stages|Etapy rekrutacji)$/ });
}

function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

async function openStages(page: Page): Promise<void> {
  await page.goto('/settings/recruitment-stages');
  await expect(page.getByRole('heading', { level: 1, name: 'Recruitment stages' })).toBeVisible();
  await expect(stageList(page).getByRole('listitem')).not.toHaveCount(0);
}

/** The stages' rows as shown, each row's text starting with the stage's name. */
async function shownNames(page: Page, names: readonly string[]): Promise<string[]> {
  const rows = await stageList(page).getByRole('listitem').allTextContents();
  return rows.map(
    (row) =>
      [...names].sort((a, b) => b.length - a.length).find((name) => row.startsWith(name)) ?? row,
  );
}

/** Waits until the list shows exactly these names, in this order. */
async function expectOrder(page: Page, names: readonly string[]): Promise<void> {
  await expect.poll(() => shownNames(page, names)).toEqual(names);
}

interface StageRecord {
  id: string;
  stageType: number;
  order: number;
  localizations: { languageId: string; stageName: string }[];
}

async function stagesOnServer(page: Page): Promise<StageRecord[]> {
  const response = await page.request.get('/api/RecruitmentRecruiteeStages/edit');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { recruitmentRecruiteeStageEditViewDtos: StageRecord[] };
  return body.recruitmentRecruiteeStageEditViewDtos;
}

/** The English names of the live stages, in order, as the server has them. */
async function namesOnServer(page: Page): Promise<string[]> {
  return (await stagesOnServer(page)).map(
    ({ localizations }) =>
      localizations.find(({ languageId }) => languageId === 'en')?.stageName ?? '',
  );
}

// Other spec files share the database: whatever a test leaves changed, even by failing, is
// put back as it was.
let stagesBefore: StageRecord[] = [];
test.beforeEach(async ({ page }) => {
  stagesBefore = await stagesOnServer(page);
});
test.afterEach(async ({ page, baseURL }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (JSON.stringify(await stagesOnServer(page)) === JSON.stringify(stagesBefore)) return;
  const response = await page.request.post('/api/RecruitmentRecruiteeStages/edit', {
    headers: { Origin: baseURL ?? '' },
    data: { recruitmentRecruiteeStages: stagesBefore },
  });
  expect(response.status()).toBe(200);
});

/** The list with `name` inserted before `before`. */
function withStage(name: string, before: string): string[] {
  const index = demoStages.indexOf(before);
  return [...demoStages.slice(0, index), name, ...demoStages.slice(index)];
}

test('lists the stages grouped by type; only custom ones can be changed; passes axe', async ({
  page,
}) => {
  await openStages(page);
  await expectOrder(page, demoStages);
  const list = stageList(page);
  await expect(list.getByRole('img', { name: 'New', exact: true })).toHaveCount(1);
  await expect(list.getByRole('img', { name: 'Custom', exact: true })).toHaveCount(4);
  await expect(list.getByRole('img', { name: 'Hired', exact: true })).toHaveCount(1);
  await expect(list.getByRole('img', { name: 'Rejected custom' })).toHaveCount(2);
  await expect(list.getByRole('img', { name: 'Rejected application' })).toHaveCount(1);
  for (const fixed of ['New', 'Hired', 'Application rejected']) {
    for (const action of ['Edit', 'Delete', 'Move up:', 'Move down:']) {
      await expect(
        page.getByRole('button', { name: `${action} ${fixed}`, exact: true }),
      ).toHaveCount(0);
    }
  }
  await expect(page.getByRole('button', { name: 'Move up: Phone screening' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move down: Offer' })).toBeDisabled();

  // The Add menu offers the custom types only.
  await page.getByRole('button', { name: 'Add new' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Custom', 'Rejected custom']);
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expectNoAccessibilityViolations(page);
});

test('adds, renames, moves (by keyboard and by drag) and deletes a stage, each change saved', async ({
  page,
}) => {
  await openStages(page);

  // Add: the name is required; the new stage goes after the last Custom stage.
  await page.getByRole('button', { name: 'Add new' }).click();
  await page.getByRole('menuitem', { name: 'Custom', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Add new - Custom' });
  const nameField = modal.getByRole('textbox', { name: 'Stage name' });
  await expect(nameField).toBeFocused();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('This field is required')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await nameField.fill(addedName);
  await page.keyboard.press('Enter');
  await expect(modal).toHaveCount(0);
  await expect(toasts(page)).toContainText('Recruitment stage has been added.');
  const afterAdd = withStage(addedName, 'Hired');
  await expectOrder(page, afterAdd);
  await expect(page.getByRole('button', { name: `Edit ${addedName}` })).toBeFocused();
  await page.reload();
  await expectOrder(page, afterAdd);
  expect(await namesOnServer(page)).toEqual(afterAdd);

  // Rename inline, with the keyboard: Escape cancels, Enter saves.
  const edit = page.getByRole('button', { name: `Edit ${addedName}` });
  await edit.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: `Edit stage ${addedName}` });
  const field = form.getByRole('textbox', { name: 'Stage name' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(addedName);
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await field.fill(' ');
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await field.fill(renamed);
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toContainText('Recruitment stage has been updated.');
  const afterRename = withStage(renamed, 'Hired');
  await expectOrder(page, afterRename);
  await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toBeFocused();
  await page.reload();
  await expectOrder(page, afterRename);

  // Move up twice with the keyboard: the focus follows the stage.
  const moveUp = page.getByRole('button', { name: `Move up: ${renamed}` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `${renamed} moved to position 4 of 5` }),
  ).toHaveCount(1);
  await expect(toasts(page)).toContainText('Recruitment stages have been reordered.');
  await expect(moveUp).toBeFocused();
  await expect(moveUp).toBeEnabled();
  await page.keyboard.press('Enter');
  const afterKeyboardMove = withStage(renamed, 'Technical task');
  await expectOrder(page, afterKeyboardMove);
  await expect(moveUp).toBeEnabled();
  await page.reload();
  await expectOrder(page, afterKeyboardMove);
  expect(await namesOnServer(page)).toEqual(afterKeyboardMove);

  // Drag it onto the first Custom stage; a drop into another group does nothing.
  await page
    .getByTitle(`Drag to reorder: ${renamed}`)
    .dragTo(stageList(page).getByRole('listitem').filter({ hasText: 'Rejected by us' }));
  await expectOrder(page, afterKeyboardMove);
  await page
    .getByTitle(`Drag to reorder: ${renamed}`)
    .dragTo(stageList(page).getByRole('listitem').filter({ hasText: 'Phone screening' }));
  const afterDrag = withStage(renamed, 'Phone screening');
  await expectOrder(page, afterDrag);
  await expect(page.getByRole('button', { name: `Move up: ${renamed}` })).toBeDisabled();
  await page.reload();
  await expectOrder(page, afterDrag);
  expect(await namesOnServer(page)).toEqual(afterDrag);

  // Polish: every name in Polish; the renamed stage kept its Polish name (only the English
  // one was changed).
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Etapy rekrutacji' })).toBeVisible();
  const polish = [
    'Nowy',
    addedName,
    'Rozmowa telefoniczna',
    'Rozmowa kwalifikacyjna',
    'Zadanie rekrutacyjne',
    'Oferta',
    'Zatrudniony',
    'Odrzucony przez nas',
    'Kandydat zrezygnował',
    'Zgłoszenie odrzucone',
  ];
  await expect(stageList(page).getByRole('listitem').first()).toContainText('Nowy');
  const polishRows = await stageList(page).getByRole('listitem').allTextContents();
  expect(polishRows.map((row, index) => row.startsWith(polish[index] ?? '?'))).toEqual(
    polish.map(() => true),
  );
  await expect(page.getByRole('button', { name: `Usuń ${addedName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj nowy' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Recruitment stages' })).toBeVisible();

  // Delete: Cancel keeps it, Delete removes it; the focus moves on to the next stage.
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete recruitment stage' });
  await expect(dialog).toContainText(`Are you sure you want to delete stage ${renamed}?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expectOrder(page, afterDrag);
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page)).toContainText('Recruitment stage has been deleted.');
  await expectOrder(page, demoStages);
  await expect(page.getByRole('button', { name: 'Edit Phone screening' })).toBeFocused();
  await page.reload();
  await expectOrder(page, demoStages);
  expect(await namesOnServer(page)).toEqual(demoStages);
});

test('a failed reorder or delete says so and reloads the list; a failed add keeps the modal', async ({
  page,
}) => {
  await openStages(page);
  // The first failing answer waits until the test has seen the progress, however slow the
  // machine; the later ones fail at once.
  let releaseReorder = () => {};
  const reorderReleased = new Promise<void>((resolve) => {
    releaseReorder = resolve;
  });
  await page.route(stagesUrl, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await reorderReleased;
    return route.fulfill({ status: 500, json: { status: 500, message: 'boom' } });
  });

  await page.getByRole('button', { name: 'Move down: Phone screening' }).click();
  await expectOrder(page, ['New', 'Interview', 'Phone screening', ...demoStages.slice(3)]);
  await expect(page.getByRole('status', { name: 'Saving changes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Offer' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add new' })).toBeDisabled();
  releaseReorder();
  await expect(toasts(page)).toContainText('Recruitment stages could not be reordered.');
  await expect(toasts(page)).toContainText(
    'An unexpected error has occured. Please try again later.',
  );
  await expectOrder(page, demoStages);

  await page.getByRole('button', { name: 'Delete Offer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page)).toContainText('Recruitment stage could not be deleted.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectOrder(page, demoStages);

  await page.getByRole('button', { name: 'Add new' }).click();
  await page.getByRole('menuitem', { name: 'Rejected custom' }).click();
  const modal = page.getByRole('dialog', { name: 'Add new - Rejected custom' });
  await modal.getByRole('textbox', { name: 'Stage name' }).fill('Ghosted (e2e)');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Recruitment stage could not be added.');
  await expect(modal.getByRole('textbox', { name: 'Stage name' })).toHaveValue('Ghosted (e2e)');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expectOrder(page, demoStages);
  expect(await namesOnServer(page)).toEqual(demoStages);
});

test('a load failure shows the error view with a retry', async ({ page }) => {
  await page.route(stagesUrl, (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'boom' } }),
  );
  await page.goto('/settings/recruitment-stages');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unable to fetch data from api' }),
  ).toBeVisible();
  await page.unroute(stagesUrl);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectOrder(page, demoStages);
});
