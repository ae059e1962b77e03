import { randomUUID } from 'node:crypto';
import { type Dirent, readdirSync } from 'node:fs';
import path from 'node:path';
import { RecruitmentStatus, type Schema, toFormData } from '@ats/api-sdk';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  activities,
  files,
  jobApplications,
  recruitees,
  recruitmentRecruitees,
} from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../support/app.ts';
import { pdfBytes, pngBytes } from '../../support/files.ts';
import { seededConsentVersionId } from '../../support/rows.ts';
import { everyElementType } from '../questionnaires/fixtures.ts';
import { type AddBody, type Context, createContext, fullBody } from '../recruitments/fixtures.ts';

export type Element = Schema<'QuestionnaireElement'>;
export type JobApplicationData = Schema<'JobApplicationData'>;
export type AnswerInput = Schema<'AnswerInput'>;
export type JobOffer = Schema<'JobOffer'>;

/** Bytes of each kind of file a candidate sends (real magic bytes, tiny bodies). */
export const sample = {
  pdf: pdfBytes,
  png: pngBytes,
  txt: Buffer.from('Dear team,\nI would love to join.\n', 'utf8'),
  /** A Windows program: what a "resume.pdf" sent as application/pdf may really be. */
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90), Buffer.from([0, 0, 0])]),
};

/** A file part: bytes, the name the browser sends and the type it declares. */
export interface FilePart {
  bytes: Buffer;
  name: string;
  type?: string;
}

const blob = (part: FilePart) =>
  new File([new Uint8Array(part.bytes)], part.name, { type: part.type ?? '' });

/** The multipart body of applyForJobOffer, built as the SDK's client builds it. */
export interface ApplicationForm {
  application: unknown;
  /** The name of the JSON part (`application`; `candidate` for addRecruitee). */
  jsonPart?: string;
  resume?: FilePart;
  photo?: FilePart;
  coverLetter?: FilePart;
  attachments?: Record<string, FilePart>;
  /** Extra parts, as raw FormData entries (for refusals). */
  extra?: [string, string | FilePart][];
}

