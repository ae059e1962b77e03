import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

// The lists at phone width (issue 26): each row is a card whose name or title reads as one
// line (not one letter per line), its values labelled by their column header; the page does
// not scroll sideways and no text is wider than its box. Demo data (13 recruitments, the
// demo applicants) is enough: these tests change nothing.

test.use({ viewport: { width: 390, height: 844 } });

/** Texts wider than their box in `container`, skipping those cut with an ellipsis on purpose. */
async function overflowingTexts(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(element);
      if (style.textOverflow === 'ellipsis' || element.clientWidth <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.tagName} "${element.textContent?.slice(0, 40)}"`);
      }
    }
    return found;
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

/** The labels a card shows before its values (each column's header, as generated content). */
async function cardLabels(card: Locator): Promise<string> {
  return card.evaluate((row) =>
    [...row.querySelectorAll('td')]
      .map((cell) => getComputedStyle(cell, '::before'))
      .filter((label) => label.display !== 'none' && label.content !== 'none')
      .map((label) => label.content)
      .join(' '),
  );
}

/** The body rows of a table (cards at this width). */
function rows(table: Locator) {
  return table.locator('tbody tr[aria-rowindex]');
}

test('Recruitments at phone width: readable cards, headers shown in full as labels', async ({
  page,
}) => {
  await page.goto('/recruitments');
  const table = page.getByRole('table', { name: 'Recruitments' });
  const first = rows(table).first();
  await expect(first).toBeVisible({ timeout: 15_000 });

  const title = first.getByRole('link').first();
  const titleBox = await title.boundingBox();
  expect(titleBox?.width).toBeGreaterThanOrEqual(150);
  // A title on one to three lines, not a column of letters.
  expect(titleBox?.height).toBeLessThan(80);
  const labels = await cardLabels(first);
  for (const label of ['Status', 'Position', 'People', 'Candidates', 'Deadline']) {
    expect(labels).toContain(label);
  }
  // The row's menu (where the user may change it) stays a named button.
  await expect(table.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
  expect(await overflowingTexts(table)).toEqual([]);
  await expectNoSidewaysScroll(page);
});

test('Applicants at phone width: names and e-mail addresses on one readable line', async ({
  page,
}) => {
  await page.goto('/applicants');
  const table = page.getByRole('table', { name: 'Applicants' });
  const first = rows(table).first();
  await expect(first).toBeVisible({ timeout: 15_000 });

  const name = first.getByRole('link').first();
  const nameBox = await name.boundingBox();
  expect(nameBox?.width).toBeGreaterThanOrEqual(150);
  expect(nameBox?.height).toBeLessThan(60);
  const labels = await cardLabels(first);
  expect(labels).toContain('E-mail');
  expect(labels).toContain('Last application');
  const email = first.getByText(/@/);
  const emailBox = await email.boundingBox();
  // One line: the address is cut with an ellipsis, never broken inside a word.
  expect(emailBox?.height).toBeLessThan(30);
  await expect(first.getByRole('link', { name: /^See profile of / })).toBeVisible();
  expect(await overflowingTexts(table)).toEqual([]);
  await expectNoSidewaysScroll(page);
});
