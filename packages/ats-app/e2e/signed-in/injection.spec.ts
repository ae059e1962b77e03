import { randomUUID } from 'node:crypto';
import { RecruitmentStatus, StageType } from '@ats/api-sdk';
import type { Page } from '@playwright/test';
import {
  applyThroughApi,
  getJson,
  minimalPdf,
  setRecruitmentStatus,
} from '../support/jobOfferData.ts';
import { expect, test } from '../support/test.ts';
import { writeHeaders } from '../support/writeHeaders.ts';

// HTML, script and template payloads saved through the API in every text field a user types,
// then shown on every screen that shows them: the test fails on an alert, on any element the
// payload would inject, and unless the payload reads as the text it is (issue 17).

const markup = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '{{7*7}}',
  'javascript:alert(1)',
].join(' ');

/** A field's value: the markup first (so it sorts first in a list by name), then its label. */
const hostile = (label: string) => `${markup} ${label}`;

/**
 * A file name can carry markup too: no slash (only the last segment is kept) and no double
 * quote (a browser's FormData sends it as %22).
 */
const resumeName = "'><svg onload=alert(1)> <img src=x onerror=alert(1)> {{7*7}} cv.pdf";

/** A rich text document: the payload as text, and a javascript: link the view must drop. */
const hostileRichText = (label: string) =>
  JSON.stringify({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: hostile(label) }] },
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: `${label} link`,
            marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
          },
        ],
      },
    ],
  });

interface StageRecord {
  id: string;
  stageType: number;
  order: number;
  localizations: { languageId: string; stageName: string }[];
}

async function post<T>(page: Page, url: string, data: unknown): Promise<T | null> {
  const response = await page.request.post(url, { headers: writeHeaders(page), data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as T);
}

async function stagesOnServer(page: Page): Promise<StageRecord[]> {
  const body = await getJson<{ recruitmentRecruiteeStageEditViewDtos: StageRecord[] }>(
    page,
    '/api/RecruitmentRecruiteeStages/edit',
  );
  return body.recruitmentRecruiteeStageEditViewDtos;
}

async function saveStages(page: Page, stages: StageRecord[]): Promise<void> {
  await post(page, '/api/RecruitmentRecruiteeStages/edit', {
    recruitmentRecruiteeStages: stages.map((stage, index) => ({ ...stage, order: index + 1 })),
  });
}

function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Everything the screens show, each field carrying the payload, made through the API. */
async function createHostileData(page: Page, stageId: string) {
  const stamp = Date.now();
  const [resumeId, questionId, answerId] = [randomUUID(), randomUUID(), randomUUID()];
  const questionnaire = await post<{ id: string }>(page, '/api/Questionnaires/add', {
    questionnaireName: hostile(`Questionnaire ${stamp}`),
    isDraft: false,
    questionnaireStructure: {
      elements: [
        {
          $type: 'Resume',
          id: resumeId,
          order: 1,
          pageNumber: 1,
          sectionNumber: 1,
          isRequired: true,
          question: hostile('Resume'),
        },
        {
          $type: 'SingleLineText',
          id: questionId,
          order: 2,
          pageNumber: 1,
          sectionNumber: 1,
          isRequired: true,
          question: hostile('Question'),
        },
        {
          $type: 'MultiLineText',
          id: answerId,
          order: 3,
          pageNumber: 1,
          sectionNumber: 1,
          isRequired: true,
          question: 'Anything else?',
        },
      ],
    },
  });
  const { id: ownerId } = await getJson<{ id: string }>(page, '/api/ATSUsers/Current');
  const deadline = new Date();
  deadline.setDate(deadline.getDate() + 12);
  const title = hostile(`Recruitment ${stamp}`);
  const recruitment = await post<{ id: string }>(page, '/api/Recruitments/add', {
    title,
    newOrExistingPosition: hostile(`Position ${stamp}`),
    deadline: isoDate(deadline),
    vacantPosts: 1,
    budgetPerPositionMin: 9000,
    budgetPerPositionMax: 12500,
    budgetCurrencyId: 'PLN',
    questionnaireId: questionnaire?.id,
    jobTitle: hostile('Job title'),
    jobDescription: hostileRichText('Description'),
    locationDescription: hostile('Location'),
    locationLatitude: 52.2297,
    locationLongitude: 21.0122,
    remoteWorkIsPossible: true,
    keywords: ['Injection'],
    recruiterIds: [],
    hiringManagerId: null,
    recruitmentOwnerId: ownerId,
    isDraft: false,
  });
  if (!questionnaire || !recruitment) throw new Error('Nothing was created');
  await setRecruitmentStatus(page, recruitment.id, RecruitmentStatus.Open);

  // The candidate applies (the offer's consent version, as the offer page sends it).
  const lastName = `Injected${stamp}`;
  await applyThroughApi(page, recruitment.id, {
    personalData: {
      firstName: hostile('First'),
      lastName,
      email: `injected.${stamp}@example.com`,
      phoneNumber: null,
      prefix: null,
    },
    answers: [
      { $type: 'SingleLineText', questionId, value: hostile('Answer') },
      { $type: 'MultiLineText', questionId: answerId, value: hostile('Long answer') },
    ],
    resume: { name: resumeName, buffer: minimalPdf() },
  });
  const { result } = await getJson<{
    result: { id: string; newestJobApplicationId: string }[];
  }>(page, `/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}&PageNumber=1&PageSize=20`);
  const candidate = result[0];
  if (!candidate) throw new Error('The candidate is not in the recruitment');
  const about = { recruitmentId: recruitment.id, recruiteeId: candidate.id };

  await post(page, '/api/RecruitmentRecruiteeStages/setstage', {
    ...about,
    recruitmentRecruiteeStageId: stageId,
  });
  await post(page, '/api/Activities/note', { ...about, text: hostile('Note') });
  await post(page, '/api/Activities/phonecall', {
    ...about,
    callType: 1,
    callDate: isoDate(new Date()),
    callTime: new Date().toISOString(),
    description: hostile('Call'),
  });
  const meetingAt = new Date();
  meetingAt.setDate(meetingAt.getDate() + 3);
  await post(page, '/api/Activities/meeting', {
    ...about,
    meetingName: hostile('Meeting'),
    invitedPeople: ['anna@example.com'],
    durationInMinutes: 60,
    timeZoneId: 'Europe/Warsaw',
    messageContent: hostileRichText('Meeting message'),
    meetingDateTime: meetingAt.toISOString(),
  });
  return {
    recruitmentId: recruitment.id,
    jobApplicationId: candidate.newestJobApplicationId,
    candidateName: `${hostile('First')} ${lastName}`,
    stamp,
  };
}

type HostileData = Awaited<ReturnType<typeof createHostileData>>;

const stageName = hostile('Stage');

/**
 * Runs `check` with a page that fails on any dialog, after the hostile data is made (a stage of
 * its own included, taken out again afterwards: other specs share the database).
 */
async function withHostileData(
  page: Page,
  check: (
    data: HostileData,
    expectShownAsText: (texts: string[]) => Promise<void>,
  ) => Promise<void>,
): Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  /** The screen shows each text as text, and nothing the payload would inject exists. */
  async function expectShownAsText(texts: string[]): Promise<void> {
    for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
    const injected = page.locator(
      'img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:" i]',
    );
    await expect(injected).toHaveCount(0);
    const scripts = await page
      .locator('script')
      .evaluateAll(
        (nodes) => nodes.filter((node) => node.textContent?.includes('alert(1)')).length,
      );
    expect(scripts).toBe(0);
    expect(dialogs).toEqual([]);
  }

  await page.goto('/');
  const stagesBefore = await stagesOnServer(page);
  const stage: StageRecord = {
    id: randomUUID(),
    stageType: StageType.Custom,
    order: 1,
    localizations: [
      { languageId: 'en', stageName },
      { languageId: 'pl', stageName },
    ],
  };
  const firstHired = stagesBefore.findIndex(({ stageType }) => stageType === StageType.Hired);
  await saveStages(page, [
    ...stagesBefore.slice(0, firstHired),
    stage,
    ...stagesBefore.slice(firstHired),
  ]);
  let data: HostileData | undefined;
  try {
    data = await createHostileData(page, stage.id);
    await check(data, expectShownAsText);
  } finally {
    // Closed, so that specs that take the newest open offer do not take this one.
    if (data) {
      await post(page, '/api/Recruitments/setstatus', {
        recruitmentId: data.recruitmentId,
        newStatus: RecruitmentStatus.Closed,
      });
    }
    await saveStages(page, stagesBefore);
  }
}

