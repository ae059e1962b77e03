import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  applyThroughApi,
  createOpenRecruitment,
  getJson,
  minimalPdf,
} from '../support/jobOfferData.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// The main flows of a recruiter done at phone width (issue 26): from the menu drawer to a
// recruitment's candidates, a candidate's profile, a score, a stage and a note. Every button
// pressed is in the window and not covered, and the page never scrolls sideways. The data is
// the test's own (a new recruitment and a candidate who applies to it through the API), so
// that the other specs' demo candidates are left as they are.

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

interface RecruitmentCandidate {
  id: string;
  firstName: string;
  lastName: string;
  newestJobApplicationId: string;
  recruitmentRecruiteeStageId: string;
}

interface Stage {
  id: string;
  name: string;
}

/** An active questionnaire asking only for a resume. */
async function createResumeQuestionnaire(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/Questionnaires/add', {
    headers: writeHeaders(page),
    data: {
      questionnaireName: name,
      isDraft: false,
      questionnaireStructure: {
        elements: [
          {
            $type: 'Resume',
            id: randomUUID(),
            order: 1,
            pageNumber: 1,
            sectionNumber: 1,
            isRequired: true,
            question: 'Your resume',
          },
        ],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** A new open recruitment of the signed-in recruiter, and a candidate who applied to it. */
async function recruitmentWithCandidate(page: Page, lastNamePrefix: string) {
  const stamp = Date.now().toString(36);
  const questionnaireId = await createResumeQuestionnaire(page, `Phone flows ${stamp}`);
  const recruitment = await createOpenRecruitment(page, `Phone flows ${stamp}`, questionnaireId);
  await applyThroughApi(page, recruitment.id, {
    personalData: {
      firstName: 'Ola',
      lastName: `${lastNamePrefix}${stamp}`,
      email: `ola.${stamp}@example.com`,
      phoneNumber: '+48 600 200 300',
      prefix: null,
    },
    answers: [],
    resume: { name: 'resume.pdf', buffer: minimalPdf() },
  });
  const { result } = await getJson<{ result: RecruitmentCandidate[] }>(
    page,
    `/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}&PageNumber=1&PageSize=20`,
  );
  const candidate = result[0];
  if (!candidate) throw new Error('The candidate is not in the recruitment');
  return { recruitment, candidate, name: `${candidate.firstName} ${candidate.lastName}` };
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page is wider than the phone').toBeLessThanOrEqual(phone.width);
}

/**
 * Presses a control as a thumb would: it is brought into the window, must be wholly inside it
 * and on top at its centre (nothing covers it), and is clicked (with Playwright's own
 * actionability checks). The page must not scroll sideways before or after.
 */
async function press(page: Page, control: Locator) {
  await expectNoSidewaysScroll(page);
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeVisible();
  await expect(control).toBeInViewport({ ratio: 1 });
  const onTop = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop, 'something covers the control').toBe(true);
  await control.click();
  await expectNoSidewaysScroll(page);
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications|Powiadomienia/ });
}

