import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { signInThroughProvider } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';
import { pageOverflow, textOverflows } from '../support/widths.ts';

// Issue 28: Settings > API access. The demo administrator (Anna Kowalska) makes a token, reads
// its secret once, calls the API with it from outside the browser (no cookie), revokes it in
// the screen and sees the same call refused. An interviewer has the page too, for her own
// tokens, without everyone's. On a 360 px phone the same steps fit the window.

const interviewer = { email: 'interviewer@example.com', password: 'demo', name: 'Olga Zielińska' };

/** A name no earlier run has used on this server. */
function tokenName(label: string): string {
  return `${label} ${Date.now().toString(36)}`;
}

async function openApiAccess(page: Page): Promise<void> {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Settings' }).click();
  await menu.getByRole('link', { name: 'API access' }).click();
  await expect(page).toHaveURL(/\/settings\/api-access$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API access' })).toBeVisible();
}

/** Makes a token through the dialog and answers its secret, read from the secret dialog. */
async function createToken(page: Page, name: string, scopes: string[]): Promise<string> {
  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create token' });
  await expect(dialog).toContainText('up to 100 characters');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Expires after' }).click();
  await page.getByRole('option', { name: '30 days' }).click();
  for (const scope of scopes) {
    await dialog.getByRole('checkbox', { name: scope }).check();
  }
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'Copy your token' });
  await expect(secretDialog).toContainText('will not be shown again');
  await expect(secretDialog).toContainText('Authorization: Bearer');
  const secret = await secretDialog.getByRole('textbox', { name: 'Secret' }).inputValue();
  expect(secret).toMatch(/^ats_/);
  return secret;
}

async function currentUserStatus(tool: APIRequestContext, secret: string): Promise<number> {
  const response = await tool.get('/api/ATSUsers/Current', {
    headers: { Authorization: `Bearer ${secret}` },
  });
  return response.status();
}

function tokenRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'API tokens' }).getByRole('row').filter({ hasText: name });
}

async function revoke(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke the token “${name}”?` });
  await expect(confirm).toContainText('This cannot be undone.');
  await expectNoAccessibilityViolations(page);
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText(`The token “${name}” has been revoked.`).last()).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(tokenRow(page, name)).toHaveCount(0);
}

test('an administrator makes a token, another tool uses it, and it stops once revoked', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('The project gives a baseURL');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApiAccess(page);
  await expect(page.getByRole('switch', { name: 'Everyone’s tokens' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const name = tokenName('E2E reporting');
  const secret = await createToken(page, name, ['Read recruitments', 'Read candidates']);
  const secretDialog = page.getByRole('dialog', { name: 'Copy your token' });
  await expectNoAccessibilityViolations(page);
  await secretDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(secretDialog.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();

  const row = tokenRow(page, name);
  await expect(row).toContainText('Read recruitments and Read candidates');
  await expect(row).toContainText('Anna Kowalska (you)');
  await expect(row).toContainText('Never used');

  // Another tool, without the browser's cookie: the token alone signs it in.
  const tool = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    expect(await currentUserStatus(tool, secret)).toBe(200);
    await page.reload();
    await expect(tokenRow(page, name)).not.toContainText('Never used');
    await expect(tokenRow(page, name)).toContainText(' from ');

    await revoke(page, name);
    expect(await currentUserStatus(tool, secret)).toBe(401);
  } finally {
    await tool.dispose();
  }

  // Everyone's tokens: the administrator's switch asks the API for every owner's.
  const everyone = page.waitForRequest(
    (request) =>
      request.url().includes('/api/Settings/ApiTokens?') &&
      request.url().includes('whose=everyone'),
  );
  await page.getByRole('switch', { name: 'Everyone’s tokens' }).check();
  await everyone;
  await expect(page.getByRole('switch', { name: 'Everyone’s tokens' })).toBeChecked();
});

test('an interviewer has API access for her own tokens, without everyone’s', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughProvider(page, interviewer);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Settings' }).click();
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Recruitments',
      'Applicants',
      'API access',
    ]);
    await menu.getByRole('link', { name: 'API access' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API access' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create token' })).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByText('Everyone’s tokens')).toHaveCount(0);
    // The settings' address leads her there too.
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\/api-access$/);
  } finally {
    await context.close();
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list, the dialogs and the secret fit the window', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/settings/api-access');
    await expect(page.getByRole('heading', { level: 1, name: 'API access' })).toBeVisible();
    const name = tokenName('E2E phone');
    await createToken(page, name, ['Read settings', 'Candidates’ personal data']);
    expect(await pageOverflow(page), 'the page scrolls sideways by this many pixels').toBe(0);
    expect(await textOverflows(page), 'texts wider than their boxes').toEqual([]);
    await page
      .getByRole('dialog', { name: 'Copy your token' })
      .getByRole('button', { name: 'Done' })
      .click();

    // Cards below the desktop width: the token's card has its fields and Revoke.
    const card = page
      .getByRole('table', { name: 'API tokens' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(card).toContainText('Read settings and Candidates’ personal data');
    await page.waitForLoadState('networkidle');
    expect(await pageOverflow(page)).toBe(0);
    expect(await textOverflows(page)).toEqual([]);
    await expectNoAccessibilityViolations(page);
    await revoke(page, name);
  });
});
