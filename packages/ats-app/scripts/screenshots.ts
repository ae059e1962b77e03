// Screenshots for the README, in English and Polish: the login page and the signed-in shell at
// 1280 px; and the dashboard, the Applicants list, a candidate profile and a recruitment's
// pipeline board at phone (390x844), tablet (768x1024) and desktop (1440x900) widths, named
// `<screen>-<width>-<lang>.png`, plus the phone's menu drawer open (`shell-phone-<lang>.png`).
// Viewport only (not full page), at device scale factor 1, to keep the files small.
// Starts nothing: run it against a running server, e.g.
//   PORT=3300 DATA_DIR=$(mktemp -d) node scripts/start.mjs     (from the repository root)
//   BASE_URL=http://localhost:3300 pnpm --filter @ats/ats-app screenshots
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';
const outputDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/screenshots',
);
const viewport = { width: 1280, height: 800 };
const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'tablet', viewport: { width: 768, height: 1024 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;
const languages = [
  {
    locale: 'en',
    browserLocale: 'en-US',
    welcome: 'Welcome to ATS',
    dashboard: 'Dashboard',
    settings: 'Settings',
    applicants: 'Applicants',
    menu: 'Menu',
  },
  {
    locale: 'pl',
    browserLocale: 'pl-PL',
    welcome: 'Witaj w ATS',
    dashboard: 'Pulpit',
    settings: 'Ustawienia',
    applicants: 'Kandydaci',
    menu: 'Menu',
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

/** Waits until the screen's data has come and its images and fonts have loaded. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
  );
  await page.evaluate(() => document.fonts.ready);
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

  const targets = await findTargets(browser, storageState);
  for (const language of languages) {
    for (const width of widths) {
      const context = await browser.newContext({
        baseURL,
        viewport: width.viewport,
        deviceScaleFactor: 1,
        locale: language.browserLocale,
        storageState,
      });
      const page = await context.newPage();
      const suffix = `${width.name}-${language.locale}`;

      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: language.dashboard }).waitFor();
      await settle(page);
      await save(page, `dashboard-${suffix}`);

      if (width.name === 'phone') {
        await page.getByRole('button', { name: language.menu, exact: true }).click();
        await page.getByRole('dialog').waitFor();
        await settle(page);
        await save(page, `shell-${suffix}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }

      await page.goto('/applicants');
      await page.getByRole('heading', { level: 1, name: language.applicants }).waitFor();
      await page.getByRole('link', { name: targets.applicantName }).first().waitFor();
      await settle(page);
      await save(page, `applicants-${suffix}`);

      await page.goto(targets.profilePath);
      await page.getByRole('heading', { level: 1, name: targets.applicantName }).waitFor();
      await settle(page);
      await save(page, `profile-${suffix}`);

      await page.goto(targets.pipelinePath);
      // The breadcrumbs name the recruitment once it has loaded.
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('link', { name: targets.recruitmentTitle }).first().waitFor();
      await settle(page);
      await save(page, `pipeline-${suffix}`);
      await context.close();
    }
  }
}

/** The demo data's first applicant: their profile, and the pipeline of the recruitment it is in. */
async function findTargets(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<{
  applicantName: string;
  profilePath: string;
  recruitmentTitle: string;
  pipelinePath: string;
}> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-US', storageState });
  const page = await context.newPage();
  await page.goto('/applicants');
  const profileLink = page.locator('main a[href^="/applicants/application/"]').first();
  await profileLink.waitFor();
  const applicantName = (await profileLink.textContent())?.trim() ?? '';
  const profilePath = (await profileLink.getAttribute('href')) ?? '';
  await page.goto(profilePath);
  // The profile's breadcrumbs link its recruitment.
  const recruitmentLink = page.locator('main nav a[href^="/recruitments/"]').first();
  await recruitmentLink.waitFor();
  const recruitmentTitle = (await recruitmentLink.textContent())?.trim() ?? '';
  const recruitmentPath = (await recruitmentLink.getAttribute('href'))?.match(
    /^\/recruitments\/[^/]+/,
  )?.[0];
  if (!applicantName || !recruitmentTitle || !recruitmentPath) {
    throw new Error('The demo data has no applicant in a recruitment to show.');
  }
  await context.close();
  return {
    applicantName,
    profilePath,
    recruitmentTitle,
    pipelinePath: `${recruitmentPath}/pipeline`,
  };
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
