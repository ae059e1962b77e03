import { randomUUID } from 'node:crypto';
import type { Schema } from '@ats/api-sdk';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  atsUsers,
  jobApplications,
  recruitmentRecruitees,
  recruitments,
} from '../../../src/db/schema/index.ts';
import { userIdByEmail } from '../../support/accounts.ts';
import type { TestApp } from '../../support/app.ts';
import { backendDeveloperId } from '../../support/ids.ts';
import { expectError } from '../../support/responses.ts';
import { insertRecruiteeRow, seededConsentVersionId } from '../../support/rows.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import { QuestionnaireApi } from '../questionnaires/fixtures.ts';

export type AddBody = Schema<'AddRecruitmentInput'>;
export type EditBody = Schema<'EditRecruitmentInput'>;
export type ForEdit = Schema<'RecruitmentForEdit'>;
export type Details = Schema<'RecruitmentDetails'>;
export type ListPage = Schema<'RecruitmentListItemPage'>;

/** 'YYYY-MM-DD' `days` from today (UTC). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const jobDescription = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Build our APIs.' }] }],
});

/** A body that passes the full-save rules. */
export function fullBody(
  context: { questionnaireId: string; ownerId: string },
  overrides: Partial<AddBody> = {},
): AddBody {
  return {
    title: 'Backend developer – Payments',
    newOrExistingPosition: backendDeveloperId,
    deadline: dayFromToday(30),
    vacantPosts: 2,
    budgetPerPositionMin: 12000,
    budgetPerPositionMax: 18000,
    budgetCurrencyId: 'PLN',
    questionnaireId: context.questionnaireId,
    jobTitle: 'Senior Backend Developer',
    jobDescription,
    locationDescription: 'Warsaw, Prosta 20',
    locationLatitude: 52.2297,
    locationLongitude: 21.0122,
    remoteWorkIsPossible: true,
    keywords: ['TypeScript', 'PostgreSQL'],
    recruiterIds: [],
    hiringManagerId: null,
    recruitmentOwnerId: context.ownerId,
    isDraft: false,
    ...overrides,
  };
}

/** What the form sends for a draft with a title only. */
export function draftBody(ownerId: string, overrides: Partial<AddBody> = {}): AddBody {
  return {
    title: 'Summer interns',
    newOrExistingPosition: '',
    deadline: null,
    vacantPosts: 0,
    budgetPerPositionMin: 0,
    budgetPerPositionMax: 0,
    budgetCurrencyId: null,
    questionnaireId: null,
    jobTitle: '',
    jobDescription: '',
    locationDescription: '',
    locationLatitude: 0,
    locationLongitude: 0,
    remoteWorkIsPossible: false,
    keywords: [],
    recruiterIds: [],
    hiringManagerId: null,
    recruitmentOwnerId: ownerId,
    isDraft: true,
    ...overrides,
  };
}

/** Calls the recruitment operations over HTTP as one signed-in user. */
export class RecruitmentApi {
  constructor(
    private readonly testApp: TestApp,
    private readonly headers: Record<string, string>,
  ) {}

