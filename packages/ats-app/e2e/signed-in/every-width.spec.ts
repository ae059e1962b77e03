import type { Browser, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { getJson } from '../support/jobOfferData.ts';
import { expect, test } from '../support/test.ts';
import { fieldsOutOfOneColumn, pageOverflow, textOverflows } from '../support/widths.ts';

// Every screen at a phone, a tablet and a desktop window, in English and in Polish (issue 26):
// the page never scrolls sideways (only the pipeline board scrolls inside its own area), no
// text sticks out of its box (the rule is in e2e/support/widths.ts), and axe finds nothing.
// One browser page per window width and language visits every screen in turn: the session is
// the signed-in project's, made once per server; the login page alone is opened signed out.

const windows = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const languages = ['en', 'pl'] as const;
type Language = (typeof languages)[number];

/** Ids of demo data the screens show, looked up once per worker. */
interface DemoIds {
  recruitment: string;
  offerPath: string;
  jobApplication: string;
  questionnaire: string;
  emailTemplate: string;
}

interface Screen {
  name: string;
  path: (ids: DemoIds) => string;
  /** Opened in a signed-out browser (the login page is not shown to a signed-in user). */
  signedOut?: boolean;
  /** A form: on a phone, its fields stand in one column. */
  form?: boolean;
}

const screens: Screen[] = [
  { name: 'dashboard', path: () => '/' },
  { name: 'recruitments list', path: () => '/recruitments' },
  { name: 'recruitment details', path: (ids) => `/recruitments/${ids.recruitment}` },
  { form: true, name: 'new recruitment', path: () => '/recruitments/new' },
  { form: true, name: 'edit recruitment', path: (ids) => `/recruitments/${ids.recruitment}/edit` },
  {
    name: 'candidates of a recruitment',
    path: (ids) => `/recruitments/${ids.recruitment}/candidates`,
  },
  { name: 'pipeline', path: (ids) => `/recruitments/${ids.recruitment}/pipeline` },
  {
    name: 'applicants',
    path: () => '/applicants',
  },
  { name: 'candidate profile', path: (ids) => `/applicants/application/${ids.jobApplication}` },
  { name: 'questionnaires list', path: () => '/questionnaires' },
  { form: true, name: 'new questionnaire', path: () => '/questionnaires/new' },
  {
    form: true,
    name: 'questionnaire editor',
    path: (ids) => `/questionnaires/${ids.questionnaire}/edit`,
  },
  { name: 'recruitment stages', path: () => '/settings/recruitment-stages' },
  { name: 'recruitment positions', path: () => '/settings/recruitment-positions' },
  {
    name: 'email templates',
    path: () => '/settings/email-templates',
  },
  { form: true, name: 'new email template', path: () => '/settings/email-templates/new' },
  {
    form: true,
    name: 'edit email template',
    path: (ids) => `/settings/email-templates/${ids.emailTemplate}`,
  },
  { form: true, name: 'data retention', path: () => '/settings/data-retention' },
  { name: 'users', path: () => '/settings/users' },
  { name: 'audit log', path: () => '/settings/audit-log' },
  { name: 'API access', path: () => '/settings/api-access' },
  { form: true, name: 'offer page', path: (ids) => ids.offerPath },
  { name: 'not found', path: () => '/error/not-found' },
  { name: 'forbidden', path: () => '/error/forbidden' },
  { name: 'server error', path: () => '/error/server-error' },
  { name: 'unauthorized', path: () => '/error/unauthorized' },
  { name: 'forgot password', path: () => '/forgot-password' },
  { name: 'login', path: () => '/login', signedOut: true },
];

let demoIds: DemoIds | undefined;

/** The open demo recruitment with the most candidates (and its offer), and a few other ids. */
async function lookUpDemoIds(page: Page): Promise<DemoIds> {
  if (demoIds) return demoIds;
  interface Recruitment {
    id: string;
    status: number;
    candidatesCount: number;
    canEdit: boolean;
  }
  const recruitments = await getJson<{ result: Recruitment[] }>(
    page,
    '/api/Recruitments?PageNumber=1&PageSize=100',
  );
  const withOffers = await Promise.all(
    recruitments.result
      .filter((recruitment) => recruitment.canEdit && recruitment.candidatesCount > 0)
      .map(async (recruitment) => ({
        ...recruitment,
        jobOfferUrl: (
          await getJson<{ jobOfferUrl: string | null }>(page, `/api/Recruitments/${recruitment.id}`)
        ).jobOfferUrl,
      })),
  );
  const recruitment = withOffers
    .filter((candidate) => candidate.jobOfferUrl)
    .sort((a, b) => b.candidatesCount - a.candidatesCount)[0];
  if (!recruitment?.jobOfferUrl) throw new Error('The demo data has an open recruitment');
  const candidates = await getJson<{ result: { newestJobApplicationId: string }[] }>(
    page,
    `/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}&PageNumber=1&PageSize=1`,
  );
  const questionnaires = await getJson<{ result: { id: string }[] }>(
    page,
    '/api/Questionnaires?PageNumber=1&PageSize=1',
  );
  const templates = await getJson<{ result: { id: string }[] }>(
    page,
    '/api/Settings/EmailTemplates',
  );
  const [candidate] = candidates.result;
  const [questionnaire] = questionnaires.result;
  const [template] = templates.result;
  if (!candidate || !questionnaire || !template) throw new Error('The demo data is complete');
  demoIds = {
    recruitment: recruitment.id,
    offerPath: new URL(recruitment.jobOfferUrl).pathname,
    jobApplication: candidate.newestJobApplicationId,
    questionnaire: questionnaire.id,
    emailTemplate: template.id,
  };
  return demoIds;
}

/** A browser page at this window size, in this language (signed in when `storageState` is given). */
async function openPage(
  browser: Browser,
  window: { width: number; height: number },
  language: Language,
  baseURL: string,
  storageState?: string,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState,
    viewport: { width: window.width, height: window.height },
    locale: language === 'pl' ? 'pl-PL' : 'en-GB',
  });
  // The remembered language wins over the browser's: remember this one.
  await context.addInitScript((locale) => {
    localStorage.setItem('ats.locale', locale);
  }, language);
  return context.newPage();
}

