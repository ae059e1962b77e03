import { randomUUID } from 'node:crypto';
import { RecruitmentStatus } from '@ats/api-sdk';
import { type Browser, type BrowserContext, devices, expect, type Page } from '@playwright/test';
import { writeHeaders } from './writeHeaders.ts';

/**
 * Data for the job offer tests, made through the API with the signed-in page's session
 * (writes carry the app's Origin, as the browser's own requests do), and the files a
 * candidate uploads, made in memory.
 */

export interface RecruitmentDetails {
  id: string;
  title: string;
  jobTitle: string;
  status: number;
  jobOfferUrl: string | null;
  candidatesAndApplicants: { candidateCount: number; applicantCount: number };
}

export async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

async function postJson<T>(page: Page, url: string, data: unknown): Promise<T | null> {
  const response = await page.request.post(url, { headers: writeHeaders(page), data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return response.status() === 204 ? null : ((await response.json()) as T);
}

/** Question texts of the two-page questionnaire. */
export const questions = {
  resume: 'Your resume',
  motivation: 'Why do you want to join us?',
  photo: 'Your photo',
  languages: 'Which languages do you speak?',
} as const;

/**
 * An active questionnaire over two pages: page 1 (after the personal data) asks for a resume
 * and a short answer, page 2 for a photo and a multiple choice.
 */
export async function createTwoPageQuestionnaire(page: Page, name: string): Promise<string> {
  const element = (order: number, pageNumber: number, rest: Record<string, unknown>) => ({
    id: randomUUID(),
    order,
    pageNumber,
    sectionNumber: 1,
    ...rest,
  });
  const created = await postJson<{ id: string }>(page, '/api/Questionnaires/add', {
    questionnaireName: name,
    isDraft: false,
    questionnaireStructure: {
      elements: [
        element(1, 1, { $type: 'Resume', question: questions.resume, isRequired: true }),
        element(2, 1, {
          $type: 'SingleLineText',
          question: questions.motivation,
          isRequired: true,
        }),
        element(3, 2, { $type: 'Photo', question: questions.photo, isRequired: true }),
        element(4, 2, {
          $type: 'MultipleChoice',
          question: questions.languages,
          isRequired: false,
          options: { '1': 'English', '2': 'Polish' },
        }),
      ],
    },
  });
  if (!created) throw new Error('The questionnaire was not created');
  return created.id;
}

function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const heading = (text: string) => ({
  type: 'heading',
  attrs: { level: 3 },
  content: [{ type: 'text', text }],
});

/**
 * An open recruitment of the signed-in recruiter with the given questionnaire, its deadline
 * 12 days ahead: a full save (pending), then the status change to open.
 */
export async function createOpenRecruitment(
  page: Page,
  title: string,
  questionnaireId: string,
): Promise<RecruitmentDetails> {
  const { id: ownerId } = await getJson<{ id: string }>(page, '/api/ATSUsers/Current');
  const positions = await getJson<{ result: { id: string }[] }>(
    page,
    '/api/RecruitmentPositions?page=1&pageSize=1000',
  );
  const deadline = new Date();
  deadline.setDate(deadline.getDate() + 12);
  const created = await postJson<{ id: string }>(page, '/api/Recruitments/add', {
    title,
    newOrExistingPosition: positions.result[0]?.id,
    deadline: isoDate(deadline),
    vacantPosts: 1,
    budgetPerPositionMin: 9000,
    budgetPerPositionMax: 12500,
    budgetCurrencyId: 'PLN',
    questionnaireId,
    jobTitle: title,
    jobDescription: JSON.stringify({
      type: 'doc',
      content: [
        paragraph('We test job offers from end to end.'),
        heading('Responsibilities'),
        paragraph('Apply to your own offers.'),
        heading('Qualifications'),
        paragraph('Patience with browsers.'),
        heading('Bonus points'),
        paragraph('A keyboard you love.'),
      ],
    }),
    locationDescription: 'Warsaw office',
    locationLatitude: 52.2297,
    locationLongitude: 21.0122,
    remoteWorkIsPossible: true,
    keywords: ['Playwright', 'TypeScript'],
    recruiterIds: [],
    hiringManagerId: null,
    recruitmentOwnerId: ownerId,
    isDraft: false,
  });
  if (!created) throw new Error('The recruitment was not created');
  await setRecruitmentStatus(page, created.id, RecruitmentStatus.Open);
  return getJson<RecruitmentDetails>(page, `/api/Recruitments/${created.id}`);
}

/** What a candidate sends with an application made through the API. */
export interface ApiApplication {
  personalData: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string | null;
    prefix: string | null;
  };
  answers: unknown[];
  resume: { name: string; buffer: Buffer };
}

/**
 * A candidate applies through the public API, accepting the consent version the offer shows
 * (as the form does) and declining to be kept for future openings. Returns that version.
 */
export async function applyThroughApi(
  page: Page,
  recruitmentId: string,
  { personalData, answers, resume }: ApiApplication,
): Promise<string> {
  const offer = await getJson<{ consent: { id: string } }>(page, `/api/JobOffers/${recruitmentId}`);
  const response = await page.request.post(`/api/JobOffers/${recruitmentId}/apply`, {
    headers: { ...writeHeaders(page), 'Idempotency-Key': randomUUID() },
    multipart: {
      application: JSON.stringify({
        personalData,
        answers,
        referer: null,
        consent: true,
        consentVersionId: offer.consent.id,
        futureOpeningsConsent: false,
      }),
      resume: { name: resume.name, mimeType: 'application/pdf', buffer: resume.buffer },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return offer.consent.id;
}

export async function setRecruitmentStatus(
  page: Page,
  recruitmentId: string,
  newStatus: number,
): Promise<void> {
  await postJson(page, '/api/Recruitments/setstatus', { recruitmentId, newStatus });
}

/** The path of a job offer URL (the server's public origin may differ from the test's). */
export function offerPath(jobOfferUrl: string | null): string {
  if (!jobOfferUrl) throw new Error('The recruitment has no job offer URL (is it open?)');
  return new URL(jobOfferUrl).pathname;
}

/**
 * A browser context of a candidate: the same Chromium as the project's, without the
 * recruiter's session.
 */
export async function candidateContext(
  browser: Browser,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  const { defaultBrowserType: _browserType, ...desktopChrome } = devices['Desktop Chrome'];
  return browser.newContext({ ...desktopChrome, baseURL });
}

/** A small but valid one-page PDF (the server checks files by their content). */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A valid 1×1 PNG image. */
export function minimalPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}
