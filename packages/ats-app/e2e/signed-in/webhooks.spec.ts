import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { demoTeamMember, signInThroughProvider } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';
import { pageOverflow, textOverflows } from '../support/widths.ts';

// Issue 28: the administrator (the demo recruiter, Anna Kowalska) subscribes a receiver on
// this machine (http to 127.0.0.1 is allowed in development) in Settings > Webhooks, sees its
// signing secret once, edits its events, sends a test event that shows in the delivery log
// (whatever its status: whether it is sent yet depends on the delivery engine), rotates the
// secret and deletes the endpoint, each after confirming. A recruiter (Piotr Nowak) has no
// Webhooks in Settings and gets the 403 page at its address.

/** A receiver that answers 204 to anything, and counts what it got. */
async function startReceiver(): Promise<{ server: Server; url: string; received: string[] }> {
  const received: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    received.push(String(request.headers['webhook-id'] ?? ''));
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hook`, received };
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications|Powiadomienia/ });
}

test('an administrator adds a webhook endpoint, tests it, rotates its secret and deletes it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const receiver = await startReceiver();
  const description = `Receiver ${Date.now().toString(36)}`;
  try {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Settings' })
      .click();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    // Add: URL, description, one event; the secret is shown once, with Copy.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await form.getByRole('textbox', { name: /Endpoint URL/ }).fill(receiver.url);
    await form.getByRole('textbox', { name: /Description/ }).fill(description);
    await form.getByRole('checkbox', { name: 'Candidate hired' }).check();
    await expectNoAccessibilityViolations(page);
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    const secretDialog = page.getByRole('dialog', {
      name: 'Endpoint added: copy its signing secret',
    });
    const secretField = secretDialog.getByRole('textbox', { name: 'Signing secret' });
    await expect(secretField).toHaveValue(/^whsec_/);
    const firstSecret = await secretField.inputValue();
    await expect(secretDialog).toContainText('webhook-signature');
    await secretDialog.getByRole('button', { name: 'Copy' }).click();
    await expect(secretDialog.getByText('Secret copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstSecret);
    await secretDialog.getByRole('button', { name: 'I have copied it' }).click();

    // The endpoint's screen: the secret is not shown again, only its start.
    await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
    const settings = page.getByRole('region', { name: 'Settings' });
    await expect(settings).toContainText(receiver.url);
    await expect(settings).toContainText(`${firstSecret.slice(0, 10)}…`);
    await expect(page.getByText(firstSecret)).toHaveCount(0);

    // Edit its events.
    await page.getByRole('button', { name: 'Edit' }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
    await expect(editForm.getByRole('checkbox', { name: 'Candidate hired' })).toBeChecked();
    await editForm.getByRole('checkbox', { name: 'Candidate stage changed' }).check();
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect(editForm).toBeHidden();
    await expect(settings).toContainText('Candidate stage changed');
    await expect(settings).toContainText('Candidate hired');

    // Send a test event: queued, and a row in the delivery log.
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(
      toasts(page).getByText('Test event queued: it shows in the delivery log.').last(),
    ).toBeVisible();
    const log = page.getByRole('table', { name: 'Delivery log' });
    await expect(log.getByRole('row').filter({ hasText: 'Test event' }).first()).toBeVisible();
    await expect(
      log.getByRole('button', { name: /^Redeliver Test event of/ }).first(),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // At phone width the screen fits: no sideways scroll, no text out of its box.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('button', { name: 'Send test event' })).toBeVisible();
    expect(await pageOverflow(page)).toBe(0);
    expect(await textOverflows(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Rotate the secret, after confirming: a new one, shown once.
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    const rotate = page.getByRole('alertdialog', { name: 'Rotate the signing secret?' });
    await rotate.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = page.getByRole('dialog', { name: 'New signing secret' });
    const newSecret = rotated.getByRole('textbox', { name: 'Signing secret' });
    await expect(newSecret).toHaveValue(/^whsec_/);
    expect(await newSecret.inputValue()).not.toBe(firstSecret);
    await rotated.getByRole('button', { name: 'I have copied it' }).click();
    await expect(rotated).toBeHidden();

    // Delete it, after confirming: back on the list, without it.
    await page.getByRole('button', { name: 'Delete endpoint' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Delete this webhook endpoint?' });
    await remove.getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(toasts(page).getByText('Webhook endpoint deleted.').last()).toBeVisible();
    await expect(page.getByText(description)).toHaveCount(0);
  } finally {
    receiver.server.close();
  }
});

test('a recruiter has no Webhooks in Settings, and gets the 403 page at its address', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughProvider(page, demoTeamMember);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Settings' }).click();
    await expect(menu.getByRole('link', { name: 'Email templates' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);

    await page.goto('/settings/webhooks');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
    await expect(main).toContainText(
      'Your role, Recruiter, does not allow this page. Ask an administrator if you need it.',
    );
  } finally {
    await context.close();
  }
});
