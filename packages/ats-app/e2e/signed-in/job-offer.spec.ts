import { fieldLimits, RecruitmentStatus } from '@ats/api-sdk';
import type { Locator, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import {
  candidateContext,
  createOpenRecruitment,
  createTwoPageQuestionnaire,
  getJson,
  minimalPdf,
  minimalPng,
  offerPath,
  questions,
  type RecruitmentDetails,
  setRecruitmentStatus,
} from '../support/jobOfferData.ts';
import { expect, test } from '../support/test.ts';

// The public job offer (/offers/:recruitmentId, its own entry: offer.html). The signed-in
// recruiter finds or makes an open recruitment through the API; a candidate opens its offer in
// a browser context of their own, without the recruiter's session.

const noLongerAvailable = 'This job offer is no longer available';

/** A unique recruitment with the two-page questionnaire, open for applications. */
async function openRecruitmentWithTwoPageForm(page: Page, name: string) {
  await page.goto('/recruitments');
  const unique = `${name} ${Date.now()}`;
  const questionnaireId = await createTwoPageQuestionnaire(page, unique);
  return createOpenRecruitment(page, unique, questionnaireId);
}

/** Presses Tab until the element has the focus (keyboard only, in the page's tab order). */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('an open demo offer shows the spec labels, its JSON-LD and Open Graph tags, accessibly', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/recruitments');
  const open = await getJson<{ result: { id: string }[] }>(
    page,
    `/api/Recruitments?pageNumber=1&pageSize=20&RecruitmentStatus=${RecruitmentStatus.Open}`,
  );
  const first = open.result[0];
  if (!first) throw new Error('The demo data has no open recruitment.');
  const recruitment = await getJson<RecruitmentDetails>(page, `/api/Recruitments/${first.id}`);

  const context = await candidateContext(browser, baseURL);
  const candidate = await context.newPage();
  const response = await candidate.goto(offerPath(recruitment.jobOfferUrl));
  expect(response?.status()).toBe(200);

  await expect(candidate.getByRole('heading', { level: 1, name: recruitment.title })).toBeVisible();
  for (const term of ['Remote work', 'Available for', 'Published']) {
    await expect(candidate.getByRole('term').filter({ hasText: term })).toBeVisible();
  }
  // The demo's deadlines lie ahead; one may be today.
  await expect(
    candidate
      .getByRole('definition')
      .filter({ hasText: /^(\d+ days? \(until |Last day today \()\d{2}\/\d{2}\/\d{4}\)$/ }),
  ).toBeVisible();
  const description = candidate.getByRole('region', { name: 'Job description' });
  for (const label of ['Responsibilities', 'Qualifications', 'Bonus points']) {
    await expect(description.getByRole('heading', { level: 3, name: label })).toBeVisible();
  }
  await expect(candidate.getByRole('link', { name: 'Apply now' })).toBeVisible();
  await expect(candidate.getByRole('form', { name: 'Application form' })).toBeVisible();

  // What job boards and link previews read: schema.org JobPosting and Open Graph.
  const postingTitle = recruitment.jobTitle.trim() || recruitment.title;
  const jsonLd = await candidate.locator('script[type="application/ld+json"]').textContent();
  const posting = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
  expect(posting['@type']).toBe('JobPosting');
  expect(posting.title).toBe(postingTitle);
  await expect(candidate.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    postingTitle,
  );

  await expectNoAccessibilityViolations(candidate);
  await context.close();
});

test('a candidate fills a two-page form with a resume and a photo; the recruitment counts them', async ({
  page,
  browser,
  baseURL,
}) => {
  const recruitment = await openRecruitmentWithTwoPageForm(page, 'E2E offer');
  const context = await candidateContext(browser, baseURL);
  const candidate = await context.newPage();
  // The answer waits until the test has seen the upload's progress, however slow the machine.
  let releaseApply = () => {};
  const applyReleased = new Promise<void>((resolve) => {
    releaseApply = resolve;
  });
  await candidate.route('**/api/JobOffers/*/apply', async (route) => {
    await applyReleased;
    await route.continue();
  });
  await candidate.goto(offerPath(recruitment.jobOfferUrl));

  await expect(candidate.getByRole('heading', { level: 1, name: recruitment.title })).toBeVisible();
  await expect(candidate.getByRole('link', { name: /^See on map/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=52.2297&mlon=21.0122#map=15/52.2297/21.0122',
  );
  await expect(
    candidate.getByRole('definition').filter({ hasText: /^12 days \(until / }),
  ).toBeVisible();
  await expect(candidate.getByRole('listitem').filter({ hasText: 'Playwright' })).toBeVisible();
  await candidate.getByRole('link', { name: 'Apply now' }).click();
  await expect(candidate.locator(':focus')).toHaveText('Application form');

  const form = candidate.getByRole('form', { name: 'Application form' });
  // Each field takes no more than the contract allows, and shows its count at the limit.
  const firstName = form.getByRole('textbox', { name: 'First name' });
  const firstNameLimit = fieldLimits.PersonalData.firstName.maxLength;
  await firstName.fill('G'.repeat(firstNameLimit + 5));
  await expect(firstName).toHaveValue('G'.repeat(firstNameLimit));
  await expect(firstName).toHaveAccessibleDescription(`${firstNameLimit}/${firstNameLimit}`);
  await expect(form.getByText(`${firstNameLimit}/${firstNameLimit}`)).toBeVisible();
  await firstName.fill('Grace');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  // An address the server would refuse says what one looks like.
  const email = form.getByRole('textbox', { name: 'Email' });
  await email.fill('grace@example');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(
    /^Enter an e-mail address like name@example\.com\./,
  );
  await email.fill(`grace.${Date.now()}@example.com`);
  // A text file named cv.pdf is refused as soon as it is chosen, at the field, by its content.
  // The file input (once a file is chosen, its "Remove file" button is labelled by it too).
  const fileInput = (question: string) =>
    form.getByLabel(question).and(form.locator('input[type="file"]'));
  const resume = fileInput(questions.resume);
  await resume.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Just some text, not a PDF'),
  });
  await expect(resume).toHaveAccessibleDescription(/The resume must be a PDF file\./);
  await expect(form.getByText('The resume must be a PDF file.')).toBeInViewport();
  await resume.setInputFiles({
    name: 'grace-hopper.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await form.getByRole('textbox', { name: questions.motivation }).fill('I like compilers.');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Page 2 of 2')).toBeFocused();

  // A PDF given as the photo: what is wrong and what is accepted.
  const photo = fileInput(questions.photo);
  await photo.setInputFiles({
    name: 'grace.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await expect(photo).toHaveAccessibleDescription(/The photo must be a JPG, PNG,? or WEBP image\./);
  await photo.setInputFiles({
    name: 'grace.png',
    mimeType: 'image/png',
    buffer: minimalPng(),
  });
  await form.getByRole('checkbox', { name: 'Polish' }).check();
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Apply now' }).click();

  await expect(
    candidate.getByRole('progressbar', { name: 'Uploading grace-hopper.pdf' }),
  ).toBeVisible();
  await expect(candidate.getByRole('progressbar', { name: 'Uploading grace.png' })).toBeVisible();
  releaseApply();
  const thanks = candidate.getByRole('heading', {
    level: 2,
    name: 'Thank you! Your application has been sent.',
  });
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  await expect(candidate.locator(':focus')).toContainText('Thank you!');
  // Applied: the top of the page says so instead of offering "Apply now" again.
  await expect(candidate.getByRole('link', { name: 'Apply now' })).toHaveCount(0);
  await expect(
    candidate.getByText('Your application has been sent.', { exact: true }),
  ).toBeVisible();
  await expectNoAccessibilityViolations(candidate);
  await context.close();

  // Signed in again: the recruitment counts the candidate and the application.
  const details = await getJson<RecruitmentDetails>(page, `/api/Recruitments/${recruitment.id}`);
  expect(details.candidatesAndApplicants).toEqual({ candidateCount: 1, applicantCount: 1 });
  await page.goto(`/recruitments/${recruitment.id}`);
  const counts = page.getByRole('region', { name: 'Candidates and applicants' });
  await expect(counts).toContainText('Candidates1');
  await expect(counts).toContainText('Applicants1');
});

test('a candidate applies with the keyboard alone', async ({ page, browser, baseURL }) => {
  const recruitment = await openRecruitmentWithTwoPageForm(page, 'E2E keyboard offer');
  const context = await candidateContext(browser, baseURL);
  const candidate = await context.newPage();
  await candidate.goto(offerPath(recruitment.jobOfferUrl));
  await expect(candidate.getByRole('heading', { level: 1, name: recruitment.title })).toBeVisible();
  const keyboard = candidate.keyboard;
  const form = candidate.getByRole('form', { name: 'Application form' });

  await tabTo(candidate, candidate.getByRole('link', { name: 'Apply now' }));
  await keyboard.press('Enter');
  await expect(candidate.locator(':focus')).toHaveText('Application form');

  await tabTo(candidate, form.getByRole('textbox', { name: 'First name' }));
  await keyboard.type('Alan');
  await tabTo(candidate, form.getByRole('textbox', { name: 'Last name' }));
  await keyboard.type('Turing');
  await tabTo(candidate, form.getByRole('textbox', { name: 'Email' }));
  await keyboard.type(`alan.${Date.now()}@example.com`);

  await tabTo(candidate, form.getByLabel(questions.resume));
  const resumeChooser = candidate.waitForEvent('filechooser');
  await keyboard.press('Space');
  await (await resumeChooser).setFiles({
    name: 'turing.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await tabTo(candidate, form.getByRole('textbox', { name: questions.motivation }));
  await keyboard.type('Machines that think.');
  // Enter in a field of an earlier page is Next.
  await keyboard.press('Enter');
  await expect(form.getByText('Page 2 of 2')).toBeFocused();

  await tabTo(candidate, form.getByLabel(questions.photo));
  const photoChooser = candidate.waitForEvent('filechooser');
  await keyboard.press('Space');
  await (await photoChooser).setFiles({
    name: 'turing.png',
    mimeType: 'image/png',
    buffer: minimalPng(),
  });
  await tabTo(candidate, form.getByRole('checkbox', { name: 'English' }));
  await keyboard.press('Space');
  await tabTo(candidate, form.getByRole('checkbox', { name: /I agree/ }));
  await keyboard.press('Space');
  await tabTo(candidate, form.getByRole('button', { name: 'Apply now' }));
  await keyboard.press('Enter');

  await expect(
    candidate.getByRole('heading', {
      level: 2,
      name: 'Thank you! Your application has been sent.',
    }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(candidate.locator(':focus')).toContainText('Thank you!');
  await context.close();
});

test('a closed or unknown offer reads "no longer available", with status 410 or 404', async ({
  page,
  browser,
  baseURL,
}) => {
  const recruitment = await openRecruitmentWithTwoPageForm(page, 'E2E closed offer');
  const path = offerPath(recruitment.jobOfferUrl);
  await setRecruitmentStatus(page, recruitment.id, RecruitmentStatus.Closed);

  const context = await candidateContext(browser, baseURL);
  const candidate = await context.newPage();
  const closed = await candidate.goto(path);
  expect(closed?.status()).toBe(410);
  await expect(candidate.getByRole('heading', { level: 1, name: noLongerAvailable })).toBeVisible();
  await expect(candidate.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoAccessibilityViolations(candidate);

  const unknown = await candidate.goto('/offers/00000000-0000-4000-8000-000000000000');
  expect(unknown?.status()).toBe(404);
  await expect(candidate.getByRole('heading', { level: 1, name: noLongerAvailable })).toBeVisible();
  await context.close();
});
