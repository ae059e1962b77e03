import { randomUUID } from 'node:crypto';
import { fieldLimits, StageType } from '@ats/api-sdk';
import type { Locator, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

const stageNameLimit = fieldLimits.StageLocalization.stageName.maxLength;
/** A valid stage name of one unbroken word, as long as the contract allows. */
const longName = `Unbroken${'x'.repeat(stageNameLimit - 'Unbroken'.length)}`;

interface StageRecord {
  id: string;
  stageType: number;
  order: number;
  localizations: { languageId: string; stageName: string }[];
}

async function stagesOnServer(page: Page): Promise<StageRecord[]> {
  const response = await page.request.get('/api/RecruitmentRecruiteeStages/edit');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { recruitmentRecruiteeStageEditViewDtos: StageRecord[] };
  return body.recruitmentRecruiteeStageEditViewDtos;
}

async function saveStages(page: Page, baseURL: string | undefined, list: StageRecord[]) {
  const response = await page.request.post('/api/RecruitmentRecruiteeStages/edit', {
    headers: { Origin: baseURL ?? '' },
    data: { recruitmentRecruiteeStages: list },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function stageList(page: Page): Locator {
  return page.getByRole('list', { name: 'Recruitment stages' });
}

async function openStages(page: Page): Promise<void> {
  await page.goto('/settings/recruitment-stages');
  await expect(page.getByRole('heading', { level: 1, name: 'Recruitment stages' })).toBeVisible();
  await expect(stageList(page).getByRole('listitem')).not.toHaveCount(0);
}

/** Elements inside `root` (itself included) whose content is wider than their box. */
function sidewaysOverflows(root: Locator): Promise<string[]> {
  return root.evaluate((element) =>
    [element, ...element.querySelectorAll('*')]
      .filter((node) => node.clientWidth > 1 && node.scrollWidth > node.clientWidth + 1)
      .map((node) => `${node.tagName.toLowerCase()}: ${node.scrollWidth} > ${node.clientWidth}`),
  );
}

// Other spec files share the database: the stages are put back as they were.
let stagesBefore: StageRecord[] = [];
test.beforeEach(async ({ page }) => {
  stagesBefore = await stagesOnServer(page);
});
test.afterEach(async ({ page, baseURL }) => {
  if (JSON.stringify(await stagesOnServer(page)) === JSON.stringify(stagesBefore)) return;
  await saveStages(page, baseURL, stagesBefore);
});

test('the add-stage field shows the limit and takes no more than it', async ({ page }) => {
  await openStages(page);
  await page.getByRole('button', { name: 'Add new' }).click();
  await page.getByRole('menuitem', { name: 'Custom', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Add new - Custom' });
  const nameField = modal.getByRole('textbox', { name: 'Stage name' });
  await expect(nameField).toBeFocused();
  // The counter shows the limit while the field has the focus, and describes the field.
  await expect(modal.getByText(`0/${stageNameLimit}`)).toBeVisible();
  await expect(nameField).toHaveAccessibleDescription(new RegExp(`0/${stageNameLimit}`));

  // Typing past the limit: the field keeps the first 200 characters.
  await nameField.fill(longName.slice(0, -3));
  await nameField.pressSequentially('xxx+++');
  await expect(nameField).toHaveValue(longName);
  await expect(modal.getByText(`${stageNameLimit}/${stageNameLimit}`)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // A name at the limit is saved, and its row wraps within the list.
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Recruitment stage has been added.',
  );
  const row = stageList(page).getByRole('listitem').filter({ hasText: longName });
  await expect(row).toBeVisible();
  expect(await sidewaysOverflows(stageList(page))).toEqual([]);
  const saved = (await stagesOnServer(page)).flatMap(({ localizations }) =>
    localizations.map(({ stageName }) => stageName),
  );
  expect(saved.filter((name) => name === longName)).toHaveLength(2);
});

test('deleting a stage with a long unbroken name asks in a dialog whose text wraps', async ({
  page,
  baseURL,
}) => {
  const stages = await stagesOnServer(page);
  const firstHired = stages.findIndex((stage) => stage.stageType === StageType.Hired);
  const longStage: StageRecord = {
    id: randomUUID(),
    stageType: StageType.Custom,
    order: 1,
    localizations: [
      { languageId: 'en', stageName: longName },
      { languageId: 'pl', stageName: longName },
    ],
  };
  const withLongStage = [...stages.slice(0, firstHired), longStage, ...stages.slice(firstHired)];
  await saveStages(
    page,
    baseURL,
    withLongStage.map((stage, index) => ({ ...stage, order: index + 1 })),
  );

  await openStages(page);
  await page.getByRole('button', { name: `Delete ${longName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete recruitment stage' });
  await expect(dialog).toContainText(`Are you sure you want to delete stage ${longName}?`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // The name wraps: nothing runs out of the dialog or scrolls sideways inside it.
  expect(await sidewaysOverflows(dialog)).toEqual([]);
  const dialogBox = await dialog.boundingBox();
  const textBox = await dialog.getByText(/Are you sure/).boundingBox();
  expect(dialogBox && textBox && textBox.x + textBox.width <= dialogBox.x + dialogBox.width).toBe(
    true,
  );
  await expectNoAccessibilityViolations(page);

  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Recruitment stage has been deleted.',
  );
  await expect(stageList(page).getByRole('listitem').filter({ hasText: longName })).toHaveCount(0);
});