test('markup in settings, questionnaires, recruitments and candidate lists shows as text', async ({
  page,
}) => {
  await withHostileData(page, async (data, expectShownAsText) => {
    await page.goto('/settings/recruitment-stages');
    await expectShownAsText([stageName]);
    await page.goto('/settings/recruitment-positions');
    await expectShownAsText([hostile(`Position ${data.stamp}`)]);
    await page.goto('/questionnaires');
    await expectShownAsText([hostile(`Questionnaire ${data.stamp}`)]);
    await page.goto(`/recruitments/${data.recruitmentId}`);
    await expectShownAsText([
      hostile(`Recruitment ${data.stamp}`),
      hostile('Description'),
      'Description link',
    ]);
    await page.goto(`/recruitments/${data.recruitmentId}/candidates`);
    await expectShownAsText([data.candidateName, stageName]);
    await page.goto('/applicants');
    await expectShownAsText([data.candidateName]);
  });
});

test('markup in answers, file names, notes, calls and meetings shows as text', async ({ page }) => {
  await withHostileData(page, async (data, expectShownAsText) => {
    await page.goto(`/applicants/application/${data.jobApplicationId}`);
    await expect(page.getByRole('heading', { level: 1, name: data.candidateName })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('tab', { name: 'Application form' }).click();
    await expectShownAsText([
      hostile('Resume'),
      resumeName,
      hostile('Question'),
      hostile('Answer'),
      hostile('Long answer'),
    ]);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expectShownAsText([hostile('Note'), hostile('Call'), hostile('Meeting'), stageName]);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectShownAsText([data.candidateName]);
  });
});
