import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { RecruitmentStatus } from '@ats/api-sdk';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import {
  applyThroughApi,
  createOpenRecruitment,
  getJson,
  minimalPdf,
  setRecruitmentStatus,
} from '../support/jobOfferData.ts';
import { demoRecruiter } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// A candidate's personal data (issue 15): the export archive, the access log that records it,
// the erasure and what it leaves behind in every list, chart and feed, and the retention
// settings. The candidate is our own (a new open recruitment of the signed-in recruiter), so
// no other spec's demo candidate is touched; the retention rule stays off, as other specs
// run on the same server afterwards.

interface RecruitmentCandidate {
  id: string;
  firstName: string;
  lastName: string;
  newestJobApplicationId: string;
}

/** `personal-data.json`, as far as the test reads it. */
interface ExportDocument {
  format: string;
  candidate: { id: string; firstName: string; lastName: string; email: string };
  recruitments: {
    recruitmentId: string;
    applications: {
      consentVersionId: string;
      futureOpeningsConsentUntil: string | null;
      answers: unknown;
    }[];
  }[];
  files: { originalName: string; archivePath: string | null }[];
  accessLog: { kind: string; accessedBy: { firstName: string; lastName: string } }[];
}

interface RetentionSettings {
  isEnabled: boolean;
  monthsWithoutApplication: number;
}

const motivationQuestion = 'Why do you want to join us?';
const motivationAnswer = 'I read privacy notices for fun.';
const phoneNumber = '+48 600 100 200';

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
      questionnaireName: `Personal data test ${Date.now()}`,
      isDraft: false,
      questionnaireStructure: {
        elements: [
          element(1, { id: randomUUID(), $type: 'Resume', question: 'Your resume' }),
          element(2, { id: motivationId, $type: 'SingleLineText', question: motivationQuestion }),
        ],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { id, motivationId };
}

/**
 * A new candidate applies through the public API with a PDF resume, accepting the consent
 * version the offer shows and declining to be kept for future openings.
 */
