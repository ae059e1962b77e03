import { expect, type Page } from '@playwright/test';

/** The demo recruiter of the development identity provider. */
export const demoRecruiter = {
  email: 'recruiter@example.com',
  password: 'demo',
  name: 'Anna Kowalska',
};

/** From the login screen: continue to the provider, and sign in there as the demo recruiter. */
export async function signInThroughProvider(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Continue with single sign-on' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(demoRecruiter.email);
  // A password field has no ARIA role; its label is its accessible name.
  await page.getByLabel('Password', { exact: true }).fill(demoRecruiter.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner')).toContainText(demoRecruiter.name);
}
