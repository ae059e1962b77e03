import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { applyThroughApi, createOpenRecruitment, getJson } from '../support/jobOfferData.ts';
import { demoTeamMember, signInThroughProvider } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// The profile of a candidate of our own: an open recruitment of the signed-in recruiter with
// no team (so no other demo account may see its applications in full), whose questionnaire
// asks for an address, a resume (a two-page PDF here, to page through) and a short answer.
// The demo data's resumes have a single page.

interface Stage {
  id: string;
  name: string;
  isDeleted: boolean;
}

interface RecruitmentCandidate {
  id: string;
  firstName: string;
  lastName: string;
  newestJobApplicationId: string;
  recruitmentRecruiteeStageId: string;
}

interface CandidateWithApplication {
  basicData: { id: string; firstName: string; lastName: string; email: string };
  authorizedData: {
    recruitmentRecruiteeStageId: string;
    appliedForPositionName: string;
  } | null;
}

const questions = {
  address: 'Your address',
  resume: 'Your resume',
  motivation: 'Why do you want to join us?',
} as const;

/** A questionnaire of two pages: address and resume on the first, a short answer on the second. */
async function createQuestionnaire(page: Page): Promise<{ id: string; elementIds: string[] }> {
  const ids = [randomUUID(), randomUUID(), randomUUID()];
  const element = (index: number, pageNumber: number, rest: Record<string, unknown>) => ({
    id: ids[index],
    order: index + 1,
    pageNumber,
    sectionNumber: 1,
    isRequired: true,
    ...rest,
  });
  const response = await page.request.post('/api/Questionnaires/add', {
    headers: writeHeaders(page),
    data: {
      questionnaireName: `Profile test ${Date.now()}`,
      isDraft: false,
      questionnaireStructure: {
        elements: [
          element(0, 1, { $type: 'Address', question: questions.address }),
          element(1, 1, { $type: 'Resume', question: questions.resume }),
          element(2, 2, { $type: 'SingleLineText', question: questions.motivation }),
        ],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { id, elementIds: ids };
}

/** A valid two-page PDF whose pages say which page they are (the viewer's text layer shows it). */
function twoPagePdf(): Buffer {
  const content = (text: string) => {
    const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
    return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  };
  const page = (contents: number) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 7 0 R >> >> /Contents ${contents} 0 R >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>',
    page(4),
    content('Resume page one'),
    page(6),
    content('Resume page two'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A candidate applies to the recruitment through the public API (no session needed). */
async function apply(
  page: Page,
  recruitmentId: string,
  [addressId, , motivationId]: string[],
  candidate: { firstName: string; lastName: string; email: string; address: string },
): Promise<void> {
  await applyThroughApi(page, recruitmentId, {
    personalData: {
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      email: candidate.email,
      phoneNumber: '+48 600 100 200',
      prefix: null,
    },
    answers: [
      { $type: 'Address', questionId: addressId, value: candidate.address },
      { $type: 'SingleLineText', questionId: motivationId, value: 'I like well-tested software.' },
    ],
    resume: { name: 'resume.pdf', buffer: twoPagePdf() },
  });
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications|Powiadomienia/ });
}

/**
 * A new candidate's application to a new open recruitment (the signed-in recruiter's, no
 * team), found as the API lists the recruitment's candidates: its newest application.
 */
async function newCandidateApplication(page: Page) {
  await page.goto('/');
  const stamp = Date.now();
  const questionnaire = await createQuestionnaire(page);
  const recruitment = await createOpenRecruitment(page, `Profile test ${stamp}`, questionnaire.id);
  const candidate = {
    firstName: 'Zofia',
    lastName: `Profilowa${stamp}`,
    email: `zofia.${stamp}@example.com`,
    address: 'ul. Długa 5, 80-001 Gdańsk',
  };
  await apply(page, recruitment.id, questionnaire.elementIds, candidate);
  const { result: candidates } = await getJson<{ result: RecruitmentCandidate[] }>(
    page,
    `/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}&PageNumber=1&PageSize=20`,
  );
  const listed = candidates[0];
  if (!listed) throw new Error('The candidate is not in the recruitment');
  return {
    recruitment,
    candidate,
    listed,
    jobApplicationId: listed.newestJobApplicationId,
    name: `${listed.firstName} ${listed.lastName}`,
  };
}

test('the recruitment’s owner reads a candidate profile and moves the candidate', async ({
  page,
}) => {
  const { recruitment, candidate, listed, jobApplicationId, name } =
    await newCandidateApplication(page);

  await page.goto(`/applicants/application/${jobApplicationId}`);
  // The first visit loads the signed-in app's chunks on a possibly busy machine.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle('Applicant profile · ATS');
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('link')).toHaveText([
    'Recruitments',
    recruitment.title,
    'Candidates',
  ]);
  await expect(breadcrumbs.getByRole('link', { name: 'Candidates' })).toHaveAttribute(
    'href',
    `/recruitments/${recruitment.id}/candidates`,
  );
  const main = page.getByRole('main');
  await expect(main).toContainText('+48 600 100 200');
  await expect(main).toContainText(candidate.email);
  await expect(main).toContainText(candidate.address);
  const profile = await getJson<CandidateWithApplication>(
    page,
    `/api/Recruitees/ByJobApplication?jobApplicationId=${jobApplicationId}`,
  );
  await expect(main).toContainText(profile.authorizedData?.appliedForPositionName ?? '');
  await expect(page.getByRole('img', { name: 'No score yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: '0 reviews' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Call' })).toBeVisible();
  // Email opens the compose dialog (docs/decisions/email.md, "E-mail in the app"), not a
  // mailto link.
  await expect(main.getByRole('button', { name: 'Email', exact: true })).toBeVisible();

  // Resume (the default tab): the two-page PDF, paged and zoomed.
  await expect(page.getByRole('tab', { name: 'Resume' })).toHaveAttribute('aria-selected', 'true');
  const resumeTab = page.getByRole('tabpanel');
  await expect(resumeTab.getByText('Page 1 of 2')).toBeVisible({ timeout: 20_000 });
  await expect(resumeTab.getByText('Resume page one')).toBeVisible();
  await resumeTab.getByRole('button', { name: 'Next page' }).click();
  await expect(resumeTab.getByText('Page 2 of 2')).toBeVisible();
  await expect(resumeTab.getByText('Resume page two')).toBeVisible();
  await expect(resumeTab.getByText('100%')).toBeVisible();
  await resumeTab.getByRole('button', { name: 'Zoom in' }).click();
  await expect(resumeTab.getByText('100%')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  // Application form: the answers, page by page.
  await page.getByRole('tab', { name: 'Application form' }).click();
  const formTab = page.getByRole('tabpanel');
  await expect(formTab).toContainText(questions.address);
  await expect(formTab).toContainText(candidate.address);
  await expect(formTab.getByRole('link', { name: 'resume.pdf' })).toBeVisible();
  await formTab.getByRole('button', { name: 'Next' }).click();
  await expect(formTab).toContainText('I like well-tested software.');

  // Other applications: this one, marked, in a modal.
  await page.getByRole('button', { name: 'Other applications' }).click();
  const applications = page.getByRole('dialog', { name: `Applications: ${name}` });
  await expect(applications.getByRole('row', { name: /This application/ })).toContainText(
    recruitment.title,
  );
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(applications).toHaveCount(0);

  // Stage: the current one chosen; another one is saved and shown.
  const stages = await getJson<Stage[]>(
    page,
    `/api/RecruitmentRecruiteeStages/StagesAvailableForSetStage?RecruiteeId=${listed.id}&RecruitmentId=${recruitment.id}`,
  );
  const current = stages.find((stage) => stage.id === listed.recruitmentRecruiteeStageId);
  const next = stages.find((stage) => stage.id !== listed.recruitmentRecruiteeStageId);
  if (!current || !next) throw new Error('No other stage to move the candidate to');
  const stageBox = page.getByRole('combobox', { name: 'Stage' });
  await expect(stageBox).toHaveText(current.name);
  await stageBox.click();
  await page.getByRole('option', { name: next.name, exact: true }).click();
  await expect(toasts(page)).toContainText('Stage updated');
  await expect(stageBox).toHaveText(next.name);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveText(next.name);
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(next.name);
});

test('a recruiter outside the recruitment’s team sees only the basics', async ({
  page,
  browser,
  baseURL,
}) => {
  const { candidate, jobApplicationId, name } = await newCandidateApplication(page);
  // A context of its own without the recruiter's cookies (the project's storageState would
  // otherwise apply to it too).
  const otherContext = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const other = await otherContext.newPage();
    await other.goto('/login');
    await signInThroughProvider(other, demoTeamMember);
    await other.goto(`/applicants/application/${jobApplicationId}`);
    await expect(other.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
    const otherMain = other.getByRole('main');
    await expect(otherMain).toContainText(candidate.email);
    await expect(otherMain).toContainText('visible only to the recruitment’s team');
    await expect(otherMain).not.toContainText(candidate.address);
    await expect(
      other.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link'),
    ).toHaveText(['Applicants']);
    await expect(other.getByRole('tablist')).toHaveCount(0);
    await expect(other.getByRole('combobox', { name: 'Stage' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Call' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Other applications' })).toHaveCount(0);
    await expectNoAccessibilityViolations(other);
  } finally {
    await otherContext.close();
  }
});
