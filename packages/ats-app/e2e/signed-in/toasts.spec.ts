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

/** The header's controls a toast must never cover. */
async function headerControls(page: Page): Promise<Box[]> {
  const header = page.getByRole('banner');
  const controls = [
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
  { name: 'a 1280px window', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
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
    for (const control of await headerControls(page)) {
      expect(overlaps(toastBox, control), JSON.stringify({ toastBox, control })).toBe(false);
    }
    // The controls stay usable while the toast is shown.
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('pl');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nowy kwestionariusz' }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('combobox', { name: 'Język' }).selectOption('en');
  });
}
