import { randomUUID } from 'node:crypto';
import { RecruitmentStatus, type Schema, StageType } from '@ats/api-sdk';
import type { StaffRole } from '@ats/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  atsUsers,
  jobApplications,
  positionLocalizations,
  positions,
  recruitees,
  recruitmentStages,
} from '../../src/db/schema/index.ts';
import { runImportsUntilIdle } from '../../src/features/imports/index.ts';
import { emailTemplateBody } from '../features/email-templates/fixtures.ts';
import {
  type ApplicationForm,
  applicationData,
  multipartBody,
} from '../features/offers/fixtures.ts';
import { numbered } from '../features/questionnaires/fixtures.ts';
import { draftBody, fullBody } from '../features/recruitments/fixtures.ts';
import { userIdByEmail } from '../support/accounts.ts';
import { type ApiTokenScope, allScopes, makeApiToken } from '../support/api-tokens.ts';
import type { TestApp } from '../support/app.ts';
import { pdfBytes, pngBytes } from '../support/files.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Who calls: nobody, or a demo account in each role (docs/decisions/auth.md). Towards the
 * world's recruitment "ours" all four are its staff; towards "other" none is.
 */
export type Caller = 'signedOut' | 'administrator' | 'recruiter' | 'hiringManager' | 'interviewer';
export type StaffCaller = Exclude<Caller, 'signedOut'>;
export const callers: Caller[] = [
  'signedOut',
  'administrator',
  'recruiter',
  'hiringManager',
  'interviewer',
];

/** The demo account of each caller, and its role. */
export const callerAccounts = {
  administrator: { email: 'recruiter@example.com', role: 'Administrator' },
  recruiter: { email: 'owner@example.com', role: 'Recruiter' },
  hiringManager: { email: 'manager@example.com', role: 'HiringManager' },
  interviewer: { email: 'interviewer@example.com', role: 'Interviewer' },
} as const satisfies Record<StaffCaller, { email: string; role: StaffRole }>;

/** The owner of the recruitment "other": a second Recruiter, and nobody else on it. */
const otherOwnerEmail = 'team@example.com';

/** One request of an operation; method and path come from the contract. */
export interface RequestParts {
  /** Values of the path's `{placeholders}`. */
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** A JSON body. */
  body?: unknown;
  /** The multipart body of applyForJobOffer. */
  form?: ApplicationForm;
  /** Any other multipart body, as sent (uploadCandidateImport). */
  multipart?: { payload: Buffer; contentType: string };
  headers?: Record<string, string>;
}

/** A candidate who applied to a recruitment, with their resume and photo. */
export interface Candidate {
  recruiteeId: string;
  recruitmentId: string;
  jobApplicationId: string;
  resumeFileId: string;
  photoFileId: string;
}

/**
 * A recruitment and what hangs on it, with its staff: an open recruitment, a candidate who
 * applied to it, and fresh ones of each (recruitments with the same staff, candidates,
 * meetings), made by the recruitment's owner.
 */
export interface Place {
  /** The open recruitment. */
  recruitmentId: string;
  ownerId: string;
  hiringManagerId: string | null;
  /** Its team members (recruiterIds). */
  teamIds: string[];
  candidate: Candidate;
  /** A new recruitment with the same owner, hiring manager and team. */
  newRecruitment(status: 'draft' | 'pending'): Promise<string>;
  /** A new candidate of the open recruitment, in stage New. */
  newCandidate(): Promise<Candidate>;
  /** A new meeting with the place's candidate (its activity id), scheduled by the owner. */
  newMeeting(): Promise<string>;
}

/**
 * What the access matrix calls operations on, built through the API as its users would:
 *
 * - `ours`: owned by owner@example.com (the recruiter), hiring manager manager@example.com,
 *   team interviewer@example.com and recruiter@example.com (the administrator): every
 *   signed-in caller is its staff;
 * - `other`: owned by team@example.com (a second Recruiter), with nobody else on it: no
 *   caller is its staff.
 *
 * Writes ask for fresh resources, so no row changes what a later row sees.
 */
