import { expect, type Page } from '@playwright/test';

/** The demo recruiter of the development identity provider. */
export const demoRecruiter = {
  email: 'recruiter@example.com',
  password: 'demo',
  name: 'Anna Kowalska',
};

/** Another demo account (Piotr Nowak): on the team of only some recruitments. */
export const demoTeamMember = {
  email: 'team@example.com',
  password: 'demo',
  name: 'Piotr Nowak',
};

/**
 * From the login screen: continue to the provider, and sign in there as a demo account (the
 * demo recruiter by default).
 */
export async function signInThroughProvider(
  page: Page,
  account: typeof demoRecruiter = demoRecruiter,
): Promise<void> {
  await page.getByRole('link', { name: 'Continue with single sign-on' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  // A password field has no ARIA role; its label is its accessible name.
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The provider's redirects and the signed-in app's first chunks: slow on a busy machine.
  await expect(page.getByRole('banner')).toContainText(account.name, { timeout: 15_000 });
}
