import {
  createOpenRecruitment,
  createTwoPageQuestionnaire,
  minimalPdf,
} from '../support/jobOfferData.ts';
import { expect, test } from '../support/test.ts';

// Issue 29, "Add a candidate by hand": a recruiter adds someone they were referred to, with a
// resume, from a recruitment's candidates list; the profile tells how they came; the same
// e-mail later offers that person instead of a twin.

test('adds a referred person with a resume to a recruitment, and offers them again for their e-mail', async ({
  page,
}) => {
  await page.goto('/');
  const stamp = Date.now();
  const questionnaireId = await createTwoPageQuestionnaire(page, `Add by hand ${stamp}`);
  const recruitment = await createOpenRecruitment(page, `Added by hand ${stamp}`, questionnaireId);
  const lastName = `Polecony${stamp}`;
  const email = `jan.polecony.${stamp}@example.com`;

  await page.goto(`/recruitments/${recruitment.id}/candidates`);
  await page.getByRole('button', { name: 'Add candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add candidate' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Jan');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+48 600 700 800');
  await dialog.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Referral' }).click();
  await dialog.getByRole('textbox', { name: 'Referred by' }).fill('Anna Kolega');
  await dialog.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Interview' }).click();
  await dialog
    .getByLabel('Resume (optional)')
    .setInputFiles({ name: 'jan-cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await dialog.getByRole('button', { name: 'Save' }).click();

  // The new profile: who, how they came, in the chosen stage, with the resume.
  await expect(page).toHaveURL(/\/applicants\/application\//);
  await expect(page.getByRole('heading', { level: 1, name: `Jan ${lastName}` })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Referral: Anna Kolega')).toBeVisible();
  await expect(main.getByText('Not asked (added by staff)')).toBeVisible();
  await expect(main.getByRole('combobox', { name: /Stage/ })).toContainText('Interview');
  await expect(page.getByRole('tab', { name: 'Resume' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText('Page 1 of 1')).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('tab', { name: 'Application form' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('No application form');
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Candidate added by');

  // The same e-mail, in another case, from the list of all candidates: open that person.
  await page.goto('/applicants');
  await page.getByRole('button', { name: 'Add candidate' }).click();
  const again = page.getByRole('dialog', { name: 'Add candidate' });
  await again.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
  await again.getByRole('link', { name: `Open Jan ${lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Jan ${lastName}` })).toBeVisible();
});
