import { randomUUID } from 'node:crypto';
import { RecruitmentStatus, StageType } from '@ats/api-sdk';
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
import { emailTemplateBody } from '../features/email-templates/fixtures.ts';
import {
  type ApplicationForm,
  applicationData,
  multipartBody,
} from '../features/offers/fixtures.ts';
import { numbered } from '../features/questionnaires/fixtures.ts';
import { draftBody, fullBody } from '../features/recruitments/fixtures.ts';
import { signInRoles } from '../support/accounts.ts';
import type { TestApp } from '../support/app.ts';
import { pdfBytes, pngBytes } from '../support/files.ts';
import { signIn } from '../support/sign-in.ts';

/** Who calls: nobody, or a demo account in one role towards the world's recruitments. */
export type Caller = 'signedOut' | 'otherRecruiter' | 'teamMember' | 'owner';
export const callers: Caller[] = ['signedOut', 'otherRecruiter', 'teamMember', 'owner'];

/** One request of an operation; method and path come from the contract. */
export interface RequestParts {
  /** Values of the path's `{placeholders}`. */
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** A JSON body. */
  body?: unknown;
  /** The multipart body of applyForJobOffer. */
  form?: ApplicationForm;
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
 * What the access matrix calls operations on, built through the API as its users would: an
 * open recruitment owned by `owner` (recruiter@example.com) whose team is `teamMember`
 * (team@example.com; the hiring manager is manager@example.com), and a candidate who
 * applied to it. `otherRecruiter` (owner@example.com) is staff outside that team. Writes
 * ask for fresh resources, so no row changes what a later row sees.
 */
export interface World {
  cookies: Record<Exclude<Caller, 'signedOut'>, string>;
  userIds: Record<Exclude<Caller, 'signedOut'>, string>;
  /** An active questionnaire (Resume and Photo) that the recruitments use. */
  questionnaireId: string;
  openRecruitmentId: string;
  candidate: Candidate;
  /** A live stage of type Custom, where no candidate is yet. */
  customStageId: string;
  /** A new recruitment of the owner, with the team and hiring manager above. */
  newRecruitment(status: 'draft' | 'pending'): Promise<string>;
  /** A new candidate of the open recruitment, in stage New. */
  newCandidate(): Promise<Candidate>;
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
  newSession(caller: Exclude<Caller, 'signedOut'>): Promise<string>;
  /** A new e-mail template with a unique name. */
  newEmailTemplate(): Promise<string>;
  /** A new meeting with the world's candidate (its activity id), scheduled by the owner. */
  newMeeting(): Promise<string>;
}

const callerEmails = {
  owner: 'recruiter@example.com',
  teamMember: 'team@example.com',
  otherRecruiter: 'owner@example.com',
} as const;

export async function createWorld(testApp: TestApp): Promise<World> {
  const { cookies: roleCookies, ids: roleIds } = await signInRoles(testApp);
  const cookies = {
    owner: roleCookies.owner,
    teamMember: roleCookies.teamMember,
    otherRecruiter: roleCookies.otherRecruiter,
  };
  const userIds = {
    owner: roleIds.owner,
    teamMember: roleIds.teamMember,
    otherRecruiter: roleIds.otherRecruiter,
  };
  const ownerHeaders = {
    cookie: cookies.owner,
    origin: testApp.app.config.publicOrigin,
  };
  const send = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    testApp.app.inject({ method, url, headers: ownerHeaders, ...(payload ? { payload } : {}) });
  const expectOk = (response: LightMyRequestResponse, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return response;
  };

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

  const team = {
    recruitmentOwnerId: userIds.owner,
    recruiterIds: [userIds.teamMember],
    hiringManagerId: roleIds.hiringManager,
  };
  const newRecruitment = async (status: 'draft' | 'pending') => {
    const body =
      status === 'draft'
        ? draftBody(userIds.owner, team)
        : fullBody({ questionnaireId, ownerId: userIds.owner }, team);
    return expectOk(await send('POST', '/api/Recruitments/add', body)).json().id as string;
  };

  const openRecruitmentId = await newRecruitment('pending');
  expectOk(
    await send('POST', '/api/Recruitments/setstatus', {
      recruitmentId: openRecruitmentId,
      newStatus: RecruitmentStatus.Open,
    }),
    204,
  );

  const newCandidate = async (): Promise<Candidate> => {
    const { payload, contentType } = await multipartBody(applicationForm());
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/JobOffers/${openRecruitmentId}/apply`,
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
      recruitmentId: openRecruitmentId,
      jobApplicationId,
      resumeFileId: row.resumeFileId,
      photoFileId: recruitee.photoFileId,
    };
  };

  const [customStage] = await testApp.database.db
    .select({ id: recruitmentStages.id })
    .from(recruitmentStages)
    .where(eq(recruitmentStages.stageType, StageType.Custom))
    .limit(1);
  if (!customStage) throw new Error('no stage of type Custom');

  const candidate = await newCandidate();
  return {
    cookies,
    userIds,
    questionnaireId,
    openRecruitmentId,
    candidate,
    customStageId: customStage.id,
    newRecruitment,
    newCandidate,
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
    newSession: (caller) => signIn(testApp.app, callerEmails[caller]),
    async newMeeting() {
      const response = await send('POST', '/api/Activities/meeting', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId: candidate.recruitmentId,
        ...meetingFields(),
      });
      return expectOk(response).json().id as string;
    },
    async newEmailTemplate() {
      const response = await send('POST', '/api/Settings/EmailTemplates', emailTemplateBody());
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
