import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { getJson } from '../support/jobOfferData.ts';
import { expect, test } from '../support/test.ts';

// The pipeline board and the lists fit the window (issue 26): the board takes the rest of the
// window, so its sideways scrollbar shows without scrolling the page, and a cut-off column
// shows that more stages lie sideways; the Applicants list ends with the window, without an
// empty strip under it; the Polish search box is wide enough for its example text. Demo data
// only: these tests change nothing.

const windows = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function openPage(
  browser: Browser,
  window: { width: number; height: number },
  language: 'en' | 'pl',
  baseURL: string | undefined,
  storageState: BrowserContextOptions['storageState'],
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState,
    viewport: { width: window.width, height: window.height },
    locale: language === 'pl' ? 'pl-PL' : 'en-GB',
  });
  await context.addInitScript((locale) => localStorage.setItem('ats.locale', locale), language);
  return context.newPage();
}

/** The open demo recruitment with the most candidates. */
async function busiestRecruitment(page: Page): Promise<string> {
  const recruitments = await getJson<{ result: { id: string; candidatesCount: number }[] }>(
    page,
    '/api/Recruitments?PageNumber=1&PageSize=100',
  );
  const [busiest] = [...recruitments.result].sort((a, b) => b.candidatesCount - a.candidatesCount);
  if (!busiest) throw new Error('The demo data has recruitments');
  return busiest.id;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** Whether the search box's example text fits in it (its width less the padding). */
async function placeholderFits(page: Page): Promise<{ text: string; needed: number; has: number }> {
  return page.getByRole('searchbox').evaluate((input) => {
    const box = input as HTMLInputElement;
    const style = getComputedStyle(box);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('A canvas measures text');
    context.font = style.font;
    const needed = context.measureText(box.placeholder).width;
    const has =
      box.clientWidth -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight);
    return { text: box.placeholder, needed: Math.ceil(needed), has };
  });
}

for (const size of windows) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    test('the pipeline board fills the window and shows more stages lie sideways', async ({
      browser,
      baseURL,
      storageState,
    }) => {
      const page = await openPage(browser, size, 'pl', baseURL, storageState);
      try {
        const recruitmentId = await busiestRecruitment(page);
        await visit(page, `/recruitments/${recruitmentId}/pipeline`);
        const board = page.getByRole('region', { name: 'Lejek rekrutacji' });
        await expect(board).toBeVisible();
        const fit = await board.evaluate((section) => {
          const strip = section.querySelector<HTMLElement>(':scope > div');
          if (!strip) throw new Error('The board has a strip of columns');
          const stripBox = strip.getBoundingClientRect();
          const columns = [...strip.children].map((column) => column.getBoundingClientRect());
          return {
            pageHeight: document.documentElement.scrollHeight,
            windowHeight: window.innerHeight,
            stripBottom: stripBox.bottom,
            scrollsSideways: strip.scrollWidth > strip.clientWidth,
            // The columns cut by the strip's right edge, and how much of each shows.
            cut: columns
              .filter((box) => box.left < stripBox.right && box.right > stripBox.right + 1)
              .map((box) => stripBox.right - box.left),
          };
        });
        // The strip, and so its sideways scrollbar, ends within the first screen.
        expect(fit.stripBottom).toBeLessThanOrEqual(fit.windowHeight);
        if (size.name !== 'phone') expect(fit.pageHeight).toBeLessThanOrEqual(fit.windowHeight);
        expect(fit.scrollsSideways).toBe(true);
        // A column cut off at the edge, with a good part of it showing.
        expect(fit.cut.length).toBe(1);
        expect(fit.cut[0]).toBeGreaterThanOrEqual(48);
        // The keyboard tip: shown from tablets, read by screen readers on phones.
        const tip = page.getByText(/Alt\+/);
        if (size.name === 'phone') {
          await expect(tip).toBeAttached();
          const firstCard = await page.getByRole('article').first().boundingBox();
          // The first card shows whole on the first screen.
          expect((firstCard?.y ?? size.height) + (firstCard?.height ?? 0)).toBeLessThanOrEqual(
            size.height,
          );
        } else {
          await expect(tip).toBeVisible();
        }
        const search = await placeholderFits(page);
        expect(search.needed, `"${search.text}" fits its box`).toBeLessThanOrEqual(search.has);
      } finally {
        await page.context().close();
      }
    });

    test('the Applicants list ends with the window and the search text fits', async ({
      browser,
      baseURL,
      storageState,
    }) => {
      const page = await openPage(browser, size, 'pl', baseURL, storageState);
      try {
        await visit(page, '/applicants');
        const fit = await page.locator('section[tabindex="0"]').evaluate((scroller) => {
          const main = document.querySelector('main');
          if (!main) throw new Error('The page has a main landmark');
          return {
            listBottom: scroller.getBoundingClientRect().bottom,
            scrolls: scroller.scrollHeight > scroller.clientHeight,
            windowHeight: window.innerHeight,
            pageHeight: document.documentElement.scrollHeight,
            mainPadding: Number.parseFloat(getComputedStyle(main).paddingBottom),
          };
        });
        // The demo applicants are more than a window holds: the list scrolls, and it ends where
        // the window does (less the screen's bottom margin), not leaving an empty strip.
        expect(fit.scrolls).toBe(true);
        expect(fit.pageHeight).toBeLessThanOrEqual(fit.windowHeight);
        expect(fit.listBottom).toBeGreaterThanOrEqual(fit.windowHeight - fit.mainPadding - 2);
        const search = await placeholderFits(page);
        expect(search.needed, `"${search.text}" fits its box`).toBeLessThanOrEqual(search.has);
      } finally {
        await page.context().close();
      }
    });
  });
}
