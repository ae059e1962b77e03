import { demoTeamMember, signInThroughProvider } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';

// Signs in on its own: logging out ends the session, which the signed-in tests share.
test('logout returns to the login, and the secure pages are gone', async ({ page }) => {
  await page.goto('/login');
  await signInThroughProvider(page);

  await page.getByRole('button', { name: 'Log out' }).click();

  // No second question from the development provider: straight back to the login.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome to ATS' })).toBeVisible();
  await page.goto('/questionnaires');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fquestionnaires$/);

  // The provider's session ended too: signing in again asks for the credentials, so another
  // demo account can sign in.
  await page.getByRole('link', { name: 'Continue with single sign-on' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(demoTeamMember.email);
  await page.getByLabel('Password', { exact: true }).fill(demoTeamMember.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner')).toContainText(demoTeamMember.name, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/questionnaires$/);
});

test("the provider's sign-out page follows the app's language, and asks nothing", async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughProvider(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');

  // The provider's page submits itself at once (its language is checked by the server's
  // tests): the app asks it in Polish, though the browser speaks English (Playwright's default).
  const providerPage = page.waitForRequest((request) =>
    request.url().includes('/dev-idp/session/end?'),
  );
  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  expect(new URL((await providerPage).url()).searchParams.get('ui_locales')).toBe('pl');

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});
