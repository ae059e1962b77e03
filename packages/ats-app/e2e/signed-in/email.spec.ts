import { randomUUID } from 'node:crypto';
import { RecruitmentStatus } from '@ats/api-sdk';
import type { Page } from '@playwright/test';
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

// E-mail from the app (issue 18): a template with placeholders in English and Polish, made in
// Settings with its preview and its problems; then a templated e-mail sent from a candidate's
// profile, seen as the "message sent" activity and in the local capture server (/dev/mail).
// The candidate is our own (a new open recruitment, closed at the end), so no other spec's
// demo candidate is touched.

interface Placeholder {
  name: string;
  token: string;
  sampleValue: string;
}

interface CapturedMail {
  envelopeTo: string[];
  subject: string;
  text: string;
  html: string | null;
}

const doc = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });

/** The preview's frame: the e-mail's own HTML, where axe cannot run (no scripts allowed). */
const sandboxedFrame = 'iframe[sandbox=""]';

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** Replaces a rich-text field's text with `text`, typed. */
async function typeInEditor(page: Page, editor: ReturnType<Page['getByRole']>, text: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('an e-mail template with placeholders in both languages, its problems and its preview', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Interview invitation ${Date.now().toString(36)}`;
  await page.goto('/settings/email-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Email templates' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  const placeholders = await getJson<Placeholder[]>(
    page,
    '/api/Settings/EmailTemplatePlaceholders',
  );
  const firstName = placeholders.find((placeholder) => placeholder.name === 'candidateFirstName');
  const title = placeholders.find((placeholder) => placeholder.name === 'recruitmentTitle');
  if (!firstName || !title) throw new Error('The placeholders lack the candidate or the title');

  await page.getByRole('link', { name: 'Add new template' }).click();
  await expect(page).toHaveURL(/\/settings\/email-templates\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New email template' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);

  // English: the subject's placeholder inserted at the cursor, the body typed.
  const englishSubject = page.getByRole('textbox', { name: 'Subject (English)' });
  await englishSubject.fill('Interview: ');
  await page
    .getByRole('button', { name: 'Insert {recruitmentTitle} in the subject (English)' })
    .click();
  await expect(englishSubject).toHaveValue('Interview: {recruitmentTitle}');
  await typeInEditor(
    page,
    page.getByRole('textbox', { name: 'Body (English)' }),
    'Dear {candidateFirstName}, we would like to meet you.',
  );

  // Polish, first with a misspelt placeholder and a brace left open.
  await page.getByRole('textbox', { name: 'Subject (Polish)' }).fill('Rozmowa: {recruitmentTytul}');
  await typeInEditor(
    page,
    page.getByRole('textbox', { name: 'Body (Polish)' }),
    'Dzień dobry {candidateFirstName, zapraszamy na rozmowę.',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Unknown placeholder “{recruitmentTytul}” in the subject.'),
  ).toBeVisible();
  await expect(
    page.getByText(/Unbalanced brace in “\{candidateFirstName.*” in the body/),
  ).toBeVisible();
  await expect(
    page.getByText('The template was not saved: fix the placeholders listed under each language.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/new$/);

  // Fixed, and previewed: the sample values stand in for the placeholders.
  await page.getByRole('textbox', { name: 'Subject (Polish)' }).fill('Rozmowa: {recruitmentTitle}');
  await typeInEditor(
    page,
    page.getByRole('textbox', { name: 'Body (Polish)' }),
    'Dzień dobry {candidateFirstName}, zapraszamy na rozmowę.',
  );
  await page.getByRole('button', { name: 'Preview (English)' }).click();
  const englishPreview = page.getByRole('region', { name: 'Preview (English)' });
  await expect(englishPreview).toContainText(`Interview: ${title.sampleValue}`);
  const frame = englishPreview.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('srcdoc', new RegExp(`Dear ${firstName.sampleValue},`));
  await page.getByRole('button', { name: 'Preview (Polish)' }).click();
  const polishPreview = page.getByRole('region', { name: 'Preview (Polish)' });
  await expect(polishPreview.locator('iframe')).toHaveAttribute('srcdoc', /Dzień dobry/);
  await expect(page.getByText(/Unknown placeholder/)).toHaveCount(0);
  await expect(page.getByText(/The template was not saved/)).toHaveCount(0);
  // At the top, so that the sticky header covers no button (axe counts that against its size).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAccessibilityViolations(page, { exclude: [sandboxedFrame] });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Template has been created.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/email-templates$/);
  await page.getByRole('searchbox', { name: 'Search email templates' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Interview: {recruitmentTitle}');

  // The row opens the form with what was saved; leaving it changed asks first.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit email template' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject (Polish)' })).toHaveValue(
    'Rozmowa: {recruitmentTitle}',
  );
  await page.getByRole('textbox', { name: 'Name' }).fill(`${name} (changed)`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/settings\/email-templates$/);
});

/** An active one-page questionnaire: a resume and a short answer. */
async function createQuestionnaire(page: Page): Promise<{ id: string; motivationId: string }> {
  const motivationId = randomUUID();
  const element = (order: number, rest: Record<string, unknown>) => ({
    order,
    pageNumber: 1,
    sectionNumber: 1,
    isRequired: true,
    ...rest,
  });
  const response = await page.request.post('/api/Questionnaires/add', {
    headers: writeHeaders(page),
    data: {
      questionnaireName: `E-mail test ${Date.now()}`,
      isDraft: false,
      questionnaireStructure: {
        elements: [
          element(1, { id: randomUUID(), $type: 'Resume', question: 'Your resume' }),
          element(2, { id: motivationId, $type: 'SingleLineText', question: 'Why us?' }),
        ],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { id, motivationId };
}

/**
 * Applies as a new candidate to our own recruitment, opens their profile and its "Email"
 * dialog, which it answers.
 */
async function composeToNewCandidate(
  page: Page,
  recruitmentId: string,
  motivationId: string,
  candidate: { firstName: string; lastName: string; email: string },
) {
  await applyThroughApi(page, recruitmentId, {
    personalData: { ...candidate, phoneNumber: null, prefix: null },
    answers: [{ $type: 'SingleLineText', questionId: motivationId, value: 'The team.' }],
    resume: { name: 'resume.pdf', buffer: minimalPdf() },
  });
  const { result } = await getJson<{ result: { newestJobApplicationId: string }[] }>(
    page,
    `/api/RecruitmentRecruitees?recruitmentId=${recruitmentId}&PageNumber=1&PageSize=20`,
  );
  const jobApplicationId = result[0]?.newestJobApplicationId;
  if (!jobApplicationId) throw new Error('The candidate is not in the recruitment');

  await page.goto(`/applicants/application/${jobApplicationId}`);
  const name = `${candidate.firstName} ${candidate.lastName}`;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  return page.getByRole('dialog', { name: 'Send e-mail' });
}

test('a templated e-mail from the profile is sent, recorded and captured', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/');
  const stamp = Date.now().toString(36);
  const templateName = `Next steps ${stamp}`;
  const created = await page.request.post('/api/Settings/EmailTemplates', {
    headers: writeHeaders(page),
    data: {
      name: templateName,
      en: {
        subject: 'Next steps: {recruitmentTitle}',
        body: doc('Dear {candidateFirstName}, thank you for applying.'),
      },
      pl: {
        subject: 'Dalsze kroki: {recruitmentTitle}',
        body: doc('Dzień dobry {candidateFirstName}, dziękujemy za zgłoszenie.'),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  const questionnaire = await createQuestionnaire(page);
  const recruitmentTitle = `E-mail ${stamp}`;
  const recruitment = await createOpenRecruitment(page, recruitmentTitle, questionnaire.id);
  try {
    const candidate = {
      firstName: 'Wiktoria',
      lastName: `Mailowa${stamp}`,
      email: `wiktoria.${stamp}@example.com`,
    };
    const dialog = await composeToNewCandidate(
      page,
      recruitment.id,
      questionnaire.motivationId,
      candidate,
    );
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();

    // The template fills subject and body; the preview shows the candidate's values.
    await dialog.getByRole('combobox', { name: /Template/ }).click();
    await page.getByRole('option', { name: templateName }).click();
    const subject = dialog.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toHaveValue('Next steps: {recruitmentTitle}');
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toContainText(
      'Dear {candidateFirstName}, thank you for applying.',
    );
    await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = dialog.getByRole('region', { name: 'Preview (English)' });
    await expect(preview).toContainText(`Next steps: ${recruitmentTitle}`);
    await expect(preview.locator('iframe')).toHaveAttribute(
      'srcdoc',
      new RegExp(`Dear ${candidate.firstName}, thank you for applying.`),
    );
    await expectNoAccessibilityViolations(page, { exclude: [sandboxedFrame] });

    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toasts(page).getByText('E-mail has been sent.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The timeline: the "message sent" activity with the subject and body as sent.
    await page.getByRole('tab', { name: 'Activity' }).click();
    const timeline = page.getByRole('table', { name: 'Activity' });
    const newest = timeline.locator('tbody tr[aria-rowindex]').nth(0);
    await expect(newest).toContainText('Message sent');
    await expect(newest).toContainText(`Subject: Next steps: ${recruitmentTitle}`);
    await expect(newest).toContainText(`Dear ${candidate.firstName}, thank you for applying.`);

    // The local capture server received it (the outbox sends within seconds).
    await expect
      .poll(
        async () => {
          const mail = await getJson<CapturedMail[]>(page, '/dev/mail.json');
          return mail.find((message) => message.envelopeTo.includes(candidate.email)) ?? null;
        },
        { timeout: 30_000 },
      )
      .toMatchObject({
        subject: `Next steps: ${recruitmentTitle}`,
        text: expect.stringContaining(`Dear ${candidate.firstName}, thank you for applying.`),
      });
    // Sent: the timeline, which reads page 1 again while an e-mail waits, says nothing more
    // ("Sending…" until then, "Not delivered" had the mail server refused it).
    await expect(newest.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
    await expect(newest.getByText('Not delivered')).toHaveCount(0);
  } finally {
    await setRecruitmentStatus(page, recruitment.id, RecruitmentStatus.Closed);
  }
});

test('a placeholder inserted where the cursor is, in the body or the subject', async ({ page }) => {
  await page.goto('/settings/email-templates/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New email template' })).toBeVisible();
  const body = page.getByRole('textbox', { name: 'Body (English)' });
  const subject = page.getByRole('textbox', { name: 'Subject (English)' });

  // The cursor put back after "Dear " in the body; Insert goes there, and typing goes on.
  await body.click();
  await page.keyboard.type('Dear , welcome.');
  await page.keyboard.press('Home');
  for (const _ of 'Dear ') await page.keyboard.press('ArrowRight');
  await page
    .getByRole('button', { name: 'Insert {candidateFirstName} in the body (English)' })
    .click();
  await expect(body).toHaveText('Dear {candidateFirstName}, welcome.');
  await expect(body).toBeFocused();
  await page.keyboard.type(' Smith');
  await expect(body).toHaveText('Dear {candidateFirstName} Smith, welcome.');
  // Undo takes back the typing, then the insert, one step each.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(body).toHaveText('Dear {candidateFirstName}, welcome.');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(body).toHaveText('Dear , welcome.');

  // In the subject, Insert follows the user there.
  await subject.fill('Welcome, !');
  await subject.press('ArrowLeft');
  await page
    .getByRole('button', { name: 'Insert {candidateFirstName} in the subject (English)' })
    .click();
  await expect(subject).toHaveValue('Welcome, {candidateFirstName}!');
  await expect(subject).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Body (Polish)' })).toHaveText('');
});

test('the placeholders read as cards on a phone: no sideways scrolling, nothing squeezed (issue 26)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/email-templates/new');
  const table = page.getByRole('table', { name: 'Placeholders' }).first();
  // Still a table by role, each value in a cell (the column headers are hidden from sight).
  const row = table.getByRole('row').filter({ hasText: '{candidateFirstName}' });
  await expect(row).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Example' })).toHaveCount(1);
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(3);
  // One card a placeholder: token, example and buttons each take the card's width, stacked.
  const rowBox = await row.boundingBox();
  if (!rowBox) throw new Error('no row');
  const boxes = await cells.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  for (const box of boxes) expect(box.width).toBeGreaterThan(rowBox.width * 0.9);
  const [token, example, buttons] = boxes;
  if (!token || !example || !buttons) throw new Error('a cell is missing');
  expect(example.top).toBeGreaterThanOrEqual(token.bottom - 1);
  expect(buttons.top).toBeGreaterThanOrEqual(example.bottom - 1);
  await expect(row.getByRole('button', { name: /^Insert \{candidateFirstName\}/ })).toBeVisible();
  // Nothing runs past the window's edge.
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const tables = [...document.querySelectorAll('table')];
    return {
      page: root.scrollWidth - root.clientWidth,
      tables: tables.map((t) => t.getBoundingClientRect().right - window.innerWidth),
    };
  });
  expect(overflow.page).toBeLessThanOrEqual(0);
  for (const past of overflow.tables) expect(past).toBeLessThanOrEqual(0);
});

test('the compose dialog inserts a placeholder at the cursor of the body or the subject', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const stamp = Date.now().toString(36);
  const questionnaire = await createQuestionnaire(page);
  const recruitment = await createOpenRecruitment(page, `Compose ${stamp}`, questionnaire.id);
  try {
    const dialog = await composeToNewCandidate(page, recruitment.id, questionnaire.motivationId, {
      firstName: 'Kamil',
      lastName: `Wstawka${stamp}`,
      email: `kamil.${stamp}@example.com`,
    });
    const body = dialog.getByRole('textbox', { name: 'Message' });
    const subject = dialog.getByRole('textbox', { name: 'Subject' });

    // The cursor put back after "Dear " in the body; Insert goes there, and typing goes on.
    await body.click();
    await page.keyboard.type('Dear , welcome.');
    await page.keyboard.press('Home');
    for (const _ of 'Dear ') await page.keyboard.press('ArrowRight');
    await dialog
      .getByRole('button', { name: 'Insert {candidateFirstName} in the message' })
      .click();
    await expect(body).toHaveText('Dear {candidateFirstName}, welcome.');
    await expect(body).toBeFocused();
    await page.keyboard.type(' Smith');
    await expect(body).toHaveText('Dear {candidateFirstName} Smith, welcome.');

    // In the subject, Insert follows the user there.
    await subject.fill('Welcome, !');
    await subject.press('ArrowLeft');
    await dialog
      .getByRole('button', { name: 'Insert {candidateFirstName} in the subject' })
      .click();
    await expect(subject).toHaveValue('Welcome, {candidateFirstName}!');
    await expect(subject).toBeFocused();
    await expect(body).toHaveText('Dear {candidateFirstName} Smith, welcome.');
    await expectNoAccessibilityViolations(page);
    // Typed text is not dropped without a word (issue 26).
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(dialog).toBeHidden();
  } finally {
    await setRecruitmentStatus(page, recruitment.id, RecruitmentStatus.Closed);
  }
});
