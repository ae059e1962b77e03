import type { Locator, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

// Demo positions no other spec relies on: one is renamed (and named back), one deleted.
const renamed = { en: 'Technical Writer', pl: 'Redaktor techniczny' };
const newName = { en: 'Technical Writer (e2e)', pl: 'Redaktor techniczny (e2e)' };
const deleted = 'Office Manager';

async function openPositions(page: Page): Promise<void> {
  await page.goto('/settings/recruitment-positions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recruitment positions' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Accountant', exact: true })).toBeVisible();
}

/** Scrolls the list (rows outside the view are not rendered) until the button shows. */
async function scrollTo(page: Page, button: Locator): Promise<Locator> {
  const list = page.getByRole('region', { name: 'Recruitment positions' });
  await expect(async () => {
    if ((await button.count()) === 0) {
      await list.evaluate((element) => element.scrollBy(0, element.clientHeight / 2));
    }
    await expect(button).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await button.scrollIntoViewIfNeeded();
  return button;
}

/** The English names of the live positions, as the server has them. */
async function namesOnServer(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/RecruitmentPositions/edit?pageSize=1000');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    recruitmentPositionForEditViewDtos: {
      result: { localizations: { languageId: string; positionName: string }[] }[];
    };
  };
  return body.recruitmentPositionForEditViewDtos.result.map(
    ({ localizations }) =>
      localizations.find(({ languageId }) => languageId === 'en')?.positionName ?? '',
  );
}

function editButton(page: Page, name: string): Locator {
  return page.getByRole('button', { name: `Edit ${name}`, exact: true });
}

function deleteButton(page: Page, name: string): Locator {
  return page.getByRole('button', { name: `Delete ${name}`, exact: true });
}

test('lists every position, 20 a page, and passes axe', async ({ page }) => {
  await openPositions(page);
  const table = page.getByRole('table', { name: 'Recruitment positions' });
  await expect(table.getByRole('columnheader', { name: 'Position' })).toBeVisible();
  // The last position alphabetically is on the second page: scrolling loads it.
  await scrollTo(page, editButton(page, 'UX Designer'));
  await expectNoAccessibilityViolations(page);
});

test('renames a position inline with the keyboard, and the name persists', async ({ page }) => {
  await openPositions(page);
  const edit = await scrollTo(page, editButton(page, renamed.en));
  await edit.focus();
  await page.keyboard.press('Enter');

  const form = page.getByRole('form', { name: `Edit position ${renamed.en}` });
  const english = form.getByRole('textbox', { name: 'Position name (English)' });
  const polish = form.getByRole('textbox', { name: 'Position name (Polski)' });
  await expect(english).toBeFocused();
  await expect(english).toHaveValue(renamed.en);
  await expect(polish).toHaveValue(renamed.pl);
  await expectNoAccessibilityViolations(page);

  // Escape leaves the form and gives the focus back to Edit.
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');

  // A blank name cannot be saved.
  await english.fill('');
  await page.keyboard.press('Tab');
  await expect(form.getByText('This field is required')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

  await english.fill(newName.en);
  await polish.fill(newName.pl);
  await polish.press('Enter');
  await expect(page.getByText('Position has been saved.')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('cell', { name: newName.en, exact: true })).toBeVisible();
  await expect(editButton(page, newName.en)).toBeFocused();

  await page.reload();
  await expect(page.getByRole('cell', { name: 'Accountant', exact: true })).toBeVisible();
  await scrollTo(page, editButton(page, newName.en));
  expect(await namesOnServer(page)).toContain(newName.en);

  // In Polish the list names positions in Polish.
  const language = page.getByRole('combobox', { name: 'Language' });
  await language.selectOption('pl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stanowiska rekrutacyjne' }),
  ).toBeVisible();
  await scrollTo(page, page.getByRole('button', { name: `Edytuj ${newName.pl}`, exact: true }));
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recruitment positions' }),
  ).toBeVisible();

  // Name it back, so that the demo data stays as other specs know it.
  await (await scrollTo(page, editButton(page, newName.en))).click();
  const formAgain = page.getByRole('form', { name: `Edit position ${newName.en}` });
  await formAgain.getByRole('textbox', { name: 'Position name (English)' }).fill(renamed.en);
  await formAgain.getByRole('textbox', { name: 'Position name (Polski)' }).fill(renamed.pl);
  await formAgain.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: renamed.en, exact: true })).toBeVisible();
});

