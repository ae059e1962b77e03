import { signInThroughProvider } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';

// Signs in on its own: logging out ends the session, which the signed-in tests share.
test('logout returns to the login, and the secure pages are gone', async ({ page }) => {
  await page.goto('/login');
  await signInThroughProvider(page);

  await page.getByRole('button', { name: 'Log out' }).click();
  // The development provider asks whether to end its own session too.
  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome to ATS' })).toBeVisible();
  await page.goto('/questionnaires');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fquestionnaires$/);
});

test("the provider's sign-out page follows the app's language", async ({ page }) => {
  await page.goto('/login');
  await signInThroughProvider(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');

  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  // The browser itself asks in English (Playwright's default locale): the app's choice wins.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Wylogowanie' })).toBeVisible();
  await page.getByRole('button', { name: 'Wyloguj', exact: true }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});
