import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { pageOverflow, textOverflows } from '../support/widths.ts';

// Issue 29, Import: the demo recruiter (an administrator) opens Import from the all-candidates
// list and uploads a CSV as Excel writes it in Poland (a byte order mark, semicolons, a quoted
// note with a line break) with one broken row; maps the unsuggested column in the mapping
// step and picks a recruitment; the dry run lists the broken row's problem in plain words;
// the import runs, its page survives a reload and ends with the report; an imported
// candidate opens from the list of all candidates.

interface ListItem {
  id: string;
  title: string;
  canEdit: boolean;
}

const open = 2;

/** An open recruitment of the demo recruiter's team, to import the people into. */
async function openRecruitment(page: Page): Promise<ListItem> {
  const response = await page.request.get(
    `/api/Recruitments?pageNumber=1&pageSize=20&RecruitmentStatus=${open}`,
  );
  expect(response.status()).toBe(200);
  const { result } = (await response.json()) as { result: ListItem[] };
  const chosen = result.find((item) => item.canEdit);
  if (!chosen) throw new Error('The demo data has no open recruitment of the recruiter.');
  return chosen;
}

/** A spreadsheet saved by Excel in Polish: BOM, semicolons, CRLF, a quoted line break. */
function spreadsheet(run: string): Buffer {
  const lines = [
    'Imię;Nazwisko;E-mail;Telefon;Opis',
    `Ala;Testowa-${run};ala.${run}@example.com;+48 600 000 001;"Poznana na targach;\r\npoleca Jan"`,
    `Bartek;Próbny-${run};bartek.${run}@example.com;;Zwykły kandydat`,
    `Cezary;Zepsuty-${run};cezary-at-example.com;;`,
  ];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`)]);
}

test('a recruiter imports candidates from a CSV: mapping, dry run, run, report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const fileName = `people-${run}.csv`;
  await page.goto('/');
  const recruitment = await openRecruitment(page);

  // The all-candidates list leads to Settings > Import.
  await page.goto('/applicants');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import candidates' })).toBeVisible();
  await expect(page.getByText(/At most 20 MB/)).toBeVisible();

  // Step 1: the CSV.
  await page.getByLabel('CSV file').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: spreadsheet(run),
  });
  await page.getByRole('button', { name: 'Upload' }).click();

  // Step 2: the columns with their first values, the Polish headers suggested.
  await expect(page).toHaveURL(/\/settings\/import\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible();
  const columns = page.getByRole('table', { name: 'Columns of the file' });
  await expect(columns.getByRole('combobox', { name: 'Field for “Imię”' })).toHaveText(
    /First name/,
  );
  await expect(columns.getByRole('combobox', { name: 'Field for “E-mail”' })).toHaveText(/E-mail/);
  // The quoted line break stays inside its value (no row of its own).
  await expect(columns.getByText(/Poznana na targach;\s+poleca Jan/)).toBeVisible();
  await expect(columns.getByRole('combobox', { name: 'Field for “Opis”' })).toHaveText(
    /Do not import/,
  );
  await columns.getByRole('combobox', { name: 'Field for “Opis”' }).click();
  await page.getByRole('option', { name: 'Note', exact: true }).click();
  await page.getByRole('combobox', { name: /Recruitment/ }).click();
  await page.getByRole('option', { name: recruitment.title, exact: true }).click();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Check the rows' }).click();

  // Step 3: the dry run's findings; nothing written yet.
  await expect(page.getByRole('heading', { name: 'Check results' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('group', { name: 'Will be created' })).toContainText('2');
  await expect(page.getByRole('group', { name: 'Will fail' })).toContainText('1');
  const problems = page.getByRole('table', { name: 'Rows with problems' });
  await expect(problems).toContainText('Row 4');
  await expect(problems).toContainText('The e-mail is not a valid address');
  await expect(problems).not.toContainText(`Testowa-${run}`);
  const before = await page.request.get(
    `/api/Recruitees?pageNumber=1&pageSize=20&SearchQuery=${encodeURIComponent(`Testowa-${run}`)}`,
  );
  expect(((await before.json()) as { totalCount: number }).totalCount).toBe(0);

  // Step 4: the run, with its progress, then the report, also after a reload.
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(
    page
      .getByRole('progressbar', { name: 'Rows imported' })
      .or(page.getByRole('heading', { name: 'Import finished' })),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 30_000,
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Created' })).toContainText('2');
  await expect(page.getByRole('group', { name: 'Failed' })).toContainText('1');
  await expect(page.getByRole('table', { name: 'Rows with problems' })).toContainText(
    'The e-mail is not a valid address',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report' }).click();
  expect((await download).suggestedFilename()).toBe(`people-${run}-report.csv`);

  // The earlier imports list it.
  await page.getByRole('link', { name: 'Import candidates' }).click();
  const earlier = page.getByRole('table', { name: 'Earlier imports' });
  await expect(earlier.getByRole('row', { name: new RegExp(fileName) })).toContainText('Finished');

  // An imported candidate opens from the list of all candidates.
  await page.goto('/applicants');
  await page.getByRole('searchbox', { name: 'Search applicants' }).fill(`Testowa-${run}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: `Ala Testowa-${run}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ala Testowa-${run}` })).toBeVisible({
    timeout: 15_000,
  });
});

test('the import fits a 360 px phone: the mapping stacks, then the import is discarded', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/settings/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import candidates' })).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  expect(await textOverflows(page)).toEqual([]);

  await page.getByLabel('CSV file').setInputFiles({
    name: `phone-${run}.csv`,
    mimeType: 'text/csv',
    buffer: spreadsheet(run),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  const columns = page.getByRole('table', { name: 'Columns of the file' });
  await expect(columns.getByRole('combobox', { name: 'Field for “Opis”' })).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  expect(await textOverflows(page)).toEqual([]);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Discard' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard this import?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page).toHaveURL(/\/settings\/import$/);
  await expect(
    page.getByRole('table', { name: 'Earlier imports' }).getByText(`phone-${run}.csv`),
  ).toHaveCount(0);
});
