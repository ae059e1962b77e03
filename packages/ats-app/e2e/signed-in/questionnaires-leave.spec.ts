import type { Page } from '@playwright/test';
import { createDraftQuestionnaire } from '../support/questionnaireApi.ts';
import { expect, test } from '../support/test.ts';

function discardDialog(page: Page) {
  return page.getByRole('alertdialog', { name: 'Discard changes?' });
}

/** The builder's own Cancel (the form's, not an editor's or a dialog's). */
function formCancel(page: Page) {
  return page.getByRole('main').getByRole('button', { name: 'Cancel', exact: true });
}

function elementRows(page: Page) {
  return page.getByRole('list', { name: 'Questionnaire elements' }).locator(':scope > li');
}

/** A change the builder must not lose: the Photo switch adds a Photo element. */
async function addPhoto(page: Page) {
  await page.getByRole('switch', { name: 'Photo' }).check();
  await expect(elementRows(page).filter({ hasText: 'Photo' })).toHaveCount(1);
}

test('Cancel leaves at once when nothing changed', async ({ page }) => {
  await page.goto('/questionnaires/new');
  await expect(elementRows(page)).toHaveCount(1);
  await formCancel(page).click();
  await expect(page).toHaveURL(/\/questionnaires$/);
  await expect(discardDialog(page)).toHaveCount(0);
});

test('Cancel with unsaved changes asks first: Cancel stays, Discard leaves', async ({ page }) => {
  await page.goto('/questionnaires/new');
  await addPhoto(page);

  await formCancel(page).click();
  const dialog = discardDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('have not been saved');
  // The safe answer has the focus, so Enter by habit loses nothing.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/questionnaires\/new$/);
  await expect(elementRows(page).filter({ hasText: 'Photo' })).toHaveCount(1);

  await formCancel(page).click();
  await discardDialog(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/questionnaires$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeVisible();
});

test('a menu link with unsaved changes asks first: stay keeps them, Discard drops them', async ({
  page,
}) => {
  await page.goto('/questionnaires');
  const name = `Leave by menu ${Date.now()}`;
  const id = await createDraftQuestionnaire(page, name);
  // Opened from the list, inside the app: the back button then stays in the app too.
  const search = page.getByRole('searchbox', { name: 'Search questionnaires' });
  await search.fill(name);
  await search.press('Enter');
  await page.getByRole('table', { name: 'Questionnaires' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await addPhoto(page);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/questionnaires/${id}/edit$`));
  await expect(elementRows(page).filter({ hasText: 'Photo' })).toHaveCount(1);

  // The browser's back button asks the same question.
  await page.goBack();
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/questionnaires/${id}/edit$`));

  await menu.getByRole('link', { name: 'Recruitments' }).click();
  await discardDialog(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/recruitments$/);

  // Nothing was saved.
  await page.goto(`/questionnaires/${id}/edit`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(elementRows(page)).toHaveCount(1);
});

test('no question right after a successful save', async ({ page }) => {
  await page.goto('/questionnaires/new');
  await addPhoto(page);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/questionnaires$/);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Questionnaire has been created.',
  );
  await expect(discardDialog(page)).toHaveCount(0);
});

test("closing or reloading the tab with unsaved changes asks the browser's question", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.goto('/questionnaires/new');
  await expect(elementRows(page)).toHaveCount(1);
  // Nothing changed: the tab reloads without a question.
  await page.getByRole('switch', { name: 'Photo' }).focus();
  await page.reload();
  await expect(elementRows(page)).toHaveCount(1);
  expect(dialogs).toEqual([]);

  await addPhoto(page);
  // Dismissing the question keeps the page and the change.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expect(elementRows(page).filter({ hasText: 'Photo' })).toHaveCount(1);
});

test("a new element's editor opens in full above the sticky buttons", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/questionnaires/new');
  // A list longer than the window, so that the last add menu sits near the buttons.
  for (const type of ['Education', 'Experience', 'Summary', 'Page break', 'Education']) {
    await page
      .getByRole('list', { name: 'Questionnaire elements' })
      .getByRole('button', { name: /^Add element after:/ })
      .last()
      .click();
    await page.getByRole('menuitem', { name: type, exact: true }).click();
  }
  await page
    .getByRole('list', { name: 'Questionnaire elements' })
    .getByRole('button', { name: /^Add element after:/ })
    .last()
    .click();
  await page.getByRole('menuitem', { name: 'Multiple choice', exact: true }).click();

  const editor = page.getByRole('form', { name: /^Edit element:/ });
  await expect(editor.getByRole('textbox', { name: 'Question' })).toBeFocused();
  const buttonBar = page.getByRole('button', { name: 'Save as draft' }).locator('..');
  const bar = await buttonBar.boundingBox();
  const save = await editor.getByRole('button', { name: 'Save' }).boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  const form = await editor.boundingBox();
  if (!bar || !save || !header || !form) throw new Error('no layout');
  expect(save.y + save.height).toBeLessThanOrEqual(bar.y);
  expect(form.y).toBeGreaterThanOrEqual(header.y + header.height);
});
