import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { applyThroughApi, createOpenRecruitment, minimalPdf } from '../support/jobOfferData.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// Exporting candidates lists (issue 29): the signed-in recruiter exports the all-candidates
// list as searched and a recruitment's candidates as filtered, and the test reads the files
// back. The candidates are our own (a new open recruitment), so no other spec's data is read.

/** An active questionnaire that asks for a resume only. */
async function createResumeQuestionnaire(page: Page): Promise<string> {
  const response = await page.request.post('/api/Questionnaires/add', {
    headers: writeHeaders(page),
    data: {
      questionnaireName: `Export test ${Date.now()}`,
      isDraft: false,
      questionnaireStructure: {
        elements: [
          {
            id: randomUUID(),
            $type: 'Resume',
            question: 'Your resume',
            order: 1,
            pageNumber: 1,
            sectionNumber: 1,
            isRequired: true,
          },
        ],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** The downloaded CSV's records (no cell of these candidates needs quoting). */
async function readCsv(download: Download): Promise<string[][]> {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','));
}

test('a searched and a filtered candidates list, exported and read back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const stamp = Date.now();
  const recruitment = await createOpenRecruitment(
    page,
    `Export ${stamp}`,
    await createResumeQuestionnaire(page),
  );
  const people = [
    { firstName: 'Łucja', lastName: `Kowalska${stamp}`, phoneNumber: '600100200', login: 'lucja' },
    { firstName: 'Żaneta', lastName: `Nowak${stamp}`, phoneNumber: '600100201', login: 'zaneta' },
    { firstName: 'Ola', lastName: `Nowak${stamp}`, phoneNumber: '600100202', login: 'ola' },
  ];
  const email = (person: (typeof people)[number]) => `${person.login}.${stamp}@example.com`;
  for (const person of people) {
    await applyThroughApi(page, recruitment.id, {
      personalData: {
        firstName: person.firstName,
        lastName: person.lastName,
        phoneNumber: person.phoneNumber,
        email: email(person),
        prefix: null,
      },
      answers: [],
      resume: { name: 'resume.pdf', buffer: minimalPdf() },
    });
  }

  await test.step('all candidates, searched: every match, the default columns', async () => {
    await page.goto('/applicants');
    const table = page.getByRole('table', { name: 'Applicants' });
    await page.getByRole('searchbox', { name: 'Search applicants' }).fill(String(stamp));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(table).toHaveAttribute('aria-rowcount', '4', { timeout: 20_000 });

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export candidates' });
    await expect(dialog.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /CSV/ })).toBeChecked();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^candidates - \d{4}-\d{2}-\d{2}\.csv$/);
    await expect(dialog).toBeHidden();

    const [header, ...rows] = await readCsv(download);
    expect(header).toEqual(['First name', 'Last name', 'E-mail', 'Phone', 'Application date']);
    // Newest application first: the order they applied in, reversed.
    expect(rows.map((row) => row.slice(0, 4))).toEqual(
      [...people]
        .reverse()
        .map((person) => [person.firstName, person.lastName, email(person), person.phoneNumber]),
    );
    for (const row of rows) expect(Date.parse(row[4] ?? '')).not.toBeNaN();
  });

  await test.step("a recruitment's candidates, filtered: the matches, the chosen columns", async () => {
    await page.goto(`/recruitments/${recruitment.id}/candidates`);
    const table = page.getByRole('table', { name: 'Candidates' });
    await expect(table).toHaveAttribute('aria-rowcount', '4', { timeout: 20_000 });
    const search = page.getByRole('searchbox', { name: 'Search candidates' });
    await search.fill(`Nowak${stamp}`);
    await search.press('Enter');
    await expect(table).toHaveAttribute('aria-rowcount', '3', { timeout: 20_000 });

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export candidates' });
    for (const name of ['E-mail', 'Phone', 'Application date', 'Average score']) {
      await dialog.getByRole('checkbox', { name }).uncheck();
    }
    await dialog.getByRole('checkbox', { name: 'Source' }).check();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^Export ${stamp} - candidates - \\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    expect(await readCsv(download)).toEqual([
      ['First name', 'Last name', 'Stage', 'Source'],
      ['Ola', `Nowak${stamp}`, 'New', 'applied'],
      ['Żaneta', `Nowak${stamp}`, 'New', 'applied'],
    ]);

    // The choice is remembered for the next export from a recruitment.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Source' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('at 360 px: the button and the whole dialog fit the screen', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/recruitments/${recruitment.id}/candidates`);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export candidates' });
    await expect(dialog.getByRole('checkbox', { name: 'My score' })).toBeVisible();
    const download = dialog.getByRole('link', { name: 'Download' });
    await expect(download).toBeInViewport();
    const box = await dialog.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 360).toBe(true);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(360);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step("the export is in the candidate's access log", async () => {
    const { result } = (await (
      await page.request.get(`/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}`)
    ).json()) as { result: { id: string; firstName: string }[] };
    const ola = result.find((row) => row.firstName === 'Ola');
    const log = (await (await page.request.get(`/api/Recruitees/${ola?.id}/AccessLog`)).json()) as {
      result: { kind: string }[];
    };
    expect(log.result.map((entry) => entry.kind)).toEqual(['listExport', 'listExport']);
  });
});
