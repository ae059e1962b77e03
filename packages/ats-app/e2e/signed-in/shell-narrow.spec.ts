import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

// Below the desktop breakpoint (1024 px) the header is one row and the main menu is a drawer.

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header is one small row, and the dashboard starts in the first screen', async ({
    page,
  }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(heading).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    if (!header) throw new Error('no header');
    expect(header.height).toBeLessThanOrEqual(64);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'ATS, go to the dashboard' })).toBeVisible();
    await expect(banner.getByRole('img', { name: 'Anna Kowalska' })).toBeVisible();
    // The menu is not on the page until it is opened.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    const headingBox = await heading.boundingBox();
    if (!headingBox) throw new Error('no heading');
    expect(headingBox.y + headingBox.height).toBeLessThan(200);
    // Nothing is wider than the window.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('the drawer opens, marks the current page, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = drawer.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Focus is inside, and Tab never reaches the page behind (after the last control it
    // leaves the document, as from a native modal dialog, and comes back to the first).
    await expect(drawer.locator(':focus')).toHaveCount(1);
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        const dialog = document.querySelector('[role="dialog"]');
        return active !== null && active !== document.body && !dialog?.contains(active);
      });
      expect(outside).toBe(false);
    }

    await menu.getByRole('link', { name: 'Applicants' }).click();
    await expect(page).toHaveURL(/\/applicants$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();

    // Settings › a settings page, from the drawer.
    await menuButton.click();
    await expect(menu.getByRole('link', { name: 'Applicants' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menu.getByRole('button', { name: 'Settings' }).click();
    await menu.getByRole('link', { name: 'Recruitment stages' }).click();
    await expect(page).toHaveURL(/\/settings\/recruitment-stages$/);
    await expect(drawer).toBeHidden();

    // Choosing the current page closes it too.
    await menuButton.click();
    await menu.getByRole('link', { name: 'Recruitment stages' }).click();
    await expect(drawer).toBeHidden();
  });

  test('Escape and the close button close the drawer, and focus returns to Menu', async ({
    page,
  }) => {
    await page.goto('/');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the drawer holds the user, the language and Log out', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toContainText('Anna Kowalska');
    await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
    await drawer.getByRole('combobox', { name: 'Language' }).selectOption('pl');
    await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Zamknij menu' })).toBeVisible();
    await drawer.getByRole('combobox', { name: 'Język' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the compact header and the open drawer have no WCAG 2.2 A/AA violations', async ({
    page,
  }) => {
    await page.goto('/settings/recruitment-stages');
    await expect(page.getByRole('heading', { level: 1, name: 'Recruitment stages' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});

test.describe('on a tablet (768 × 1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the menu is in the drawer too', async ({ page }) => {
    await page.goto('/recruitments');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Recruitments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await drawer.getByRole('link', { name: 'Questionnaires' }).click();
    await expect(page).toHaveURL(/\/questionnaires$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('on a desktop window (1440 × 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the menu stays beside the screen, with no Menu button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});