test('deletes a position after the confirmation, and it stays deleted', async ({ page }) => {
  await openPositions(page);
  await (await scrollTo(page, deleteButton(page, deleted))).click();

  const dialog = page.getByRole('alertdialog', { name: 'Delete position' });
  await expect(dialog).toContainText(
    `Are you sure you want to delete position ${deleted}? Selecting this position won't be possible in future recruitment processes. After deleting, the position will be still visible in existing recruitment processes.`,
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: deleted, exact: true })).toBeVisible();

  await deleteButton(page, deleted).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Position has been deleted.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: deleted, exact: true })).toHaveCount(0);
  // The focus moves on to the next position.
  await expect(editButton(page, 'Product Manager')).toBeFocused();

  await page.reload();
  await expect(page.getByRole('cell', { name: 'Mobile Developer', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Product Manager', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: deleted, exact: true })).toHaveCount(0);
  expect(await namesOnServer(page)).not.toContain(deleted);
});

test('shows the empty state, and a load error with a retry', async ({ page }) => {
  await page.route('**/api/RecruitmentPositions/edit?*', (route) =>
    route.fulfill({
      json: { recruitmentPositionForEditViewDtos: { result: [], totalCount: 0, pageNumber: 1 } },
    }),
  );
  await page.goto('/settings/recruitment-positions');
  await expect(page.getByRole('heading', { name: 'No recruitment positions yet' })).toBeVisible();

  await page.unroute('**/api/RecruitmentPositions/edit?*');
  await page.route('**/api/RecruitmentPositions/edit?*', (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'boom' } }),
  );
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unable to fetch data from api' }),
  ).toBeVisible();
  await expect(
    page.getByText('An unexpected error has occured. Please try again later.'),
  ).toBeVisible();

  await page.unroute('**/api/RecruitmentPositions/edit?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('cell', { name: 'Accountant', exact: true })).toBeVisible();
});

test('writes show the overlay spinner, and only status 200 counts as done', async ({ page }) => {
  await openPositions(page);
  // Edit: held until the test has seen the progress, then refused by the server.
  let releaseEdit = () => {};
  const editReleased = new Promise<void>((resolve) => {
    releaseEdit = resolve;
  });
  await page.route('**/api/RecruitmentPositions/edit', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await editReleased;
    return route.fulfill({ status: 500, json: { status: 500, message: 'boom' } });
  });
  await editButton(page, 'Accountant').click();
  const form = page.getByRole('form', { name: 'Edit position Accountant' });
  await form.getByRole('textbox', { name: 'Position name (English)' }).fill('Chief accountant');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status', { name: 'Saving changes' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  releaseEdit();
  await expect(
    page.getByText('An unexpected error has occured. Please try again later.'),
  ).toBeVisible();
  await expect(page.getByRole('status', { name: 'Saving changes' })).toHaveCount(0);
  // The form stays open with what was typed, to try again or cancel.
  await expect(form.getByRole('textbox', { name: 'Position name (English)' })).toHaveValue(
    'Chief accountant',
  );
  // Cancel asks before the typed name is dropped (issue 26).
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page.getByRole('cell', { name: 'Accountant', exact: true })).toBeVisible();

  // Delete answered with 204: not the 200 the spec asks for, so not deleted.
  await page.route('**/api/RecruitmentPositions?*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 204 }) : route.fallback(),
  );
  await deleteButton(page, 'Accountant').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('Position has been deleted.')).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Accountant', exact: true })).toBeVisible();
  expect(await namesOnServer(page)).toContain('Accountant');
});
