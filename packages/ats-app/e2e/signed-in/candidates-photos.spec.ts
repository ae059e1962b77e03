import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test.ts';

// Issue 26: every candidate without a photo cost a 404 request (23 on one list). The lists
// say which candidates have a photo (hasPhoto), and only those photos are asked for.

interface Listed {
  id: string;
  firstName: string;
  lastName: string;
  hasPhoto: boolean;
}

const photoPath = /\/api\/Files\/Recruitees\/([0-9a-f-]{36})\/Photo$/;

/** The candidates whose photo the page asks for, and the answers to those requests. */
function recordPhotoRequests(page: Page) {
  const requested: string[] = [];
  const statuses: number[] = [];
  page.on('request', (request: Request) => {
    const match = photoPath.exec(new URL(request.url()).pathname);
    if (match?.[1]) requested.push(match[1]);
  });
  page.on('response', (response) => {
    if (photoPath.test(new URL(response.url()).pathname)) statuses.push(response.status());
  });
  return { requested, statuses };
}

async function listed(page: Page, url: string): Promise<Listed[]> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { result: Listed[] }).result;
}

function expectOnlyPhotosThatExist(
  candidates: Listed[],
  photos: { requested: string[]; statuses: number[] },
) {
  const withPhoto = new Set(candidates.filter((each) => each.hasPhoto).map((each) => each.id));
  // The demo data has candidates without a photo on these lists, and some with one.
  expect(candidates.some((each) => !each.hasPhoto)).toBe(true);
  expect(photos.requested.filter((id) => !withPhoto.has(id))).toEqual([]);
  expect(photos.statuses.filter((status) => status === 404)).toEqual([]);
}

/** Opens a list and waits until its first candidate shows and every request has settled. */
async function openList(page: Page, path: string, first: Listed | undefined) {
  if (!first) throw new Error(`no candidate on ${path}`);
  await page.goto(path);
  await expect(
    page.getByRole('main').getByText(`${first.firstName} ${first.lastName}`).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the Applicants list asks only for the photos candidates have', async ({ page }) => {
  await page.goto('/');
  const candidates = await listed(page, '/api/Recruitees?pageNumber=1&pageSize=20');
  const photos = recordPhotoRequests(page);
  await openList(page, '/applicants', candidates[0]);
  expectOnlyPhotosThatExist(candidates, photos);
});

test("a recruitment's candidates list asks only for the photos candidates have", async ({
  page,
}) => {
  await page.goto('/');
  const recruitments = await page.request.get(
    '/api/Recruitments?pageNumber=1&pageSize=20&RecruitmentStatus=2',
  );
  const busiest = (
    (await recruitments.json()) as {
      result: { id: string; candidatesCount: number; canEdit: boolean }[];
    }
  ).result
    .filter((each) => each.canEdit)
    .sort((first, second) => second.candidatesCount - first.candidatesCount)[0];
  if (!busiest) throw new Error('no open recruitment');
  const candidates = await listed(
    page,
    `/api/RecruitmentRecruitees?recruitmentId=${busiest.id}&PageNumber=1&PageSize=20`,
  );
  const photos = recordPhotoRequests(page);
  await openList(page, `/recruitments/${busiest.id}/candidates`, candidates[0]);
  expectOnlyPhotosThatExist(candidates, photos);
});
