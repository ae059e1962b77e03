import { randomUUID } from 'node:crypto';
import { RecruitmentStatus } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { files, recruitees } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../support/app.ts';
import { expectError as expectCatalogueError } from '../../support/responses.ts';
import {
  insertApplicationRow,
  insertRecruiteeRow,
  insertRecruitmentRow,
} from '../../support/rows.ts';

/**
 * An open recruitment owned by `ownerId`, with a hiring manager and a team (the owner and the
 * given members), written directly.
 */
export function insertRecruitment(
  testApp: TestApp,
  options: { ownerId: string; hiringManagerId: string | null; teamIds: string[] },
): Promise<string> {
  return insertRecruitmentRow(testApp.database.db, {
    title: 'Backend developer',
    status: RecruitmentStatus.Open,
    ownerId: options.ownerId,
    hiringManagerId: options.hiringManagerId,
    teamIds: [options.ownerId, ...options.teamIds],
  });
}

export function insertRecruitee(testApp: TestApp): Promise<string> {
  return insertRecruiteeRow(testApp.database.db, {
    firstName: 'Zoë',
    lastName: 'Łukasiewicz',
    email: `candidate-${randomUUID()}@example.com`,
  });
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
export function insertApplication(
  testApp: TestApp,
  options: {
    recruitmentId: string;
    recruiteeId: string;
    resumeFileId: string | null;
    fileAnswers: { $type: string; fileId: string; fileName?: string }[];
  },
): Promise<string> {
  return insertApplicationRow(testApp.database.db, {
    recruitmentId: options.recruitmentId,
    recruiteeId: options.recruiteeId,
    answers: {
      additionalQuestionnaireAnswers: options.fileAnswers.map((answer) => ({
        $type: answer.$type,
        questionId: randomUUID(),
        fileIdentifier: answer.fileId,
        fileName: answer.fileName ?? 'file',
      })),
    },
    resumeFileId: options.resumeFileId,
  });
}

export function get(testApp: TestApp, url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

export const applicationFileUrl = (jobApplicationId: string, fileId: string) =>
  `/api/Files/JobApplications/${jobApplicationId}/Files/${fileId}`;
export const recruiteePhotoUrl = (recruiteeId: string) =>
  `/api/Files/Recruitees/${recruiteeId}/Photo`;
export const avatarUrl = (fileId: string) => `/api/Files/Avatars/${fileId}`;

/** Asserts a catalogue error, sent as JSON (not in the type of the file asked for). */
export function expectError(response: LightMyRequestResponse, status: 401 | 403 | 404): void {
  expectCatalogueError(response, status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
}
