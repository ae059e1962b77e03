import { e2eLargeDataServerURL } from '../support/servers.ts';
import { signInThroughProvider } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';

// On the server with the generated data set (scripts/e2e-servers.mjs: 2,200 candidates, not
// the demo data): long lists keep only the rows in and near view in the document (virtualised),
// however many pages the user has loaded.

/** Candidates in the generated data set (`npm run bench:data -- --size 0.011`). */
const generatedCandidates = 2200;
/** Rows to load by scrolling: 100 pages of 20. */
const rowsToLoad = 2000;
/** The most rows the table may have in the document at any time (about 25 fill its view). */
const maxRowsInDocument = 100;

test('the list of all candidates keeps a bounded number of rows in the document while 2,000 load', async ({
  browser,
}) => {
  // 100 pages, each fetched when the end of the loaded rows comes into view.
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: e2eLargeDataServerURL });
  try {
    // The generated candidates have no photos: answer their requests in the browser (404, as
    // the server would), so that 2,000 of them do not queue before the next page's request.
    await context.route('**/api/Files/Recruitees/*/Photo', (route) =>
      route.fulfill({ status: 404 }),
    );
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughProvider(page);
    await page.goto('/applicants');

    const table = page.getByRole('table', { name: 'Applicants' });
    // aria-rowcount counts the header row too.
    await expect(table).toHaveAttribute('aria-rowcount', String(generatedCandidates + 1));
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    // Scrolls the table's region to its end until the row of the 2,000th candidate is there,
    // noting the most rows the document held on the way (the spacer rows are aria-hidden).
    const scrolled = await page.getByRole('region', { name: 'Applicants' }).evaluate(
      async (region, { lastRowIndex, timeoutMs }) => {
        const rowsInDocument = () => region.querySelectorAll('tr:not([aria-hidden="true"])').length;
        const highestRowIndex = () =>
          Math.max(
            0,
            ...Array.from(region.querySelectorAll('tr[aria-rowindex]'), (row) =>
              Number(row.getAttribute('aria-rowindex')),
            ),
          );
        let mostRows = rowsInDocument();
        const deadline = Date.now() + timeoutMs;
        while (highestRowIndex() < lastRowIndex && Date.now() < deadline) {
          region.scrollTop = region.scrollHeight;
          await new Promise((resolve) => setTimeout(resolve, 50));
          mostRows = Math.max(mostRows, rowsInDocument());
        }
        return { mostRows, highestRowIndex: highestRowIndex() };
      },
      { lastRowIndex: rowsToLoad + 1, timeoutMs: 150_000 },
    );

    // Row indexes count the header as 1: the 2,000th candidate's row is 2,001.
    expect(scrolled.highestRowIndex).toBeGreaterThanOrEqual(rowsToLoad + 1);
    expect(scrolled.mostRows).toBeLessThanOrEqual(maxRowsInDocument);
    await expect(table.locator(`tr[aria-rowindex="${rowsToLoad + 1}"]`)).toBeVisible();
    const rowsNow = await table.getByRole('row').count();
    expect(rowsNow).toBeGreaterThan(1);
    expect(rowsNow).toBeLessThanOrEqual(maxRowsInDocument);
  } finally {
    await context.close();
  }
});
