import { randomUUID } from 'node:crypto';
import { RecruitmentStatus } from '@ats/api-sdk';
import type { Locator, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import {
  applyThroughApi,
  createOpenRecruitment,
  getJson,
  minimalPdf,
  setRecruitmentStatus,
} from '../support/jobOfferData.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// The pipeline board (issue 18): a recruitment of our own with three candidates, one column
// per live stage with its count; one candidate goes to the second column by drag and drop and
// on to the third by the keyboard alone (back and forth), and the profile's activity records
// the moves. The
// recruitment is closed at the end, so specs that take the newest open one are not disturbed.

interface Stage {
  id: string;
  name: string;
  order: number;
  isDeleted: boolean;
}

/** An active one-page questionnaire asking only for a resume. */
async function createResumeQuestionnaire(page: Page): Promise<string> {
  const response = await page.request.post('/api/Questionnaires/add', {
    headers: writeHeaders(page),
    data: {
      questionnaireName: `Pipeline test ${Date.now()}`,
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

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** Presses Tab until `target` has the focus, as a keyboard user does. */
async function tabTo(page: Page, target: Locator, maxSteps = 60) {
  for (let step = 0; step < maxSteps; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('moves a candidate across the pipeline by drag and by keyboard, and the profile records it', async ({
  page,
}) => {
  await page.goto('/');
  const stamp = Date.now();
  const questionnaireId = await createResumeQuestionnaire(page);
  const recruitment = await createOpenRecruitment(page, `Pipeline ${stamp}`, questionnaireId);
  try {
    const lastNames = ['Tablicowa', 'Kolumnowa', 'Kartowa'].map((name) => `${name}${stamp}`);
    for (const [index, lastName] of lastNames.entries()) {
      await applyThroughApi(page, recruitment.id, {
        personalData: {
          firstName: 'Paulina',
          lastName,
          email: `paulina.${index}.${stamp}@example.com`,
          phoneNumber: null,
          prefix: null,
        },
        answers: [],
        resume: { name: 'resume.pdf', buffer: minimalPdf() },
      });
    }
    const name = `Paulina ${lastNames[0]}`;
    const stages = (await getJson<Stage[]>(page, '/api/RecruitmentRecruiteeStages'))
      .filter((stage) => !stage.isDeleted)
      .sort((first, second) => first.order - second.order);
    const [first, second, third] = stages;
    if (!first || !second || !third) throw new Error('Fewer than three live stages');

    await page.goto(`/recruitments/${recruitment.id}/pipeline`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
    const views = page.getByRole('navigation', { name: 'Candidate views' });
    await expect(views.getByRole('link', { name: 'Pipeline' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(views.getByRole('link', { name: 'Candidates' })).toBeVisible();

    // One column per live stage, in stage order, with its count.
    const board = page.getByRole('region', { name: 'Pipeline', exact: true });
    await expect(board.getByRole('heading', { level: 2 })).toHaveText(
      stages.map((stage) => new RegExp(`^${literal(stage.name)}\\s*\\d+`)),
    );
    const column = (stage: Stage) => board.getByRole('region', { name: stage.name, exact: true });
    const heading = (stage: Stage, count: number) =>
      column(stage).getByRole('heading', {
        name: `${stage.name} ${count} ${count === 1 ? 'candidate' : 'candidates'}`,
      });
    await expect(heading(first, 3)).toBeVisible();
    await expect(heading(second, 0)).toBeVisible();
    const card = column(first).getByRole('article', { name });
    await expect(card).toContainText('Less than a day in stage');
    await expectNoAccessibilityViolations(page);

    // By drag and drop, to the second column.
    await card.dragTo(column(second));
    await expect(toasts(page)).toContainText('Stage has been changed.');
    await expect(heading(second, 1)).toBeVisible();
    await expect(heading(first, 2)).toBeVisible();
    const moved = column(second).getByRole('article', { name });
    await expect(moved).toBeVisible();

    // By the keyboard alone, on to the third.
    await tabTo(page, moved);
    await page.keyboard.press('Alt+ArrowRight');
    await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toHaveText(
      `Moved ${name} to ${third.name}`,
    );
    await expect(heading(third, 1)).toBeVisible();
    await expect(heading(second, 0)).toBeVisible();
    await expect(column(third).getByRole('article', { name })).toBeFocused();
    // Alt+Left takes it back a stage; the browser's own Alt+Left (Back) does not happen.
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toHaveText(
      `Moved ${name} to ${second.name}`,
    );
    await expect(column(second).getByRole('article', { name })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/recruitments/${recruitment.id}/pipeline$`));
    await page.keyboard.press('Alt+ArrowRight');
    await expect(heading(third, 1)).toBeVisible();
    await expect(column(third).getByRole('article', { name })).toBeFocused();
    await expectNoAccessibilityViolations(page);

    // A card's "Email" opens the profile's compose dialog for that candidate.
    await column(third)
      .getByRole('article', { name })
      .getByRole('button', { name: `Email ${name}` })
      .click();
    const compose = page.getByRole('dialog', { name: 'Send e-mail' });
    await expect(compose).toContainText(name);
    await compose.getByRole('button', { name: 'Cancel' }).click();
    await expect(compose).toBeHidden();

    // The profile's activity records both moves.
    await column(third).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('tab', { name: 'Activity' }).click();
    const activity = page.getByRole('tabpanel');
    await expect(activity.getByText('Stage changed')).toHaveCount(4);
    await expect(activity).toContainText(second.name);
    await expect(activity).toContainText(third.name);
  } finally {
    await setRecruitmentStatus(page, recruitment.id, RecruitmentStatus.Closed);
  }
});

/** A stage name as a literal inside a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
