import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { demoTeamMember, signInThroughProvider } from '../support/signIn.ts';
import { expect, test } from '../support/test.ts';

// Issue 26: staff outside a recruitment's team are offered only what they may do, and told why
// the rest is missing. The demo data keeps the second recruiter (team@example.com, Piotr
// Nowak) off the team of some open recruitments with candidates (seed/demo/recruitments.ts).

interface ListItem {
  id: string;
  title: string;
  candidatesCount: number;
  applicantsCount: number;
  canEdit: boolean;
}

const open = 2;

/** An open recruitment with candidates whose team the signed-in user is not on. */
async function openRecruitmentOffTheTeam(page: Page): Promise<ListItem> {
  const response = await page.request.get(
    `/api/Recruitments?RecruitmentStatus=${open}&pageNumber=1&pageSize=100`,
  );
  expect(response.status()).toBe(200);
  const { result } = (await response.json()) as { result: ListItem[] };
  const found = result.find((item) => !item.canEdit && item.candidatesCount > 0);
  if (!found) throw new Error('The demo data has no open recruitment off this user’s team');
  return found;
}

test('staff outside a recruitment’s team see no way to its candidates, and why', async ({
  browser,
  baseURL,
}) => {
  // A context of its own without the recruiter's cookies.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughProvider(page, demoTeamMember);
    const recruitment = await openRecruitmentOffTheTeam(page);

    // Details: the counts, but no "Go to candidates" (it led to a 403 page); the reason instead.
    await page.goto(`/recruitments/${recruitment.id}`);
    const counts = page.getByRole('region', { name: 'Candidates and applicants' });
    await expect(counts).toBeVisible({ timeout: 15_000 });
    await expect(counts).toContainText(String(recruitment.candidatesCount));
    await expect(counts).toContainText(
      'The candidates of this recruitment are visible only to its team.',
    );
    await expect(page.getByRole('link', { name: 'Go to candidates' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Go to candidates' })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);

    // The list: the row's actions cell says "View only", its reason on hover or focus.
    await page.goto('/recruitments');
    const box = page.getByRole('searchbox', { name: 'Search recruitments' });
    await box.fill(recruitment.title);
    await box.press('Enter');
    const row = page
      .getByRole('table', { name: 'Recruitments' })
      .locator('tbody tr[aria-rowindex]')
      .filter({ hasText: recruitment.title });
    await expect(row.first()).toContainText('View only');
    await expect(
      row.first().getByRole('button', { name: `Actions for ${recruitment.title}` }),
    ).toHaveCount(0);
    await row.first().getByRole('cell', { name: 'View only' }).locator('[tabindex="0"]').focus();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Only the recruitment’s team can change it and see its candidates.',
    );
    await expectNoAccessibilityViolations(page);
  } finally {
    await context.close();
  }
});
