import { randomUUID } from 'node:crypto';
import { RecruitmentStatus, type Schema } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_STAGE_ID } from '../../../src/db/reference-data.ts';
import { files, recruitees, recruitmentRecruitees, scores } from '../../../src/db/schema/index.ts';
import { type Role, signInRoles } from '../../support/accounts.ts';
import type { TestApp } from '../../support/app.ts';
import { backendDeveloperId } from '../../support/ids.ts';
import {
  insertApplicationRow,
  insertRecruiteeRow,
  insertRecruitmentRow,
} from '../../support/rows.ts';

/** An open recruitment with its owner on the team, written directly. */
export function insertRecruitment(
  testApp: TestApp,
  options: {
    title: string;
    positionId: string | null;
    ownerId: string;
    hiringManagerId: string | null;
    teamIds: string[];
  },
): Promise<string> {
  return insertRecruitmentRow(testApp.database.db, {
    title: options.title,
    positionId: options.positionId,
    status: RecruitmentStatus.Open,
    ownerId: options.ownerId,
    hiringManagerId: options.hiringManagerId,
    teamIds: [options.ownerId, ...options.teamIds],
  });
}

export function insertRecruitee(
  testApp: TestApp,
  person: { firstName: string; lastName: string; email: string; phoneNumber: string },
): Promise<string> {
  return insertRecruiteeRow(testApp.database.db, person);
}

/** A resume's file row (no bytes: these tests never download it). */
export async function insertResumeFile(testApp: TestApp, recruiteeId: string): Promise<string> {
  const id = randomUUID();
  await testApp.database.db.insert(files).values({
    id,
    storageKey: `test/${id}`,
    contentType: 'application/pdf',
    sizeBytes: 100,
    originalName: 'CV.pdf',
    recruiteeId,
  });
  return id;
}

/** A candidate's current photo: a file row (no bytes) set as recruitees.photo_file_id. */
export async function setRecruiteePhoto(
  testApp: TestApp,
  recruiteeId: string,
  contentType: string,
): Promise<string> {
  const id = randomUUID();
  await testApp.database.db.insert(files).values({
    id,
    storageKey: `test/${id}`,
    contentType,
    sizeBytes: 100,
    originalName: 'photo',
    recruiteeId,
  });
  await testApp.database.db
    .update(recruitees)
    .set({ photoFileId: id })
    .where(eq(recruitees.id, recruiteeId));
  return id;
}

/** A one-element questionnaire (a resume) and its answer, as the apply service stores them. */
export function resumeQuestionnaire(resumeFileId: string | null) {
  const questionId = randomUUID();
  const structure: Schema<'QuestionnaireStructure'> = {
    elements: [
      {
        $type: 'Resume',
        id: questionId,
        order: 1,
        pageNumber: 1,
        sectionNumber: 1,
        question: 'Your resume',
        isRequired: true,
      },
    ],
  };
  const answers: Schema<'FilledQuestionnaireAnswers'> = {
    additionalQuestionnaireAnswers: resumeFileId
      ? [{ $type: 'Resume', questionId, fileIdentifier: resumeFileId, fileName: 'CV.pdf' }]
      : [],
  };
  return { structure, answers };
}

/**
 * A job application written directly, with the candidate's place in the recruitment (in
 * `stageId`, kept when already there).
 */
export async function insertApplication(
  testApp: TestApp,
  options: {
    recruitmentId: string;
    recruiteeId: string;
    createdAt: Date;
    stageId?: string;
    resumeFileId?: string | null;
  },
): Promise<string> {
  const { db } = testApp.database;
  await db
    .insert(recruitmentRecruitees)
    .values({
      recruitmentId: options.recruitmentId,
      recruiteeId: options.recruiteeId,
      stageId: options.stageId ?? DEFAULT_STAGE_ID.new,
      createdAt: options.createdAt,
      // As an application through the offer: the candidate enters its stage when applying.
      stageChangedAt: options.createdAt,
    })
    .onConflictDoNothing();
  const resumeFileId = options.resumeFileId ?? null;
  const { structure, answers } = resumeQuestionnaire(resumeFileId);
  return insertApplicationRow(db, {
    recruitmentId: options.recruitmentId,
    recruiteeId: options.recruiteeId,
    createdAt: options.createdAt,
    consentedAt: options.createdAt,
    questionnaireStructure: structure,
    answers,
    resumeFileId,
  });
}

export async function insertScore(
  testApp: TestApp,
  score: { recruitmentId: string; recruiteeId: string; userId: string; score: number },
): Promise<void> {
  await testApp.database.db.insert(scores).values(score);
}

