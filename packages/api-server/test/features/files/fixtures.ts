import { randomUUID } from 'node:crypto';
import { RecruitmentStatus } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  atsUsers,
  files,
  jobApplications,
  recruitees,
  recruitments,
  recruitmentTeamMembers,
} from '../../../src/db/schema/index.ts';
import { errorCatalogue } from '../../../src/errors.ts';
import type { TestApp } from '../../support/app.ts';
import { signIn } from '../../support/sign-in.ts';

/** The demo accounts in the roles of the access rule. */
export const roleEmails = {
  owner: 'recruiter@example.com',
  hiringManager: 'manager@example.com',
  teamMember: 'team@example.com',
  otherRecruiter: 'owner@example.com',
} as const;

export type Role = keyof typeof roleEmails;

export const unknownId = '00000000-0000-4000-8000-000000000000';

/** The smallest valid PNG (1 x 1, transparent). */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==',
  'base64',
);

export const pdfBytes = Buffer.from('%PDF-1.4\n% a test resume\n%%EOF\n', 'latin1');

export async function userIdByEmail(testApp: TestApp, email: string): Promise<string> {
  const [user] = await testApp.database.db
    .select({ id: atsUsers.id })
    .from(atsUsers)
    .where(eq(atsUsers.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** Signs every role in; the cookies by role and the users' ids. */
export async function signInRoles(testApp: TestApp) {
  const cookies = {} as Record<Role, string>;
  const ids = {} as Record<Role, string>;
  for (const role of Object.keys(roleEmails) as Role[]) {
    cookies[role] = await signIn(testApp.app, roleEmails[role]);
    ids[role] = await userIdByEmail(testApp, roleEmails[role]);
  }
  return { cookies, ids };
}

/**
 * An open recruitment owned by `ownerId`, with a hiring manager and a team (the owner and the
 * given members), written directly.
 */
export async function insertRecruitment(
  testApp: TestApp,
  options: { ownerId: string; hiringManagerId: string | null; teamIds: string[] },
): Promise<string> {
  const { db } = testApp.database;
  const [row] = await db
    .insert(recruitments)
    .values({
      title: 'Backend developer',
      status: RecruitmentStatus.Open,
      ownerId: options.ownerId,
      hiringManagerId: options.hiringManagerId,
    })
    .returning({ id: recruitments.id });
  if (!row) throw new Error('recruitment not inserted');
  await db.insert(recruitmentTeamMembers).values(
    [...new Set([options.ownerId, ...options.teamIds])].map((userId) => ({
      recruitmentId: row.id,
      userId,
    })),
  );
  return row.id;
}

export async function insertRecruitee(testApp: TestApp): Promise<string> {
  const [row] = await testApp.database.db
    .insert(recruitees)
    .values({
      firstName: 'Zoë',
      lastName: 'Łukasiewicz',
      email: `candidate-${randomUUID()}@example.com`,
    })
    .returning({ id: recruitees.id });
  if (!row) throw new Error('recruitee not inserted');
  return row.id;
}

export async function setRecruiteePhoto(testApp: TestApp, recruiteeId: string, fileId: string) {
  await testApp.database.db
    .update(recruitees)
    .set({ photoFileId: fileId })
    .where(eq(recruitees.id, recruiteeId));
}

/** A file row and its bytes in the app's storage. */
export async function insertFile(
  testApp: TestApp,
  options: {
    recruiteeId: string | null;
    contentType: string;
    originalName: string;
    bytes: Buffer;
    /** false leaves the storage without the bytes. */
    storeBytes?: boolean;
  },
): Promise<string> {
  const id = randomUUID();
  const storageKey = `test/${id}`;
  if (options.storeBytes !== false) await testApp.app.files.put(storageKey, options.bytes);
  await testApp.database.db.insert(files).values({
    id,
    storageKey,
    contentType: options.contentType,
    sizeBytes: options.bytes.length,
    originalName: options.originalName,
    recruiteeId: options.recruiteeId,
  });
  return id;
}

/** A job application whose answers point at the given files (`$type` -> file id). */
export async function insertApplication(
  testApp: TestApp,
  options: {
    recruitmentId: string;
    recruiteeId: string;
    resumeFileId: string | null;
    fileAnswers: { $type: string; fileId: string; fileName?: string }[];
  },
): Promise<string> {
  const [row] = await testApp.database.db
    .insert(jobApplications)
    .values({
      recruitmentId: options.recruitmentId,
      recruiteeId: options.recruiteeId,
      questionnaireStructure: { elements: [] },
      answers: {
        additionalQuestionnaireAnswers: options.fileAnswers.map((answer) => ({
          $type: answer.$type,
          questionId: randomUUID(),
          fileIdentifier: answer.fileId,
          fileName: answer.fileName ?? 'file',
        })),
      },
      resumeFileId: options.resumeFileId,
      consentedAt: new Date(),
    })
    .returning({ id: jobApplications.id });
  if (!row) throw new Error('job application not inserted');
  return row.id;
}

export function get(testApp: TestApp, url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

export const applicationFileUrl = (jobApplicationId: string, fileId: string) =>
  `/api/Files/JobApplications/${jobApplicationId}/Files/${fileId}`;
export const recruiteePhotoUrl = (recruiteeId: string) =>
  `/api/Files/Recruitees/${recruiteeId}/Photo`;
export const avatarUrl = (fileId: string) => `/api/Files/Avatars/${fileId}`;

/** Asserts a catalogue error. */
export function expectError(response: LightMyRequestResponse, status: 401 | 403 | 404): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ status, message: errorCatalogue[status] });
}
