import { expect, test } from '@playwright/test';
import { signInThroughProvider } from '../support/signIn.ts';

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