test('on a phone: open a candidate, score, move to another stage and add a note', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const { recruitment, candidate, name } = await recruitmentWithCandidate(page, 'Telefoniczna');
  const unique = Date.now().toString(36);

  // The menu drawer › Recruitments › the recruitment's card › its candidates.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 15_000,
  });
  await press(page, page.getByRole('banner').getByRole('button', { name: 'Menu' }));
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await press(page, drawer.getByRole('link', { name: 'Recruitments' }));
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Recruitments' })).toBeVisible();
  const recruitments = page.getByRole('table', { name: 'Recruitments' });
  await press(page, recruitments.getByRole('link', { name: recruitment.title, exact: true }));
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(recruitment.title),
  ).toBeVisible();
  await press(page, page.getByRole('link', { name: 'Go to candidates' }));

  // The candidates are cards: the candidate's name opens the profile.
  const candidates = page.getByRole('table', { name: /Candidates/ });
  await press(page, candidates.getByRole('link', { name: new RegExp(name) }).first());
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  await expectNoSidewaysScroll(page);
  // The resume (the first tab) opens fitted to the width, not cut at the right at 100%.
  const resume = page.getByRole('tabpanel');
  await expect(resume.getByText('Page 1 of 1')).toBeVisible({ timeout: 20_000 });
  await expect(resume.getByText('100%')).toHaveCount(0);
  const pageBox = await resume.locator('canvas').first().boundingBox();
  expect(pageBox && pageBox.x + pageBox.width).toBeLessThanOrEqual(phone.width);

  // Give score: the clicked star is the chosen score; Save.
  await press(
    page,
    page.getByRole('radiogroup', { name: 'Your score' }).getByRole('radio', { name: '4 stars' }),
  );
  const scoreDialog = page.getByRole('dialog', { name: 'Give score' });
  await expect(scoreDialog).toBeVisible();
  await expect(scoreDialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expectNoSidewaysScroll(page);
  await press(page, scoreDialog.getByRole('button', { name: 'Save' }));
  await expect(toasts(page).getByText('Score has been saved.')).toBeVisible();
  await expect(scoreDialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Score 4 of 5' })).toBeVisible();

  // Move to another stage, from the profile's Stage dropdown.
  const stages = await getJson<Stage[]>(
    page,
    `/api/RecruitmentRecruiteeStages/StagesAvailableForSetStage?RecruiteeId=${candidate.id}&RecruitmentId=${recruitment.id}`,
  );
  const next = stages.find((stage) => stage.id !== candidate.recruitmentRecruiteeStageId);
  if (!next) throw new Error('No other stage to move the candidate to');
  const stageBox = page.getByRole('combobox', { name: 'Stage' });
  await press(page, stageBox);
  await press(page, page.getByRole('option', { name: next.name, exact: true }));
  await expect(toasts(page).getByText('Stage updated')).toBeVisible();
  await expect(stageBox).toHaveText(next.name);

  // Add a note: typed, saved, and shown in the timeline.
  const noteText = `Can start next month ${unique}`;
  await press(page, page.getByRole('button', { name: 'Note', exact: true }));
  const noteDialog = page.getByRole('dialog', { name: 'Add note' });
  const noteBox = noteDialog.getByRole('textbox', { name: /Note/ });
  await press(page, noteBox);
  await page.keyboard.type(noteText);
  await press(page, noteDialog.getByRole('button', { name: 'Save' }));
  await expect(toasts(page).getByText('Note has been added.')).toBeVisible();
  await expect(noteDialog).toBeHidden();

  await press(page, page.getByRole('tab', { name: 'Activity' }));
  const timeline = page.getByRole('tabpanel');
  await expect(timeline).toContainText(noteText);
  await expect(timeline).toContainText(next.name);
  await expect(timeline).toContainText('Score given');
  await expectNoSidewaysScroll(page);
});

test('in Polish on a phone: a candidate’s profile and the score modal fit the width', async ({
  page,
}) => {
  await page.goto('/');
  const { candidate, name } = await recruitmentWithCandidate(page, 'Polska');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  try {
    await page.goto(`/applicants/application/${candidate.newestJobApplicationId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
    await expectNoSidewaysScroll(page);
    await press(
      page,
      page.getByRole('radiogroup', { name: 'Twoja ocena' }).getByRole('radio', { name: /^3 / }),
    );
    const scoreDialog = page.getByRole('dialog', { name: 'Oceń kandydata' });
    await expect(scoreDialog).toBeVisible();
    await expect(scoreDialog.getByRole('radio', { name: /^3 / })).toBeChecked();
    await expectNoSidewaysScroll(page);
    for (const button of ['Zapisz', 'Anuluj']) {
      await expect(scoreDialog.getByRole('button', { name: button })).toBeInViewport({
        ratio: 1,
      });
    }
    await press(page, scoreDialog.getByRole('button', { name: 'Anuluj' }));
    await expect(scoreDialog).toBeHidden();
  } finally {
    // The language is the user's setting on the server: back to English for the next tests.
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Język' }).selectOption('en');
    await expect(
      page.getByRole('dialog').getByRole('combobox', { name: 'Language' }),
    ).toBeVisible();
  }
});