export async function multipartBody(form: ApplicationForm) {
  const data = toFormData({
    [form.jsonPart ?? 'application']: form.application,
    resume: form.resume && blob(form.resume),
    photo: form.photo && blob(form.photo),
    coverLetter: form.coverLetter && blob(form.coverLetter),
    attachments:
      form.attachments &&
      Object.fromEntries(Object.entries(form.attachments).map(([id, part]) => [id, blob(part)])),
  });
  for (const [name, value] of form.extra ?? []) {
    data.append(name, typeof value === 'string' ? value : blob(value));
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** Posts an application as the public offer page does (same origin, no session). */
export async function apply(
  testApp: TestApp,
  recruitmentId: string,
  form: ApplicationForm,
  options: { idempotencyKey?: string | null; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody(form);
  const key = options.idempotencyKey === undefined ? randomUUID() : options.idempotencyKey;
  return testApp.app.inject({
    method: 'POST',
    url: `/api/JobOffers/${recruitmentId}/apply`,
    headers: {
      'content-type': contentType,
      'sec-fetch-site': 'same-origin',
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function elementOf<T extends Element['$type']>(
  elements: readonly Element[],
  type: T,
): Extract<Element, { $type: T }> {
  const element = elements.find((candidate) => candidate.$type === type);
  if (!element) throw new Error(`no ${type} element`);
  return element as Extract<Element, { $type: T }>;
}

/** Answers to every non-file question of `everyElementType()` that pass the rules. */
export function validAnswers(elements: readonly Element[]): AnswerInput[] {
  const id = (type: Element['$type']) => elementOf(elements, type).id;
  return [
    { $type: 'Address', questionId: id('Address'), value: 'Prosta 20, Warsaw' },
    {
      $type: 'Education',
      questionId: id('Education'),
      value: [
        {
          school: 'Warsaw University of Technology',
          degree: 'MSc',
          fieldOfStudy: 'Computer Science',
          startDate: '2012-10-01',
          endDate: '2017-06-30',
          currentlyStudyingHere: false,
          description: null,
        },
      ],
    },
    {
      $type: 'Experience',
      questionId: id('Experience'),
      value: [
        {
          title: 'Backend Developer',
          company: 'Acme',
          locationDescription: 'Warsaw',
          startDate: '2017-07-01',
          endDate: null,
          currentlyWorkingInThisRole: true,
          description: 'APIs and databases.',
        },
      ],
    },
    { $type: 'Summary', questionId: id('Summary'), value: 'Seven years of TypeScript.' },
    { $type: 'SingleLineText', questionId: id('SingleLineText'), value: '18 000 PLN' },
    { $type: 'MultiLineText', questionId: id('MultiLineText'), value: 'Your product.\nYour team.' },
    { $type: 'SingleChoice', questionId: id('SingleChoice'), chosenOption: '2' },
    { $type: 'MultipleChoice', questionId: id('MultipleChoice'), chosenOptions: ['1', '2'] },
  ];
}

export function applicationData(
  elements: readonly Element[],
  overrides: Partial<JobApplicationData> = {},
): JobApplicationData {
  return {
    personalData: {
      firstName: 'Zofia',
      lastName: 'Kowalczyk',
      email: 'zofia.kowalczyk@example.com',
      phoneNumber: '+48 600 100 200',
      prefix: 'Ms',
    },
    referer: 'justjoin.it',
    consent: true,
    consentVersionId: seededConsentVersionId,
    futureOpeningsConsent: false,
    ...overrides,
    answers: overrides.answers ?? validAnswers(elements),
  };
}

/** A complete application with a resume and a photo. */
export function completeForm(
  elements: readonly Element[],
  overrides: Partial<JobApplicationData> = {},
): ApplicationForm {
  return {
    application: applicationData(elements, overrides),
    resume: { bytes: sample.pdf, name: 'Zofia Kowalczyk CV.pdf', type: 'application/pdf' },
    photo: { bytes: sample.png, name: 'me.png', type: 'image/png' },
  };
}

/** Recruitments in every status over one questionnaire with every element type. */
export interface OfferContext extends Context {
  elements: Element[];
  /** The active questionnaire with every element type. */
  formQuestionnaireId: string;
  openId: string;
  closedId: string;
  pendingId: string;
  draftId: string;
}

export async function createOfferContext(testApp: TestApp): Promise<OfferContext> {
  const context = await createContext(testApp);
  const formQuestionnaireId = await context.questionnaireApi.add({
    isDraft: false,
    questionnaireName: 'Every element',
    questionnaireStructure: { elements: everyElementType() },
  });
  const elements = (await context.questionnaireApi.get(formQuestionnaireId)).structure.elements;
  const full = (overrides: Partial<AddBody> = {}) =>
    fullBody(
      { questionnaireId: formQuestionnaireId, ownerId: context.recruiterId },
      { ...overrides },
    );
  const inStatus = async (status: number, overrides: Partial<AddBody> = {}) => {
    const id = await context.recruiterApi.add(full(overrides));
    if (status === RecruitmentStatus.Open || status === RecruitmentStatus.Closed) {
      expect((await context.recruiterApi.setStatus(id, RecruitmentStatus.Open)).statusCode).toBe(
        204,
      );
    }
    if (status === RecruitmentStatus.Closed) {
      expect((await context.recruiterApi.setStatus(id, RecruitmentStatus.Closed)).statusCode).toBe(
        204,
      );
    }
    return id;
  };
  return {
    ...context,
    elements,
    formQuestionnaireId,
    openId: await inStatus(RecruitmentStatus.Open),
    closedId: await inStatus(RecruitmentStatus.Closed),
    pendingId: await inStatus(RecruitmentStatus.Pending),
    draftId: await context.recruiterApi.add(full({ isDraft: true })),
  };
}

const applicationTables = {
  recruitees,
  jobApplications,
  files,
  recruitmentRecruitees,
  activities,
};

/** Row counts of every table an application writes to. */
export async function rowCounts(
  testApp: TestApp,
): Promise<Record<keyof typeof applicationTables, number>> {
  const { db } = testApp.database;
  const countOf = async (table: (typeof applicationTables)[keyof typeof applicationTables]) => {
    const [row] = await db.select({ value: count() }).from(table);
    return row?.value ?? 0;
  };
  return {
    recruitees: await countOf(recruitees),
    jobApplications: await countOf(jobApplications),
    files: await countOf(files),
    recruitmentRecruitees: await countOf(recruitmentRecruitees),
    activities: await countOf(activities),
  };
}

/** Every file (not directory) in the storage directory, relative to it, sorted. */
export function storedFiles(testApp: TestApp): string[] {
  const root = testApp.app.config.filesDir;
  const found: string[] = [];
  const walk = (directory: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch {
      return; // not created yet: nothing stored
    }
    for (const entry of entries) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found.sort();
}

/** Database rows and stored files, to compare before and after a refused request. */
export async function snapshot(testApp: TestApp) {
  return { rows: await rowCounts(testApp), files: storedFiles(testApp) };
}
