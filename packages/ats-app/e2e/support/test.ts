import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, test as base } from '@playwright/test';
import { e2eServerURL } from './servers.ts';
import { signInThroughProvider } from './signIn.ts';

export { expect } from '@playwright/test';

export interface E2EOptions {
  /** Whether the tests start signed in as the demo recruiter (the signed-in project). */
  signedIn: boolean;
}

/** The demo recruiter's cookies for one server, saved in the run's temporary directory. */
function recruiterStatePath(parallelIndex: number): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is set by playwright.config.ts');
  return path.join(runDir, `recruiter-storage-state-${parallelIndex}.json`);
}

/** Signs in through the provider once per server; later workers on it reuse the session. */
async function recruiterState(browser: Browser, baseURL: string, parallelIndex: number) {
  const statePath = recruiterStatePath(parallelIndex);
  if (existsSync(statePath)) return statePath;
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughProvider(page);
    await context.storageState({ path: statePath });
  } finally {
    await context.close();
  }
  return statePath;
}

/**
 * Playwright's `test`, on the worker's own server (and database), signed in when the project
 * says so. Every spec imports `test` and `expect` from here.
 */
export const test = base.extend<E2EOptions>({
  signedIn: [false, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  baseURL: async ({}, use, testInfo) => use(e2eServerURL(testInfo.parallelIndex)),
  storageState: async ({ signedIn, storageState, browser, baseURL }, use, testInfo) => {
    if (!signedIn || !baseURL) return use(storageState);
    return use(await recruiterState(browser, baseURL, testInfo.parallelIndex));
  },
});