export interface World {
  cookies: Record<StaffCaller, string>;
  /** An API token of each caller with every scope: the same rights as its cookie. */
  tokens: Record<StaffCaller, string>;
  userIds: Record<StaffCaller, string>;
  /** An active questionnaire (Resume and Photo) that the recruitments use. */
  questionnaireId: string;
  /** A live stage of type Custom, where no candidate is yet. */
  customStageId: string;
  ours: Place;
  other: Place;
  /** A new live position, named in English and Polish. */
  newPosition(): Promise<string>;
  /** A new invitation (an Invited staff member with the role Interviewer): its user id. */
  newInvitation(): Promise<string>;
  newDraftQuestionnaire(): Promise<string>;
  /** The body of a valid draft questionnaire (addQuestionnaire, editQuestionnaire). */
  draftQuestionnaireBody(): {
    questionnaireName: string;
    isDraft: true;
    questionnaireStructure: object;
  };
  /** The stage list as the settings screen loads it (to save it unchanged). */
  stagesForEdit(): Promise<unknown[]>;
  /** A new session of the caller (for logout, which ends the one it is sent with). */
  newSession(caller: StaffCaller): Promise<string>;
  /** A new e-mail template with a unique name. */
  newEmailTemplate(): Promise<string>;
  /** A new webhook endpoint (to a closed loopback port): its id. */
  newWebhookEndpoint(): Promise<string>;
  /** A new endpoint with one queued test delivery: their ids. */
  newWebhookDelivery(): Promise<{ endpointId: string; deliveryId: string }>;
  /** A new import of a small CSV into "ours", uploaded, checked (dry run done) or running. */
  newImport(status: 'Uploaded' | 'Checked' | 'Running'): Promise<string>;
  /** The settings of an import of importUpload()'s CSV into "ours". */
  importSettings(): Schema<'CandidateImportSettings'>;
  /**
   * A new API token of the caller, or of the owner of "other" (someone no caller is): its id
   * and secret.
   */
  newApiToken(
    owner: StaffCaller | 'otherOwner',
    scopes?: ApiTokenScope[],
  ): Promise<{ id: string; secret: string }>;
}

type Send = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

const expectOk = (response: LightMyRequestResponse, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response;
};