/** Opens a screen and waits until it has its heading and its data. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function expectFits(page: Page) {
  expect(await pageOverflow(page), 'the page scrolls sideways by this many pixels').toBe(0);
  expect(await textOverflows(page), 'texts wider than their boxes').toEqual([]);
}

for (const window of windows) {
  for (const language of languages) {
    test.describe(`${window.name} ${window.width}x${window.height}, ${language}`, () => {
      let shared: Page | undefined;
      test.afterAll(async () => {
        await shared?.context().close();
      });

      for (const screen of screens) {
        test(screen.name, async ({ browser, baseURL, storageState }) => {
          if (!baseURL || typeof storageState !== 'string') throw new Error('Signed-in project');
          shared ??= await openPage(browser, window, language, baseURL, storageState);
          const ids = await lookUpDemoIds(shared);
          let page = shared;
          if (screen.signedOut) page = await openPage(browser, window, language, baseURL);
          try {
            await visit(page, screen.path(ids));
            await expectFits(page);
            if (screen.form && window.name === 'phone') {
              expect(await fieldsOutOfOneColumn(page), 'fields out of one column').toEqual([]);
            }
            await expectNoAccessibilityViolations(page);
          } finally {
            if (page !== shared) await page.context().close();
          }
        });
      }
    });
  }
}

test('the recruitment form stands in one column in a window narrower than a tablet', async ({
  browser,
  baseURL,
  storageState,
}) => {
  if (!baseURL || typeof storageState !== 'string') throw new Error('Signed-in project');
  // Wider than a phone, narrower than the tablet breakpoint (768 px): still one column.
  const page = await openPage(browser, { width: 700, height: 900 }, 'en', baseURL, storageState);
  try {
    await visit(page, '/recruitments/new');
    expect(await fieldsOutOfOneColumn(page)).toEqual([]);
  } finally {
    await page.context().close();
  }
});