  send(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.testApp.app.inject({
      method,
      url,
      headers: { ...this.headers, ...extraHeaders },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  addRaw(body: unknown) {
    return this.send('POST', '/api/Recruitments/add', body);
  }

  async add(body: AddBody): Promise<string> {
    const response = await this.addRaw(body);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { id: string }).id;
  }

  editRaw(body: unknown) {
    return this.send('POST', '/api/Recruitments/edit', body);
  }

  async edit(body: EditBody): Promise<void> {
    const response = await this.editRaw(body);
    expect(response.statusCode, response.body).toBe(204);
  }

  getRaw(id: string, headers: Record<string, string> = {}) {
    return this.send('GET', `/api/Recruitments/${id}`, undefined, headers);
  }

  async get(id: string, headers: Record<string, string> = {}): Promise<Details> {
    const response = await this.getRaw(id, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  getForEditRaw(id: string) {
    return this.send('GET', `/api/Recruitments/${id}/edit`);
  }

  async getForEdit(id: string): Promise<ForEdit> {
    const response = await this.getForEditRaw(id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async list(
    query: Record<string, string | number> = {},
    headers: Record<string, string> = {},
  ): Promise<ListPage> {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    );
    const response = await this.send('GET', `/api/Recruitments?${search}`, undefined, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  nextStatusesRaw(id: string) {
    return this.send('GET', `/api/Recruitments/${id}/NextAvailableStatuses`);
  }

  async nextStatuses(id: string): Promise<number[]> {
    const response = await this.nextStatusesRaw(id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  setStatus(recruitmentId: string, newStatus: number) {
    return this.send('POST', '/api/Recruitments/setstatus', { recruitmentId, newStatus });
  }

  updateTeam(recruitmentId: string, editedRecruitmentRecruiterIds: string[]) {
    return this.send('POST', '/api/Recruitments/updateteam', {
      recruitmentId,
      editedRecruitmentRecruiterIds,
    });
  }

  delete(id: string) {
    return this.send('DELETE', `/api/Recruitments/${id}`);
  }
}

/** Asserts the catalogue's 400. */
export function expectBadRequest(response: LightMyRequestResponse): void {
  expectError(response, 400);
}

/** Asserts the catalogue's 403. */
export function expectForbidden(response: LightMyRequestResponse): void {
  expectError(response, 403);
}

/** A staff member who never signed in (as the demo's extra staff). */
export async function insertStaff(
  testApp: TestApp,
  firstName: string,
  lastName: string,
  options: { avatar?: boolean } = {},
): Promise<string> {
  const [row] = await testApp.database.db
    .insert(atsUsers)
    .values({
      role: 'Recruiter',
      oidcIssuer: 'test-staff',
      oidcSubject: randomUUID(),
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      firstName,
      lastName,
      avatar: options.avatar ? Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') : null,
      avatarContentType: options.avatar ? 'image/svg+xml' : null,
    })
    .returning({ id: atsUsers.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

export async function countRecruitments(testApp: TestApp): Promise<number> {
  const [row] = await testApp.database.db.select({ value: count() }).from(recruitments);
  return row?.value ?? 0;
}

export async function storedRecruitment(testApp: TestApp, id: string) {
  const [row] = await testApp.database.db
    .select()
    .from(recruitments)
    .where(eq(recruitments.id, id));
  return row;
}

/** Puts the recruitment in a status directly (setting up a case, not testing the machine). */
export async function forceStatus(testApp: TestApp, id: string, status: number): Promise<void> {
  await testApp.database.db.update(recruitments).set({ status }).where(eq(recruitments.id, id));
}

/**
 * The second staff member of these tests ("manager": the hiring manager, team member or new
 * owner they make): a Recruiter, whose role lets them write the recruitments they are on.
 */
const secondRecruiterEmail = 'team@example.com';

/** The signed-in clients and ids most tests need. */
export interface Context {
  recruiterApi: RecruitmentApi;
  managerApi: RecruitmentApi;
  questionnaireApi: QuestionnaireApi;
  recruiterId: string;
  managerId: string;
  /** An active questionnaire. */
  questionnaireId: string;
}

export async function createContext(testApp: TestApp): Promise<Context> {
  const recruiterHeaders = await signedInHeaders(testApp.app);
  const managerHeaders = await signedInHeaders(testApp.app, secondRecruiterEmail);
  const questionnaireApi = new QuestionnaireApi(testApp, recruiterHeaders);
  return {
    recruiterApi: new RecruitmentApi(testApp, recruiterHeaders),
    managerApi: new RecruitmentApi(testApp, managerHeaders),
    questionnaireApi,
    recruiterId: await userIdByEmail(testApp, 'recruiter@example.com'),
    managerId: await userIdByEmail(testApp, secondRecruiterEmail),
    questionnaireId: await questionnaireApi.add({ isDraft: false }),
  };
}

let candidateNumber = 0;

/**
 * Candidates of a recruitment, written directly: one recruitee, one recruitment_recruitees
 * row in `stageId`, and `applications` job applications (each with its referer).
 */
export async function insertCandidate(
  testApp: TestApp,
  options: { recruitmentId: string; stageId: string; referers: (string | null)[] },
): Promise<string> {
  const { db } = testApp.database;
  candidateNumber += 1;
  const recruiteeId = await insertRecruiteeRow(db, {
    firstName: 'Candidate',
    lastName: `Number ${candidateNumber}`,
    email: `candidate-${candidateNumber}-${randomUUID().slice(0, 8)}@example.com`,
  });
  await db.insert(recruitmentRecruitees).values({
    recruitmentId: options.recruitmentId,
    recruiteeId,
    stageId: options.stageId,
  });
  if (options.referers.length > 0) {
    await db.insert(jobApplications).values(
      options.referers.map((referer) => ({
        recruiteeId,
        recruitmentId: options.recruitmentId,
        referer,
        questionnaireStructure: { elements: [] },
        answers: { additionalQuestionnaireAnswers: [] },
        consentedAt: new Date(),
        consentVersionId: seededConsentVersionId,
      })),
    );
  }
  return recruiteeId;
}