/** 2025-03-<day> 09:00 UTC. */
const day = (dayOfMonth: number) => new Date(Date.UTC(2025, 2, dayOfMonth, 9));

/**
 * The candidates every test file of this folder reads:
 * - recruitment "backend" (position Backend Developer): owner, hiring manager (not on the
 *   team) and team member; recruitment "frontend" (no position): owned by the other recruiter.
 * - Ada (backend, day 1, New, scores: owner 5, team member 4), Bob (backend days 2 and 5,
 *   Interview, team member 3; frontend day 6, his newest), Cyd (backend day 3, Hired, hiring
 *   manager 2, owner 1, team member 1), Dan (frontend day 4 only; '%' and '_' in his e-mail).
 */
export async function createWorld(testApp: TestApp) {
  const { cookies, ids } = await signInRoles(testApp);
  const backend = await insertRecruitment(testApp, {
    title: 'Backend developer – Payments',
    positionId: backendDeveloperId,
    ownerId: ids.owner,
    hiringManagerId: ids.hiringManager,
    teamIds: [ids.teamMember],
  });
  const frontend = await insertRecruitment(testApp, {
    title: 'Frontend developer',
    positionId: null,
    ownerId: ids.otherRecruiter,
    hiringManagerId: null,
    teamIds: [],
  });
  const ada = await insertRecruitee(testApp, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '+48 600 100 200',
  });
  const bob = await insertRecruitee(testApp, {
    firstName: 'Bob',
    lastName: 'Łukasiewicz',
    email: 'bob.l@example.org',
    phoneNumber: '',
  });
  const cyd = await insertRecruitee(testApp, {
    firstName: 'Cyd',
    lastName: 'Charisse',
    email: 'cyd@example.net',
    phoneNumber: '+44 7700 900123',
  });
  const dan = await insertRecruitee(testApp, {
    firstName: 'Dan',
    lastName: 'Brown',
    email: 'dan_100%@example.com',
    phoneNumber: '+48 512 345 678',
  });
  const resumes = {
    ada: await insertResumeFile(testApp, ada),
    bobFirst: await insertResumeFile(testApp, bob),
    bobSecond: await insertResumeFile(testApp, bob),
    bobFrontend: await insertResumeFile(testApp, bob),
  };
  // Bob has a photo; Dan's photo column names a file that is no image (never served as one).
  await setRecruiteePhoto(testApp, bob, 'image/png');
  await setRecruiteePhoto(testApp, dan, 'application/pdf');
  const applications = {
    ada: await insertApplication(testApp, {
      recruitmentId: backend,
      recruiteeId: ada,
      createdAt: day(1),
      resumeFileId: resumes.ada,
    }),
    bobFirst: await insertApplication(testApp, {
      recruitmentId: backend,
      recruiteeId: bob,
      createdAt: day(2),
      stageId: DEFAULT_STAGE_ID.interview,
      resumeFileId: resumes.bobFirst,
    }),
    cyd: await insertApplication(testApp, {
      recruitmentId: backend,
      recruiteeId: cyd,
      createdAt: day(3),
      stageId: DEFAULT_STAGE_ID.hired,
    }),
    dan: await insertApplication(testApp, {
      recruitmentId: frontend,
      recruiteeId: dan,
      createdAt: day(4),
    }),
    bobSecond: await insertApplication(testApp, {
      recruitmentId: backend,
      recruiteeId: bob,
      createdAt: day(5),
      resumeFileId: resumes.bobSecond,
    }),
    bobFrontend: await insertApplication(testApp, {
      recruitmentId: frontend,
      recruiteeId: bob,
      createdAt: day(6),
      resumeFileId: resumes.bobFrontend,
    }),
  };
  const score = (recruiteeId: string, role: Role, value: number) =>
    insertScore(testApp, { recruitmentId: backend, recruiteeId, userId: ids[role], score: value });
  await score(ada, 'owner', 5);
  await score(ada, 'teamMember', 4);
  await score(bob, 'teamMember', 3);
  await score(cyd, 'hiringManager', 2);
  await score(cyd, 'owner', 1);
  await score(cyd, 'teamMember', 1);
  return {
    cookies,
    ids,
    recruitments: { backend, frontend },
    recruitees: { ada, bob, cyd, dan },
    resumes,
    applications,
    day,
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;

/** A GET as the given cookie (none: signed out), with optional extra headers. */
export function get(
  testApp: TestApp,
  url: string,
  cookie: string | null,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** A query string; arrays repeat their name, as the contract reads them. */
export function query(parameters: Record<string, string | number | readonly (string | number)[]>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    for (const item of [value].flat()) search.append(name, String(item));
  }
  return search.toString();
}
