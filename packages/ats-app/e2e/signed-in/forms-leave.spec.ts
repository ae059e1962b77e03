import type { Locator, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { signInThroughProvider } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';

// Issue 26, rough edges 1 and 12: every form with typed text asks "Discard changes?" (the
// questionnaire builder's question) before the text is lost; a note whose save finds the
// session ended comes back after the sign-in.

function discardDialog(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Discard changes?' });
}

function menu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** Collects the browser's own questions (beforeunload), dismissing them: the page stays. */
function browserQuestions(page: Page): string[] {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  return asked;
}

interface ListItem {
  id: string;
  canEdit: boolean;
}

interface Candidate {
  firstName: string;
  lastName: string;
  newestJobApplicationId: string;
}

/** A candidate of an open recruitment the demo recruiter may edit (the first one found). */
async function someCandidate(page: Page): Promise<Candidate> {
  const recruitments = await page.request.get(
    '/api/Recruitments?pageNumber=1&pageSize=20&RecruitmentStatus=2',
  );
  expect(recruitments.status()).toBe(200);
  const { result } = (await recruitments.json()) as { result: ListItem[] };
  for (const recruitment of result.filter((item) => item.canEdit)) {
    const candidates = await page.request.get(
      `/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}&PageNumber=1&PageSize=5`,
    );
    const [first] = ((await candidates.json()) as { result: Candidate[] }).result;
    if (first) return first;
  }
  throw new Error('The demo data has no candidate in an open recruitment.');
}

async function openProfile(page: Page): Promise<Candidate> {
  await page.goto('/');
  const candidate = await someCandidate(page);
  await page.goto(`/applicants/application/${candidate.newestJobApplicationId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${candidate.firstName} ${candidate.lastName}` }),
  ).toBeVisible();
  return candidate;
}

async function openNote(page: Page): Promise<{ dialog: Locator; text: Locator }> {
  await page.getByRole('button', { name: 'Note', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add note' });
  await expect(dialog).toBeVisible();
  return { dialog, text: dialog.getByRole('textbox', { name: /Note/ }) };
}

test('the recruitment form asks before a menu link, the back button or a reload drops typing', async ({
  page,
}) => {
  const asked = browserQuestions(page);
  await page.goto('/recruitments');
  await page.getByRole('main').getByRole('link', { name: 'Add new' }).click();
  await expect(page).toHaveURL(/\/recruitments\/new$/);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });

  // Nothing typed: the menu leaves at once.
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(discardDialog(page)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/recruitments\/new$/);

  await title.fill('Senior tester');
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  const dialog = discardDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('have not been saved');
  // The safe answer has the focus; the keyboard answers too.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/recruitments\/new$/);
  await expect(title).toHaveValue('Senior tester');

  // The browser's back button asks the same question.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/recruitments\/new$/);
  await expect(title).toHaveValue('Senior tester');

  // A reload makes the browser ask its own question; dismissed, the typing stays.
  expect(asked).toEqual([]);
  await page.evaluate(() => window.location.reload());
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(title).toHaveValue('Senior tester');

  // The form's Cancel asks too; Discard goes to the list.
  await page.getByRole('main').getByRole('link', { name: 'Cancel', exact: true }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/recruitments$/);
});

test('an opened recruitment left unchanged leaves without a question', async ({ page }) => {
  await page.goto('/');
  const response = await page.request.get(
    '/api/Recruitments?pageNumber=1&pageSize=20&RecruitmentStatus=2',
  );
  const { result } = (await response.json()) as { result: ListItem[] };
  const editable = result.find((item) => item.canEdit);
  if (!editable) throw new Error('The demo data has no open recruitment the recruiter may edit.');
  await page.goto(`/recruitments/${editable.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).not.toHaveValue('');
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(discardDialog(page)).toHaveCount(0);
});

test('the note modal asks before closing or leaving with typed text', async ({ page }) => {
  await openProfile(page);
  const profileUrl = page.url();
  // The dashboard inside the app and back: the browser's forward button then stays in the app.
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(profileUrl);

  // Nothing typed: Escape closes at once.
  let note = await openNote(page);
  await page.keyboard.press('Escape');
  await expect(note.dialog).toBeHidden();
  await expect(discardDialog(page)).toHaveCount(0);

  note = await openNote(page);
  await note.text.fill('Strong in React');
  await page.keyboard.press('Escape');
  const dialog = discardDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAccessibilityViolations(page);
  // Escape answers the question only: the note stays open with its text.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(note.dialog).toBeVisible();
  await expect(note.text).toHaveValue('Strong in React');

  // The modal's Cancel and close button ask too.
  await note.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(note.text).toHaveValue('Strong in React');

  // Leaving the screen while the note is open (the menu is behind the modal: the browser's
  // history buttons) asks, and staying keeps the note.
  await page.goForward();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(profileUrl);
  await expect(note.text).toHaveValue('Strong in React');

  await note.dialog.getByRole('button', { name: 'Close dialog' }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(note.dialog).toBeHidden();
  await expect(page).toHaveURL(profileUrl);
});

test('an inline position edit asks before Escape or Cancel drops a changed name', async ({
  page,
}) => {
  await page.goto('/settings/recruitment-positions');
  await expect(page.getByRole('cell', { name: 'Accountant', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Accountant', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit position Accountant' });
  const english = form.getByRole('textbox', { name: 'Position name (English)' });
  await english.fill('Accountant (changed)');

  await page.keyboard.press('Escape');
  const dialog = discardDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(english).toHaveValue('Accountant (changed)');

  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(english).toHaveValue('Accountant (changed)');

  await form.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Accountant', exact: true })).toBeVisible();
});

test('a note saved after the session ended comes back after the sign-in, and then saves', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openProfile(page);
  const profileUrl = page.url();
  const noteText = `Typed while the session ended ${Date.now().toString(36)}`;
  const note = await openNote(page);
  await note.text.fill(noteText);

  // The session ends (for this browser only: the server's session of the other tests stays).
  await page.context().clearCookies();
  await note.dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('alert')).toHaveText(
    'Your session has ended. Sign in again to save your changes.',
  );
  // Only this tab's storage holds the text, never the browser's lasting one.
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await signInThroughProvider(page);

  await expect(page).toHaveURL(profileUrl);
  const restored = page.getByRole('dialog', { name: 'Add note' });
  await expect(restored.getByRole('textbox', { name: /Note/ })).toHaveValue(noteText);
  await expect(restored.getByRole('status')).toContainText('before your session ended');
  await restored.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Note has been added.'),
  ).toBeVisible();
  await expect(restored).toBeHidden();
  expect(await page.evaluate(() => window.sessionStorage.getItem('ats.unsavedForm'))).toBeNull();

  // Once saved it is not offered again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Note', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add note' })).toHaveCount(0);
});
