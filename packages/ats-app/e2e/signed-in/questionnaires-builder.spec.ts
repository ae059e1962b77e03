import type { Locator, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { createDraftQuestionnaire, deleteQuestionnaire } from '../support/questionnaireApi.ts';
import { expect, test } from '../support/test.ts';

function elementList(page: Page) {
  return page.getByRole('list', { name: 'Questionnaire elements' });
}

/** The rows of the element list (not the option lists inside them). */
function elementRows(page: Page): Locator {
  return elementList(page).locator(':scope > li');
}

function editor(page: Page) {
  return page.getByRole('form', { name: /^Edit element:/ });
}

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

/** Adds an element of `type` at the end of the list through its last add menu. */
async function addAtEnd(page: Page, type: string) {
  await elementList(page)
    .getByRole('button', { name: /^Add element after:/ })
    .last()
    .click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
}

/** Fills the open element editor and saves it. */
async function fillEditor(
  page: Page,
  fields: { question?: string; text?: string; options?: string; required?: boolean },
) {
  const form = editor(page);
  if (fields.question !== undefined) {
    const question = form.getByRole('textbox', { name: 'Question' });
    await expect(question).toBeFocused();
    await question.fill(fields.question);
  }
  if (fields.text !== undefined)
    await form.getByRole('textbox', { name: 'Text' }).fill(fields.text);
  if (fields.options !== undefined) {
    await form.getByRole('textbox', { name: 'Options' }).fill(fields.options);
  }
  if (fields.required) await form.getByRole('switch', { name: 'Required' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(editor(page)).toHaveCount(0);
}

async function renameQuestionnaire(page: Page, name: string) {
  await page.getByRole('button', { name: 'Edit name' }).click();
  const field = page.getByRole('textbox', { name: 'Questionnaire name' });
  await expect(field).toBeFocused();
  await field.fill(name);
  await page
    .getByRole('form', { name: 'Questionnaire name' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function openFromList(page: Page, name: string) {
  const search = page.getByRole('searchbox', { name: 'Search questionnaires' });
  await search.fill(name);
  await search.press('Enter');
  const table = page.getByRole('table', { name: 'Questionnaires' });
  await expect(table.getByRole('link')).toHaveText([name]);
  return table;
}

test('building a questionnaire with every element type, saving a draft, reopening, reordering and activating it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Every element ${Date.now()}`;
  await page.goto('/questionnaires');
  await page.getByRole('link', { name: 'Add new questionnaire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New questionnaire' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Questionnaires',
  );
  // A new questionnaire starts with its default name and one Resume element.
  await expect(page.getByRole('heading', { level: 2, name: 'New questionnaire' })).toBeVisible();
  await expect(elementRows(page)).toHaveCount(1);
  await expect(elementRows(page).first()).toContainText('Resume');

  await renameQuestionnaire(page, name);

  // The left panel's switches add special elements, each with a toast.
  await page.getByRole('switch', { name: 'Photo' }).check();
  await expect(toasts(page)).toContainText('Photo has been added.');
  await page.getByRole('switch', { name: 'Cover letter' }).check();
  await expect(toasts(page)).toContainText('Cover letter has been added.');

  await addAtEnd(page, 'Header');
  await fillEditor(page, { text: 'About you' });
  await addAtEnd(page, 'Text paragraph');
  await fillEditor(page, { text: 'It takes five minutes.' });
  await addAtEnd(page, 'Single line text');
  await fillEditor(page, { question: 'Your phone model', required: true });
  await addAtEnd(page, 'Multi-line text');
  await fillEditor(page, { question: 'Why us?' });
  await addAtEnd(page, 'Section break');
  await expect(editor(page)).toHaveCount(0);
  await addAtEnd(page, 'Single choice');
  await fillEditor(page, { question: 'Start date', options: 'Now\nIn a month' });
  await addAtEnd(page, 'Multiple choice');
  await fillEditor(page, { question: 'Languages', options: 'Polish\nEnglish\nGerman' });
  await addAtEnd(page, 'Attachment');
  await fillEditor(page, { question: 'Portfolio' });
  await addAtEnd(page, 'Page break');
  await addAtEnd(page, 'Address');
  await fillEditor(page, { question: 'Home address' });
  // Education, experience and summary have fixed questions: no editor opens.
  await addAtEnd(page, 'Education');
  await addAtEnd(page, 'Experience');
  await addAtEnd(page, 'Summary');
  await expect(editor(page)).toHaveCount(0);
  await expect(elementRows(page)).toHaveCount(16);

  const built = await elementRows(page).allTextContents();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(toasts(page)).toContainText('Questionnaire has been created.');
  await expect(page).toHaveURL(/\/questionnaires$/);

  // Reopened, it shows the same form.
  const table = await openFromList(page, name);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('Draft');
  await table.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit questionnaire' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(name);
  await expect(elementRows(page)).toHaveText(built);
  await expect(page.getByRole('button', { name: 'Save as draft' })).toBeVisible();

  // Reorder by dragging: "Your phone model" onto the Header's place.
  const rowOf = (text: string) => elementRows(page).filter({ hasText: text });
  const indexOf = async (text: string) =>
    (await elementRows(page).allTextContents()).findIndex((row) => row.includes(text));
  const headerIndex = await indexOf('About you');
  await page.getByTitle('Drag to reorder: Your phone model').dragTo(rowOf('About you'));
  expect(await indexOf('Your phone model')).toBe(headerIndex);
  expect(await indexOf('About you')).toBe(headerIndex + 1);

  // Reorder with the keyboard: "Why us?" one up; focus stays on its button.
  const whyUsIndex = await indexOf('Why us?');
  const moveUp = page.getByRole('button', { name: 'Move up: Why us?' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  expect(await indexOf('Why us?')).toBe(whyUsIndex - 1);
  await expect(moveUp).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Why us? moved to position' }),
  ).toHaveCount(1);

  const reordered = await elementRows(page).allTextContents();
  await page.getByRole('button', { name: 'Save and activate' }).click();
  await expect(toasts(page)).toContainText('Questionnaire has been updated.');
  await expect(page).toHaveURL(/\/questionnaires$/);

  // Active now: its primary button reads Save, and there is no draft button.
  const tableAfter = await openFromList(page, name);
  await expect(tableAfter.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('Active');
  await tableAfter.getByRole('link', { name }).click();
  await expect(elementRows(page)).toHaveText(reordered);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save and activate' })).toHaveCount(0);

  // Nobody uses it yet, so it can still be deleted (which keeps the shared data as it was).
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await openFromList(page, name);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete questionnaire' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toasts(page)).toContainText('Questionnaire has been deleted.');
});

test('while an element is edited, the other tools and the form buttons wait', async ({ page }) => {
  await page.goto('/questionnaires/new');
  await addAtEnd(page, 'Single line text');
  await expect(editor(page)).toBeVisible();
  for (const button of ['Cancel', 'Save as draft', 'Save and activate']) {
    await expect(page.getByRole('button', { name: button, exact: true }).last()).toBeDisabled();
  }
  await expect(page.getByRole('switch', { name: 'Photo' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit name' })).toBeDisabled();

  // Cancelling an add removes the element.
  await editor(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(elementRows(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Save as draft' })).toBeEnabled();

  // Cancel leaves for the list.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/questionnaires$/);
});

test('the builder has no WCAG 2.2 A/AA violations nor moderate best-practice ones, also with an element open', async ({
  page,
}) => {
  await page.goto('/questionnaires/new');
  await expect(elementRows(page)).toHaveCount(1);
  await expectNoAccessibilityViolations(page, { bestPractices: true });
  await addAtEnd(page, 'Single choice');
  await expect(editor(page)).toBeVisible();
  await expectNoAccessibilityViolations(page, { bestPractices: true });
});

test('the Polish builder has unique landmarks and ordered headings', async ({ page }) => {
  await page.goto('/questionnaires/new');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy kwestionariusz' })).toBeVisible();
  await expectNoAccessibilityViolations(page, { bestPractices: true });
  // Headings go down one level at a time: the page's h1, the panel's groups and the name
  // (h2), the personal data preview (h3).
  const levels = await page
    .getByRole('main')
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  }
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
});

test('an unknown questionnaire shows the not-found page', async ({ page }) => {
  await page.goto('/questionnaires/00000000-0000-4000-8000-000000000000/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await page.goto('/questionnaires/not-an-id/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
});

test('a deleted questionnaire opens read-only, without submit buttons', async ({ page }) => {
  await page.goto('/questionnaires');
  const name = `Deleted one ${Date.now()}`;
  const id = await createDraftQuestionnaire(page, name);
  expect(await deleteQuestionnaire(page, id)).toBe(204);
  await page.goto(`/questionnaires/${id}/edit`);
  await expect(page.getByText('This questionnaire has been deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
});

test('a save the server refuses keeps the form and says why', async ({ page }) => {
  await page.goto('/questionnaires');
  const name = `Refused save ${Date.now()}`;
  const id = await createDraftQuestionnaire(page, name);
  await page.goto(`/questionnaires/${id}/edit`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  // Deleted meanwhile elsewhere: the server refuses to save it.
  expect(await deleteQuestionnaire(page, id)).toBe(204);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(toasts(page)).toContainText('Questionnaire could not be saved.');
  await expect(toasts(page)).toContainText('Please make sure the form is filled correctly.');
  await expect(page).toHaveURL(new RegExp(`/questionnaires/${id}/edit$`));
  await expect(page.getByRole('button', { name: 'Save as draft' })).toBeEnabled();
});

test('the builder speaks Polish', async ({ page }) => {
  await page.goto('/questionnaires/new');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy kwestionariusz' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapisz jako szkic' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Zdjęcie' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
});
