import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box of an element once it has stopped moving (toasts slide in). */
async function settledBox(locator: Locator): Promise<Box> {
  let previous: Box | null = null;
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      const settled = box !== null && JSON.stringify(box) === JSON.stringify(previous);
      previous = box;
      return settled;
    })
    .toBe(true);
  if (!previous) throw new Error('no box');
  return previous;
}

/**
 * The header's controls a toast must never cover: the language, the user and Log out on wide
 * windows; the Menu button and the user's avatar in the compact header of narrow ones.
 */
async function headerControls(page: Page, compact: boolean): Promise<Box[]> {
  const header = page.getByRole('banner');
  const controls = compact
    ? [
        header.getByRole('button', { name: 'Menu' }),
        header.getByRole('img', { name: 'Anna Kowalska' }),
      ]
    : [
        header.getByRole('combobox', { name: 'Language' }),
        header.getByText('Anna Kowalska'),
        header.getByRole('button', { name: 'Log out' }),
      ];
  const boxes: Box[] = [];
  for (const control of controls) {
    const box = await control.boundingBox();
    if (!box) throw new Error('a header control is not shown');
    boxes.push(box);
  }
  return boxes;
}

for (const viewport of [
  { name: 'a 1280px window', width: 1280, height: 800, compact: false },
  { name: 'a phone', width: 390, height: 844, compact: true },
]) {
  test(`toasts appear below the header, clear of its controls, on ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/questionnaires/new');
    await page.getByRole('switch', { name: 'Photo' }).check();
    const toast = page
      .getByRole('region', { name: 'Notifications' })
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Photo has been added.' });
    await expect(toast).toBeVisible();

    const toastBox = await settledBox(toast);
    const header = await page.getByRole('banner').boundingBox();
    if (!header) throw new Error('no header');
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    for (const control of await headerControls(page, viewport.compact)) {
      expect(overlaps(toastBox, control), JSON.stringify({ toastBox, control })).toBe(false);
    }
    // The controls stay usable while the toast is shown.
    if (viewport.compact) {
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('combobox', { name: 'Language' }).selectOption('pl');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Nowy kwestionariusz' }),
      ).toBeVisible();
      await drawer.getByRole('combobox', { name: 'Język' }).selectOption('en');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      return;
    }
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('pl');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nowy kwestionariusz' }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('combobox', { name: 'Język' }).selectOption('en');
  });
}

/** Whether what is drawn at the centre of an element is the element (nothing covers it). */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

for (const viewport of [
  { name: 'a 1280px window', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test(`a toast shown when a dialog opens never covers it, on ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/questionnaires/new');
    await page.getByRole('switch', { name: 'Photo' }).check();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Photo has been added.' });
    await expect(toast).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(dialog).toBeVisible();
    await expect(toast).toBeAttached();
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect.poll(() => uncovered(close)).toBe(true);
    await expect.poll(() => uncovered(dialog.getByRole('heading'))).toBe(true);
    await expect.poll(() => uncovered(dialog.getByRole('button', { name: 'Discard' }))).toBe(true);
    await close.click();
    await expect(dialog).toHaveCount(0);
  });

  test(`a toast raised while a dialog stays open shows inside it, clear of its close button, on ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.route('**/api/RecruitmentRecruiteeStages/edit', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { status: 500, message: 'boom' } })
        : route.fallback(),
    );
    await page.goto('/settings/recruitment-stages');
    await page.getByRole('button', { name: 'Add new' }).click();
    await page.getByRole('menuitem', { name: 'Custom', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Add new - Custom' });
    await modal.getByRole('textbox', { name: 'Stage name' }).fill('Never saved (e2e)');
    await modal.getByRole('button', { name: 'Save' }).click();

    // The dialog stays open with the error, which shows inside it, below its header.
    const notice = modal
      .getByRole('region', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Recruitment stage could not be added.' });
    await expect(notice).toBeVisible();
    const close = modal.getByRole('button', { name: 'Close' });
    const noticeBox = await settledBox(notice);
    const closeBox = await close.boundingBox();
    if (!closeBox) throw new Error('no close button');
    expect(overlaps(noticeBox, closeBox), JSON.stringify({ noticeBox, closeBox })).toBe(false);
    expect(await uncovered(close)).toBe(true);
    expect(await uncovered(modal.getByRole('button', { name: 'Save' }))).toBe(true);
    await expect(modal.getByRole('textbox', { name: 'Stage name' })).toHaveValue(
      'Never saved (e2e)',
    );
    // Dismissed with the keyboard: Tab from the dialog's Close reaches the toast's own button,
    // named apart from it; Enter closes the toast, not the dialog.
    await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(1);
    const dismiss = notice.getByRole('button', { name: 'Dismiss notification' });
    await close.focus();
    await page.keyboard.press('Tab');
    await expect(dismiss).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toHaveCount(0);
  });
}
