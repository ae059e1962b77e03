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

// Issue 24: an application with a known e-mail never renames the candidate; the recruiter
// sees the new details on the profile and accepts them.

/** An active questionnaire that asks for a resume only. */
async function createResumeQuestionnaire(page: Page): Promise<string> {
  const response = await page.request.post('/api/Questionnaires/add', {
    headers: writeHeaders(page),
    data: {
      questionnaireName: `Details test ${Date.now()}`,
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

test('a second application with the same e-mail waits for the recruiter to accept its details', async ({
  page,
}) => {
  await page.goto('/');
  const stamp = Date.now();
  const questionnaireId = await createResumeQuestionnaire(page);
  const recruitment = await createOpenRecruitment(page, `Details test ${stamp}`, questionnaireId);
  const email = `ewa.${stamp}@example.com`;
  const resume = { name: 'resume.pdf', buffer: minimalPdf() };
  await applyThroughApi(page, recruitment.id, {
    personalData: {
      firstName: 'Ewa',
      lastName: `Pierwsza${stamp}`,
      email,
      phoneNumber: '+48 600 100 200',
      prefix: null,
    },
    answers: [],
    resume,
  });
  await applyThroughApi(page, recruitment.id, {
    personalData: {
      firstName: 'Eva',
      lastName: `Druga${stamp}`,
      email: email.toUpperCase(),
      phoneNumber: '+48 700 100 200',
      prefix: null,
    },
    answers: [],
    resume,
  });
  const { result } = await getJson<{ result: { newestJobApplicationId: string }[] }>(
    page,
    `/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}&PageNumber=1&PageSize=20`,
  );
  expect(result).toHaveLength(1);

  await page.goto(`/applicants/application/${result[0]?.newestJobApplicationId}`);
  // The candidate is still who they first said they were.
  await expect(page.getByRole('heading', { level: 1, name: `Ewa Pierwsza${stamp}` })).toBeVisible({
    timeout: 15_000,
  });
  const notice = page.getByRole('region', { name: /^New details submitted on / });
  await expect(notice).toContainText('Now: Ewa · Submitted: Eva');
  await expect(notice).toContainText('Now: +48 600 100 200 · Submitted: +48 700 100 200');
  await expect(page.getByRole('main')).toContainText(`The application of`);

  // With the keyboard: focus the button and press Enter.
  await notice.getByRole('button', { name: 'Accept new details' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('New details accepted')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Eva Druga${stamp}` })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('+48 700 100 200');
  await expect(page.getByRole('main')).toContainText(recruitment.title);
});
