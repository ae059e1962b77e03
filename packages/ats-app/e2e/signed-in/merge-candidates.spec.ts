import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  applyThroughApi,
  createOpenRecruitment,
  getJson,
  minimalPdf,
} from '../support/jobOfferData.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// Issue 29, "Duplicates": the recruiter sees "Possible duplicate of" on a profile, merges the
// two people, and lands on the kept profile with the applications of both.

async function createResumeQuestionnaire(page: Page): Promise<string> {
  const response = await page.request.post('/api/Questionnaires/add', {
    headers: writeHeaders(page),
    data: {
      questionnaireName: `Merge test ${Date.now()}`,
      isDraft: false,
      questionnaireStructure: {
        elements: [
          {
            id: randomUUID(),
            order: 1,
            pageNumber: 1,
            sectionNumber: 1,
            isRequired: true,
            $type: 'Resume',
            question: 'Your resume',
          },
        ],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** The newest application of the candidate with this e-mail, from the all-candidates list. */
async function applicationOf(page: Page, lastName: string, email: string): Promise<string> {
  const { result } = await getJson<{
    result: { email: string; newestJobApplicationId?: string; jobApplicationId?: string }[];
  }>(page, `/api/Recruitees?pageNumber=1&pageSize=20&SearchQuery=${encodeURIComponent(lastName)}`);
  const row = result.find((candidate) => candidate.email === email) as
    | Record<string, unknown>
    | undefined;
  const id = row?.newestJobApplicationId ?? row?.jobApplicationId;
  if (typeof id !== 'string') throw new Error(`no application of ${email}: ${JSON.stringify(row)}`);
  return id;
}

test('merges two candidates from the profile and lands on the kept one with both applications', async ({
  page,
}) => {
  await page.goto('/');
  const stamp = Date.now();
  const lastName = `Scalona${stamp}`;
  const phone = `+48 5${String(stamp).slice(-8)}`;
  const questionnaireId = await createResumeQuestionnaire(page);
  const first = await createOpenRecruitment(page, `Merge first ${stamp}`, questionnaireId);
  const second = await createOpenRecruitment(page, `Merge second ${stamp}`, questionnaireId);
  const keptEmail = `anna.${stamp}@example.com`;
  const otherEmail = `anna.${stamp}@example.org`;
  const resume = { name: 'resume.pdf', buffer: minimalPdf() };
  await applyThroughApi(page, first.id, {
    personalData: {
      firstName: 'Anna',
      lastName,
      email: keptEmail,
      phoneNumber: phone,
      prefix: null,
    },
    answers: [],
    resume,
  });
  await applyThroughApi(page, second.id, {
    personalData: {
      firstName: 'Anna',
      lastName,
      email: otherEmail,
      phoneNumber: phone.replaceAll(' ', ''),
      prefix: null,
    },
    answers: [],
    resume,
  });

  const keptApplication = await applicationOf(page, lastName, keptEmail);
  await page.goto(`/applicants/application/${keptApplication}`);
  await expect(page.getByRole('heading', { level: 1, name: `Anna ${lastName}` })).toBeVisible();
  const hint = page.getByRole('region', { name: `Possible duplicate of Anna ${lastName}` });
  await expect(hint).toBeVisible();
  await expect(hint).toContainText('the same phone');

  await hint.getByRole('button', { name: 'Merge', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge candidates' });
  await expect(dialog.getByRole('columnheader').first()).toBeVisible();
  await expect(dialog).toContainText(otherEmail);
  await dialog.getByRole('radio', { name: `Keep Anna ${lastName} (${keptEmail})` }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Merge candidates' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Merge', exact: true }).click();

  // The kept profile, with the applications of both.
  await expect(page.getByText('Candidates merged').first()).toBeVisible();
  await expect(page).toHaveURL(/\/applicants\/application\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Anna ${lastName}` })).toBeVisible();
  await expect(page.getByText(keptEmail)).toBeVisible();
  await expect(
    page.getByRole('region', { name: `Possible duplicate of Anna ${lastName}` }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Other applications' }).click();
  const applications = page.getByRole('dialog');
  await expect(applications).toContainText(`Merge first ${stamp}`);
  await expect(applications).toContainText(`Merge second ${stamp}`);
});

test('lists the pairs from the all-candidates list', async ({ page }) => {
  await page.goto('/applicants');
  await page.getByRole('link', { name: 'Possible duplicates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Possible duplicates' })).toBeVisible();
});