async function newCandidate(page: Page) {
  await page.goto('/');
  const stamp = Date.now();
  const questionnaire = await createQuestionnaire(page);
  const recruitment = await createOpenRecruitment(page, `Personal data ${stamp}`, questionnaire.id);
  const candidate = {
    firstName: 'Weronika',
    lastName: `Eksportowa${stamp}`,
    email: `weronika.${stamp}@example.com`,
  };
  const resume = minimalPdf();
  const consentVersionId = await applyThroughApi(page, recruitment.id, {
    personalData: { ...candidate, phoneNumber, prefix: null },
    answers: [
      { $type: 'SingleLineText', questionId: questionnaire.motivationId, value: motivationAnswer },
    ],
    resume: { name: 'resume.pdf', buffer: resume },
  });
  const { result } = await getJson<{ result: RecruitmentCandidate[] }>(
    page,
    `/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}&PageNumber=1&PageSize=20`,
  );
  const listed = result[0];
  if (!listed) throw new Error('The candidate is not in the recruitment');
  return {
    recruitment,
    candidate,
    name: `${candidate.firstName} ${candidate.lastName}`,
    recruiteeId: listed.id,
    jobApplicationId: listed.newestJobApplicationId,
    consentVersionId,
    resume,
  };
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

function feed(page: Page) {
  return page.getByRole('region', { name: 'Recent activities' });
}

/** What the dashboard's tiles and charts say, none of which names a candidate. */
async function dashboardFigures(page: Page) {
  const main = page.getByRole('main');
  const tiles = ['Open recruitments', 'Total applicants', 'In process', 'Hired'];
  for (const name of tiles) {
    await expect(main.getByRole('group', { name, exact: true })).toContainText(/\d/);
  }
  const charts = ['Applications by source', 'Candidates by stage'];
  for (const name of charts) {
    await expect(main.getByRole('table', { name })).toBeVisible();
  }
  return Promise.all([
    ...tiles.map((name) => main.getByRole('group', { name, exact: true }).textContent()),
    ...charts.map((name) => main.getByRole('table', { name }).textContent()),
  ]);
}

async function openDashboard(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(feed(page).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
}

test('a candidate’s data is exported, then erased from every list, chart and feed', async ({
  page,
}) => {
  // Many screens on a possibly busy machine.
  test.setTimeout(150_000);
  const { recruitment, candidate, name, recruiteeId, jobApplicationId, consentVersionId, resume } =
    await newCandidate(page);
  const profilePath = `/applicants/application/${jobApplicationId}`;

  await test.step('the export downloads one archive of everything held', async () => {
    await page.goto(profilePath);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${name} - personal data.zip`);
    const archive = unzipSync(new Uint8Array(await readFile(await download.path())));

    const documentBytes = archive['personal-data.json'];
    if (!documentBytes) throw new Error('The archive has no personal-data.json');
    const document = JSON.parse(strFromU8(documentBytes)) as ExportDocument;
    expect(document.format).toBe('ats-personal-data-export');
    expect(document.candidate).toMatchObject({ id: recruiteeId, ...candidate });
    expect(document.recruitments).toHaveLength(1);
    const [placement] = document.recruitments;
    expect(placement?.recruitmentId).toBe(recruitment.id);
    expect(placement?.applications).toHaveLength(1);
    expect(placement?.applications[0]).toMatchObject({
      consentVersionId,
      futureOpeningsConsentUntil: null,
    });
    expect(JSON.stringify(placement?.applications[0]?.answers)).toContain(motivationAnswer);
    // The export records itself, so the archive's own log already lists it.
    expect(document.accessLog).toContainEqual(
      expect.objectContaining({
        kind: 'export',
        accessedBy: { firstName: 'Anna', lastName: 'Kowalska' },
      }),
    );

    const resumeEntry = document.files.find((file) => file.originalName === 'resume.pdf');
    expect(resumeEntry?.archivePath).toMatch(/^files\//);
    const resumeBytes = archive[resumeEntry?.archivePath ?? ''];
    if (!resumeBytes) throw new Error(`The archive has no ${resumeEntry?.archivePath}`);
    expect(Buffer.from(resumeBytes).equals(resume)).toBe(true);
    expect(Object.keys(archive).sort()).toEqual(
      [resumeEntry?.archivePath, 'personal-data.json'].sort(),
    );
  });

  await test.step('the profile’s access log lists the export', async () => {
    await page.getByRole('tab', { name: 'Access log' }).click();
    const log = page
      .getByRole('tabpanel')
      .getByRole('table', { name: "Who viewed or downloaded the candidate's data" });
    const exportRow = log.getByRole('row').filter({ hasText: 'Exported all data' });
    await expect(exportRow).toHaveCount(1);
    await expect(exportRow).toContainText(demoRecruiter.name);
    await expectNoAccessibilityViolations(page);
  });

  // Before the erasure: the candidate is where the checks below look for them.
  const figuresBefore =
    await test.step('before the erasure, the feed and the list name the candidate', async () => {
      await openDashboard(page);
      await expect(feed(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        profilePath,
      );
      const figures = await dashboardFigures(page);
      await page.goto('/applicants');
      await page.getByRole('searchbox', { name: 'Search applicants' }).fill(candidate.lastName);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(
        page.getByRole('table', { name: 'Applicants' }).getByRole('link', { name, exact: true }),
      ).toBeVisible({ timeout: 20_000 });
      return figures;
    });

  await test.step('the erasure names what goes, and asks first', async () => {
    await page.goto(profilePath);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Erase data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erase personal data' });
    await expect(dialog).toContainText(`Erase the personal data of ${name}? This removes:`);
    await expect(dialog.getByRole('listitem')).toHaveText([
      `the name, e-mail address (${candidate.email}) and phone number (${phoneNumber})`,
      'the answers of 1 application',
      '1 file (resume, photo or attachment)',
      'the texts of 0 notes, calls and meetings',
      '0 score comments',
    ]);
    await expect(dialog).toContainText('This cannot be undone.');
    // Focus starts on Cancel: Enter pressed by habit erases nothing.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toasts(page)).toContainText('The personal data has been erased.');
    // The profile leaves for the list of all candidates.
    await expect(page).toHaveURL(/\/applicants$/);
  });

  await test.step('all candidates: "Erased candidate", with no address', async () => {
    const table = page.getByRole('table', { name: 'Applicants' });
    const search = page.getByRole('searchbox', { name: 'Search applicants' });
    // The stored placeholder address holds the id: the search finds this row only.
    await search.fill(`erased-${recruiteeId}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(table).toHaveAttribute('aria-rowcount', '2', { timeout: 20_000 });
    await expect(
      table.getByRole('link', { name: 'Erased candidate', exact: true }),
    ).toHaveAttribute('href', profilePath);
    await expect(table).not.toContainText('erased.invalid');
  });

  await test.step('all candidates: searches by name and e-mail find nothing', async () => {
    const table = page.getByRole('table', { name: 'Applicants' });
    await expect(table).toBeVisible({ timeout: 20_000 });
    const search = page.getByRole('searchbox', { name: 'Search applicants' });
    for (const query of [candidate.lastName, candidate.email]) {
      await search.fill(query);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('main')).toContainText(`No applicants match “${query}”`);
      await expect(table.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
  });

  await test.step('the recruitment’s candidates: one erased candidate, unnamed', async () => {
    await page.goto(`/recruitments/${recruitment.id}/candidates`);
    const table = page.getByRole('table', { name: 'Candidates' });
    await expect(table).toHaveAttribute('aria-rowcount', '2', { timeout: 20_000 });
    await expect(
      table.getByRole('link', { name: 'Erased candidate', exact: true }),
    ).toHaveAttribute('href', profilePath);
    await expect(page.getByRole('main')).not.toContainText(candidate.lastName);
    await expect(page.getByRole('main')).not.toContainText(candidate.email);
    const search = page.getByRole('searchbox', { name: 'Search candidates' });
    await search.fill(candidate.lastName);
    await search.press('Enter');
    await expect(table).toContainText(`No candidates match “${candidate.lastName}”`);
  });

  await test.step('the dashboard: the feed names no one, the figures stay', async () => {
    await openDashboard(page);
    await expect(
      feed(page).getByRole('link', { name: 'Erased candidate', exact: true }),
    ).toHaveAttribute('href', profilePath);
    expect(await dashboardFigures(page)).toEqual(figuresBefore);
    const main = page.getByRole('main');
    for (const gone of [candidate.lastName, candidate.email, phoneNumber]) {
      await expect(main).not.toContainText(gone);
    }
  });

  await test.step('the profile shows the erased placeholder', async () => {
    await page.goto(profilePath);
    await expect(page.getByRole('heading', { level: 1, name: 'Erased candidate' })).toBeVisible({
      timeout: 15_000,
    });
    const main = page.getByRole('main');
    for (const gone of [candidate.lastName, candidate.email, phoneNumber, motivationAnswer]) {
      await expect(main).not.toContainText(gone);
    }
    // Nor the stored placeholder address (issue 26): the e-mail is shown as none.
    await expect(main).not.toContainText('erased.invalid');
    await page.getByRole('tab', { name: 'Application form' }).click();
    await expect(page.getByRole('tabpanel')).not.toContainText(motivationAnswer);
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'resume.pdf' })).toHaveCount(
      0,
    );
    // Asked again, the dialog says there is nothing left to erase.
    await page.getByRole('button', { name: 'Erase data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erase personal data' });
    await expect(dialog).toContainText(
      'The personal data of this candidate has already been erased.',
    );
    await expect(dialog.getByRole('button', { name: 'Erase', exact: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  // Closed, so that specs that take the newest open recruitments do not take this one.
  await setRecruitmentStatus(page, recruitment.id, RecruitmentStatus.Closed);
});

/** The dry run's sentence, as the screen words it. */
function dryRunSentence(count: number, months: number): string {
  const candidates =
    count === 0 ? 'No candidate' : count === 1 ? '1 candidate' : `${count} candidates`;
  return `${candidates} with no application in ${months === 1 ? '1 month' : `${months} months`} would be anonymised.`;
}

async function dryRunCount(page: Page, months: number): Promise<number> {
  const { candidatesCount } = await getJson<{ candidatesCount: number }>(
    page,
    `/api/Settings/Retention/DryRun?monthsWithoutApplication=${months}`,
  );
  return candidatesCount;
}

async function retentionSettings(page: Page): Promise<RetentionSettings> {
  return getJson<RetentionSettings>(page, '/api/Settings/Retention');
}

test('data retention: the dry-run count, and a change saved while the rule stays off', async ({
  page,
}) => {
  await page.goto('/');
  const saved = await retentionSettings(page);
  // Other specs' candidates must not be anonymised: the rule is off and stays off.
  expect(saved.isEnabled).toBe(false);
  const changedMonths = saved.monthsWithoutApplication === 1 ? 2 : 1;
  try {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Settings' }).click();
    await menu.getByRole('link', { name: 'Data retention' }).click();
    await expect(page).toHaveURL(/\/settings\/data-retention$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Data retention' })).toBeVisible({
      timeout: 15_000,
    });
    const rule = page.getByRole('switch', { name: 'Anonymise candidates automatically' });
    const months = page.getByRole('spinbutton', { name: 'Months without an application' });
    await expect(rule).not.toBeChecked();
    await expect(months).toHaveValue(String(saved.monthsWithoutApplication));
    const dryRun = page.getByRole('region', { name: 'If it ran now' }).getByRole('status');
    await expect(dryRun).toHaveText(
      dryRunSentence(
        await dryRunCount(page, saved.monthsWithoutApplication),
        saved.monthsWithoutApplication,
      ),
    );
    await expectNoAccessibilityViolations(page, { bestPractices: true });

    // Another period: counted again.
    await months.fill(String(changedMonths));
    const changedCount = await dryRunCount(page, changedMonths);
    await expect(dryRun).toHaveText(dryRunSentence(changedCount, changedMonths));

    // Turning the rule on asks first, naming the count; cancelled, nothing is saved.
    await rule.click();
    await expect(rule).toBeChecked();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const confirmation = page.getByRole('alertdialog', {
      name: 'Turn on automatic anonymisation',
    });
    const anonymised =
      changedCount === 0
        ? 'No candidate is'
        : changedCount === 1
          ? '1 candidate is'
          : `${changedCount} candidates are`;
    await expect(confirmation).toContainText(
      `${anonymised} anonymised at the next daily run, and others as their time comes.`,
    );
    await expect(confirmation.getByRole('button', { name: 'Turn on' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toHaveCount(0);
    expect(await retentionSettings(page)).toMatchObject({
      isEnabled: false,
      monthsWithoutApplication: saved.monthsWithoutApplication,
    });

    // With the rule off, the new period saves at once.
    await rule.click();
    await expect(rule).not.toBeChecked();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page)).toContainText('Data retention settings have been saved.');
    await expect(confirmation).toHaveCount(0);
    expect(await retentionSettings(page)).toMatchObject({
      isEnabled: false,
      monthsWithoutApplication: changedMonths,
    });
    await page.reload();
    await expect(months).toHaveValue(String(changedMonths), { timeout: 15_000 });
    await expect(rule).not.toBeChecked();
  } finally {
    // The server's setting as it was, for the specs that follow.
    const response = await page.request.post('/api/Settings/Retention/edit', {
      headers: writeHeaders(page),
      data: { isEnabled: false, monthsWithoutApplication: saved.monthsWithoutApplication },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
});