export async function createWorld(testApp: TestApp): Promise<World> {
  const cookies = {} as Record<StaffCaller, string>;
  const userIds = {} as Record<StaffCaller, string>;
  for (const [caller, { email }] of Object.entries(callerAccounts) as [
    StaffCaller,
    { email: string },
  ][]) {
    cookies[caller] = await signIn(testApp.app, email);
    userIds[caller] = await userIdByEmail(testApp, email);
  }
  const otherOwnerCookie = await signIn(testApp.app, otherOwnerEmail);
  const otherOwnerId = await userIdByEmail(testApp, otherOwnerEmail);
  const newApiToken: World['newApiToken'] = async (owner, scopes = allScopes) => {
    const cookie = owner === 'otherOwner' ? otherOwnerCookie : cookies[owner];
    const { token, secret } = await makeApiToken(testApp.app, cookie, {
      name: `Access matrix ${owner}`,
      scopes,
    });
    return { id: token.id, secret };
  };
  const tokens = {} as Record<StaffCaller, string>;
  for (const caller of Object.keys(callerAccounts) as StaffCaller[]) {
    tokens[caller] = (await newApiToken(caller)).secret;
  }

  const sender =
    (cookie: string): Send =>
    (method, url, payload) =>
      testApp.app.inject({
        method,
        url,
        headers: { cookie, origin: testApp.app.config.publicOrigin },
        ...(payload ? { payload } : {}),
      });
  const send = sender(cookies.administrator);

  const questionnaireId = expectOk(
    await send('POST', '/api/Questionnaires/add', {
      questionnaireName: 'Access matrix form',
      isDraft: false,
      questionnaireStructure: {
        elements: numbered([
          { $type: 'Resume', pageNumber: 1, sectionNumber: 1, question: 'CV', isRequired: true },
          { $type: 'Photo', pageNumber: 1, sectionNumber: 1, question: 'Photo', isRequired: false },
        ]),
      },
    }),
  ).json().id as string;

  const ours = await createPlace(testApp, sender(cookies.recruiter), questionnaireId, {
    ownerId: userIds.recruiter,
    hiringManagerId: userIds.hiringManager,
    teamIds: [userIds.interviewer, userIds.administrator],
  });
  const other = await createPlace(testApp, sender(otherOwnerCookie), questionnaireId, {
    ownerId: otherOwnerId,
    hiringManagerId: null,
    teamIds: [],
  });

  const [customStage] = await testApp.database.db
    .select({ id: recruitmentStages.id })
    .from(recruitmentStages)
    .where(eq(recruitmentStages.stageType, StageType.Custom))
    .limit(1);
  if (!customStage) throw new Error('no stage of type Custom');

  const sendPut = (url: string, payload: object) =>
    testApp.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: cookies.administrator, origin: testApp.app.config.publicOrigin },
      payload,
    });
  const importSettings = (): Schema<'CandidateImportSettings'> => ({
    mapping: [
      { column: 0, field: 'fullName' },
      { column: 1, field: 'email' },
    ],
    recruitmentId: ours.recruitmentId,
    stageId: null,
    source: 'sourced',
    sourceDetail: null,
    existingCandidates: 'update',
  });

  const newWebhookEndpoint = async () => {
    const response = await send('POST', '/api/Settings/Webhooks', webhookEndpointBody());
    return expectOk(response, 201).json().endpoint.id as string;
  };

  return {
    cookies,
    tokens,
    userIds,
    questionnaireId,
    customStageId: customStage.id,
    ours,
    other,
    async newPosition() {
      const { db } = testApp.database;
      const [position] = await db.insert(positions).values({}).returning({ id: positions.id });
      if (!position) throw new Error('position not inserted');
      const name = `Access matrix ${randomUUID().slice(0, 8)}`;
      await db.insert(positionLocalizations).values([
        { positionId: position.id, languageId: 'en', name },
        { positionId: position.id, languageId: 'pl', name },
      ]);
      return position.id;
    },
    async newInvitation() {
      const [invited] = await testApp.database.db
        .insert(atsUsers)
        .values({
          email: `invited.${randomUUID()}@example.com`,
          firstName: '',
          lastName: '',
          role: 'Interviewer',
          status: 'Invited',
        })
        .returning({ id: atsUsers.id });
      if (!invited) throw new Error('invitation not inserted');
      return invited.id;
    },
    async newDraftQuestionnaire() {
      const response = await send('POST', '/api/Questionnaires/add', draftQuestionnaireBody());
      return expectOk(response).json().id as string;
    },
    draftQuestionnaireBody,
    async stagesForEdit() {
      const response = expectOk(await send('GET', '/api/RecruitmentRecruiteeStages/edit'));
      return response.json().recruitmentRecruiteeStageEditViewDtos as unknown[];
    },
    newSession: (caller) => signIn(testApp.app, callerAccounts[caller].email),
    async newEmailTemplate() {
      const response = await send('POST', '/api/Settings/EmailTemplates', emailTemplateBody());
      return expectOk(response).json().id as string;
    },
    newApiToken,
    newWebhookEndpoint,
    importSettings,
    async newImport(status) {
      const body = await importUpload();
      const uploaded = await testApp.app.inject({
        method: 'POST',
        url: '/api/Imports',
        headers: {
          cookie: cookies.administrator,
          origin: testApp.app.config.publicOrigin,
          'content-type': body.contentType,
        },
        payload: body.payload,
      });
      const id = expectOk(uploaded, 201).json().id as string;
      if (status === 'Uploaded') return id;
      expectOk(await sendPut(`/api/Imports/${id}`, importSettings()));
      await runImportsUntilIdle({
        db: testApp.database.db,
        storage: testApp.app.files,
        pdfWorkers: testApp.app.pdfWorkers,
      });
      if (status === 'Running') expectOk(await send('POST', `/api/Imports/${id}/start`));
      return id;
    },
    async newWebhookDelivery() {
      const endpointId = await newWebhookEndpoint();
      const response = await send('POST', `/api/Settings/Webhooks/${endpointId}/test`);
      return { endpointId, deliveryId: expectOk(response, 202).json().deliveryId as string };
    },
  };
}

