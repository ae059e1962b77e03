import { RecruitmentStatus, StageType } from '@ats/api-sdk';
import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { getJson } from '../support/jobOfferData.ts';
import { expect, test } from '../support/test.ts';

// Demo data (packages/api-server/src/seed/demo): open recruitments with candidates in every kind
// of stage, applications from several sources over the last weeks (some in the last 7 days),
// and activities of the demo recruiter's team.

interface Stage {
  id: string;
  name: string;
  order: number;
  stageType: number;
  isDeleted: boolean;
}

interface Activity {
  recruiteeId: string;
  recruitmentId: string;
  recruiteeFirstName: string;
  recruiteeLastName: string;
  activityData: { jobApplicationId?: string | null };
}

interface Dashboard {
  recentActivities: Activity[];
}

interface Profile {
  authorizedData: { recruitmentId: string; recruitmentRecruiteeStageId: string } | null;
}

const tileNames = ['Open recruitments', 'Total applicants', 'In process', 'Hired'];

function tile(page: Page, name: string) {
  return page.getByRole('group', { name, exact: true });
}

/** The number a tile shows (its caption has no digits). */
async function tileValue(page: Page, name: string): Promise<number> {
  await expect(tile(page, name)).toContainText(/\d/);
  const text = (await tile(page, name).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

function feed(page: Page) {
  return page.getByRole('region', { name: 'Recent activities' });
}

test('the dashboard shows the four tiles, three charts with their tables, and the feed', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const name of tileNames) {
    await expect(tile(page, name)).toContainText(/\d/);
    await expect(tile(page, name)).not.toHaveAttribute('aria-busy', 'true');
  }

  // New applications per day: one row per day of the last 7, in the locale's MM/DD.
  await expect(page.getByRole('figure', { name: 'New applications' })).toBeVisible();
  const days = page.getByRole('table', { name: 'New applications' }).locator('tbody tr');
  await expect(days).toHaveCount(7);
  await expect(days.first().getByRole('rowheader')).toHaveText(/^\d{2}\/\d{2}$/);

  // Sources, the legend by count; stages, the legend in stage order without deleted ones.
  const sources = page.getByRole('table', { name: 'Applications by source' });
  await expect(sources).toBeVisible();
  await expect(sources.getByRole('rowheader', { name: 'direct links' })).toBeVisible();
  const stages = await getJson<Stage[]>(page, '/api/RecruitmentRecruiteeStages');
  const liveStageNames = stages
    .filter((stage) => !stage.isDeleted)
    .sort((first, second) => first.order - second.order)
    .map((stage) => stage.name);
  await expect(
    page.getByRole('table', { name: 'Candidates by stage' }).locator('tbody th'),
  ).toHaveText(liveStageNames);

  // The feed: entries that each name a candidate with a link to them.
  await expect(feed(page).getByRole('listitem').first()).toBeVisible();
  await expect(feed(page).getByRole('listitem').first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/applicants\/application\//,
  );
  await expectNoAccessibilityViolations(page, { bestPractices: true });
});

test('a feed entry opens its candidate; moving them to Hired adds one to the hired tile', async ({
  page,
}) => {
  await page.goto('/');
  const hiredBefore = await tileValue(page, 'Hired');

  // The newest entry whose candidate is in an open recruitment and not yet hired.
  const [dashboard, stages] = await Promise.all([
    getJson<Dashboard>(page, '/api/Dashboard'),
    getJson<Stage[]>(page, '/api/RecruitmentRecruiteeStages'),
  ]);
  const hiredStages = stages.filter((stage) => stage.stageType === StageType.Hired);
  const hired = hiredStages.find((stage) => !stage.isDeleted);
  if (!hired) throw new Error('There is no Hired stage.');
  const openRecruitments = new Map<string, boolean>();
  let entryIndex = -1;
  for (const [index, activity] of dashboard.recentActivities.entries()) {
    const jobApplicationId = activity.activityData.jobApplicationId;
    if (!jobApplicationId) continue;
    if (!openRecruitments.has(activity.recruitmentId)) {
      const recruitment = await getJson<{ status: number }>(
        page,
        `/api/Recruitments/${activity.recruitmentId}`,
      );
      openRecruitments.set(activity.recruitmentId, recruitment.status === RecruitmentStatus.Open);
    }
    if (!openRecruitments.get(activity.recruitmentId)) continue;
    const profile = await getJson<Profile>(
      page,
      `/api/Recruitees/ByJobApplication?jobApplicationId=${jobApplicationId}`,
    );
    const currentStage = profile.authorizedData?.recruitmentRecruiteeStageId;
    if (profile.authorizedData?.recruitmentId !== activity.recruitmentId) continue;
    if (hiredStages.some((stage) => stage.id === currentStage)) continue;
    entryIndex = index;
    break;
  }
  if (entryIndex < 0) throw new Error('No recent activity of a candidate who can be hired.');
  const activity = dashboard.recentActivities[entryIndex] as Activity;
  const name = `${activity.recruiteeFirstName} ${activity.recruiteeLastName}`;

  const entry = feed(page).getByRole('listitem').nth(entryIndex);
  await expect(entry).toContainText(name);
  await entry.getByRole('link', { name }).click();
  await expect(page).toHaveURL(
    new RegExp(`/applicants/application/${activity.activityData.jobApplicationId}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const stageBox = page.getByRole('combobox', { name: 'Stage' });
  await stageBox.click();
  await page.getByRole('option', { name: hired.name, exact: true }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Stage updated');
  await expect(stageBox).toHaveText(hired.name);

  // Back through the menu, without a reload: the cached dashboard was invalidated by the move.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => tileValue(page, 'Hired')).toBe(hiredBefore + 1);
});
