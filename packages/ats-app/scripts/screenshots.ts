// Screenshots of the login page and the signed-in shell, in English and Polish, for the README.
// Starts nothing: run it against a running server, e.g.
//   PORT=3300 DATA_DIR=$(mktemp -d) node scripts/start.mjs     (from the repository root)
//   BASE_URL=http://localhost:3300 pnpm --filter @ats/ats-app screenshots
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';
const outputDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/screenshots',
);
const viewport = { width: 1280, height: 800 };
const languages = [
  {
    locale: 'en',
    browserLocale: 'en-US',
    welcome: 'Welcome to ATS',
    dashboard: 'Dashboard',
    settings: 'Settings',
  },
  {
    locale: 'pl',
    browserLocale: 'pl-PL',
    welcome: 'Witaj w ATS',
    dashboard: 'Pulpit',
    settings: 'Ustawienia',
  },
] as const;

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with single sign-on' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('recruiter@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('banner').getByText('Anna Kowalska').waitFor();
}

async function save(page: Page, name: string): Promise<void> {
  // Let fonts and the avatar image settle.
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(outputDir, `${name}.png`);
  // Finished transitions (the Settings chevron turns as its submenu opens).
  await page.screenshot({ path: file, animations: 'disabled' });
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

async function run(browser: Browser): Promise<void> {
  mkdirSync(outputDir, { recursive: true });
  // The browser's language picks the interface language of a first visit.
  for (const language of languages) {
    const context = await browser.newContext({
      baseURL,
      viewport,
      locale: language.browserLocale,
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: language.welcome }).waitFor();
    await save(page, `login-${language.locale}`);
    await context.close();
  }

  const signedIn = await browser.newContext({ baseURL, viewport, locale: 'en-US' });
  await signIn(await signedIn.newPage());
  const storageState = await signedIn.storageState();
  await signedIn.close();

  for (const language of languages) {
    const context = await browser.newContext({
      baseURL,
      viewport,
      locale: language.browserLocale,
      storageState,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: language.dashboard }).waitFor();
    await page.locator('header img').waitFor();
    // Open the settings submenu, so that every menu entry shows.
    await page.getByRole('button', { name: language.settings }).click();
    await save(page, `shell-${language.locale}`);
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  await run(browser);
} finally {
  await browser.close();
}