/** The multipart body of an import's upload: a CSV of two people. */
export async function importUpload(): Promise<{ payload: Buffer; contentType: string }> {
  const data = new FormData();
  const csv = `Name,Email\nAnna Import,anna.${randomUUID()}@example.com\nJan Import,jan.${randomUUID()}@example.com\n`;
  data.append('file', new Blob([csv]), 'people.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** An endpoint's body (addWebhookEndpoint, editWebhookEndpoint): loopback, allowed in tests. */
export function webhookEndpointBody() {
  return {
    url: 'http://127.0.0.1:9/hook',
    description: 'Access matrix',
    events: ['candidate.stage_changed'],
    enabled: true,
    includePersonalData: false,
  };
}

/** An open recruitment with the given staff and one candidate, made through the owner's `send`. */
async function createPlace(
  testApp: TestApp,
  send: Send,
  questionnaireId: string,
  staff: { ownerId: string; hiringManagerId: string | null; teamIds: string[] },
): Promise<Place> {
  const team = {
    recruitmentOwnerId: staff.ownerId,
    recruiterIds: staff.teamIds,
    hiringManagerId: staff.hiringManagerId,
  };
  const newRecruitment = async (status: 'draft' | 'pending') => {
    const body =
      status === 'draft'
        ? draftBody(staff.ownerId, team)
        : fullBody({ questionnaireId, ownerId: staff.ownerId }, team);
    return expectOk(await send('POST', '/api/Recruitments/add', body)).json().id as string;
  };

  const recruitmentId = await newRecruitment('pending');
  expectOk(
    await send('POST', '/api/Recruitments/setstatus', {
      recruitmentId,
      newStatus: RecruitmentStatus.Open,
    }),
    204,
  );

  const newCandidate = async (): Promise<Candidate> => {
    const { payload, contentType } = await multipartBody(applicationForm());
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/JobOffers/${recruitmentId}/apply`,
      headers: {
        'content-type': contentType,
        origin: testApp.app.config.publicOrigin,
        'idempotency-key': randomUUID(),
      },
      payload,
    });
    const jobApplicationId = expectOk(response).json().id as string;
    const [row] = await testApp.database.db
      .select({
        recruiteeId: jobApplications.recruiteeId,
        resumeFileId: jobApplications.resumeFileId,
      })
      .from(jobApplications)
      .where(eq(jobApplications.id, jobApplicationId));
    const [recruitee] = row
      ? await testApp.database.db
          .select({ photoFileId: recruitees.photoFileId })
          .from(recruitees)
          .where(eq(recruitees.id, row.recruiteeId))
      : [];
    if (!row?.resumeFileId || !recruitee?.photoFileId) {
      throw new Error('the application has no resume or photo');
    }
    return {
      recruiteeId: row.recruiteeId,
      recruitmentId,
      jobApplicationId,
      resumeFileId: row.resumeFileId,
      photoFileId: recruitee.photoFileId,
    };
  };

  const candidate = await newCandidate();
  return {
    recruitmentId,
    ...staff,
    candidate,
    newRecruitment,
    newCandidate,
    async newMeeting() {
      const response = await send('POST', '/api/Activities/meeting', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId: candidate.recruitmentId,
        ...meetingFields(),
      });
      return expectOk(response).json().id as string;
    },
  };
}

/** A meeting's fields (scheduleMeeting without the candidate, rescheduleMeeting). */
export function meetingFields() {
  return {
    meetingName: 'Interview',
    invitedPeople: ['ada@example.com'],
    durationInMinutes: 60,
    timeZoneId: 'Europe/Warsaw',
    messageContent: null,
    meetingDateTime: new Date(Date.now() + 86_400_000).toISOString(),
  };
}

function draftQuestionnaireBody() {
  return {
    questionnaireName: 'Draft form',
    isDraft: true as const,
    questionnaireStructure: {
      elements: numbered([
        { $type: 'Resume', pageNumber: 1, sectionNumber: 1, question: 'CV', isRequired: true },
      ]),
    },
  };
}

let applicantNumber = 0;

/** An application to the world's questionnaire by a new person, with a resume and a photo. */
export function applicationForm(): ApplicationForm {
  applicantNumber += 1;
  return {
    application: applicationData([], {
      personalData: {
        firstName: 'Ada',
        lastName: `Applicant ${applicantNumber}`,
        email: `applicant-${applicantNumber}-${randomUUID().slice(0, 8)}@example.com`,
        phoneNumber: '+48 600 100 200',
        prefix: null,
      },
      referer: null,
      answers: [],
    }),
    resume: { bytes: pdfBytes, name: 'cv.pdf', type: 'application/pdf' },
    photo: { bytes: pngBytes, name: 'me.png', type: 'image/png' },
  };
}
