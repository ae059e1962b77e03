import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { demoRecruiter, signInThroughProvider } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';

test('a signed-out visit to a secure page leads to the login, and sign-in returns to it', async ({
  page,
}) => {
  await page.goto('/recruitments');

  await expect(page).toHaveURL(/\/login\?returnTo=%2Frecruitments$/);
  await expect(page.getByRole('heading', { name: 'Welcome to ATS' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await signInThroughProvider(page);

  await expect(page).toHaveURL(/\/recruitments$/);
  await expect(page.getByRole('heading', { name: 'Recruitments', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(demoRecruiter.name);
});

test('the login page says when a sign-in failed', async ({ page }) => {
  await page.goto('/login?error=signin_failed');
  await expect(page.getByRole('alert')).toHaveText('Signing in did not succeed. Please try again.');
});

test('an unknown path sends a signed-out user to the login', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fno%2Fsuch%2Fpage$/);
});

test('the login page switches to Polish and remembers it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Witaj w ATS' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page).toHaveTitle('Logowanie · ATS');

  await page.reload();
  await expect(
    page.getByRole('link', { name: 'Kontynuuj przez logowanie jednokrotne' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ATS' })).toBeVisible();
});
