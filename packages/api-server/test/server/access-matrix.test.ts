import { randomUUID } from 'node:crypto';
import { RecruitmentStatus } from '@ats/api-sdk';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../../src/contract/document.ts';
import { errorCatalogue } from '../../src/errors.ts';
import { emailTemplateBody, richText } from '../features/email-templates/fixtures.ts';
import { multipartBody } from '../features/offers/fixtures.ts';
import { fullBody } from '../features/recruitments/fixtures.ts';
import { useTestApp } from '../support/app.ts';
import { fingerprint } from '../support/fingerprint.ts';
import {
  applicationForm,
  type Caller,
  callers,
  createWorld,
  meetingFields,
  type RequestParts,
  type World,
} from './access-world.ts';

/**
 * Who may call what: every operation of the contract, by caller, with the status it answers.
 *
 *   signedOut       no session
 *   otherRecruiter  staff outside the recruitment's team (owner@example.com)
 *   teamMember      on the recruitment's team (team@example.com)
 *   owner           the recruitment's owner (recruiter@example.com)
 *
 * The rule (src/access/): a recruitment's owner, hiring manager and team members may write
 * it and see its candidates' details (answers, files, scores, stages, activities); other
 * staff read recruitments, candidates' basics and everything company-wide (stages,
 * positions, questionnaires). The owner is an administrator and the others recruiters: the
 * company-wide settings (stages, positions, retention) and users are the owner's alone.
 * Public: health, sign-in, sign-out, the job offer and applying.
 *
 * A new operation in the contract fails this test until its row is written here.
 */
interface Row {
  signedOut: number;
  otherRecruiter: number;
  teamMember: number;
  owner: number;
  /** The request; writes take fresh resources, so every caller and row starts alike. */
  request(world: World): RequestParts | Promise<RequestParts>;
  /** Sent with a new session of the caller (the request ends the session). */
  endsSession?: true;
}

const today = () => new Date().toISOString().slice(0, 10);

const candidateKey = ({ candidate }: World) => ({
  recruiteeId: candidate.recruiteeId,
  recruitmentId: candidate.recruitmentId,
});

// biome-ignore format: one row per operation reads as a table
const matrix: Record<string, Row> = {
  // ---- public: the same for everyone ----
  getHealth: { signedOut: 200, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  login: { signedOut: 302, otherRecruiter: 302, teamMember: 302, owner: 302,
    request: () => ({ query: { redirectUrl: '/recruitments' } }) },
  // Without the login state cookie that Login sets, the callback is refused.
  loginCallback: { signedOut: 400, otherRecruiter: 400, teamMember: 400, owner: 400,
    request: () => ({ query: { code: 'a-code', state: 'a-state' } }) },
  logout: { signedOut: 200, otherRecruiter: 200, teamMember: 200, owner: 200, endsSession: true,
    request: () => ({}) },
  getJobOffer: { signedOut: 200, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: (w) => ({ params: { recruitmentId: w.openRecruitmentId } }) },
  applyForJobOffer: { signedOut: 200, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: (w) => ({
      params: { recruitmentId: w.openRecruitmentId },
      headers: { 'idempotency-key': randomUUID() },
      form: applicationForm(),
    }) },

  // ---- the signed-in user ----
  getCurrentUser: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  getCurrentUserAvatar: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  getUserAvatar: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: (w) => ({ params: { userId: w.userIds.owner } }) },
  listRecruiters: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({ query: { SearchQuery: 'example' } }) },
  // ---- administration (issue 27): the owner here is an administrator, the others recruiters ----
  listUsers: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: () => ({ query: { SearchQuery: 'example', role: 'Recruiter', status: 'Active' } }) },
  inviteUser: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: () => ({ body: { email: `invited.${randomUUID()}@example.com`, role: 'Interviewer' } }) },
  changeUserRole: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: async (w) => ({ params: { userId: await w.newInvitation() }, body: { role: 'Recruiter' } }) },
  deactivateUser: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: async (w) => ({ params: { userId: await w.newInvitation() }, body: {} }) },
  reactivateUser: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: async (w) => ({ params: { userId: await w.newInvitation() } }) },
  getSignInDomains: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: () => ({}) },
  editSignInDomains: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: () => ({ body: { domains: [] } }) },
  listAuditEvents: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: () => ({ query: { page: '1', pageSize: '20' } }) },
  getDashboard: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({ query: { timeZone: 'Europe/Warsaw' } }) },

  // ---- company-wide settings: every signed-in staff member reads and edits ----
  listCurrencies: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  listStageTypes: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  listLanguages: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  listTimeZones: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  listStages: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  getStagesForEdit: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: () => ({}) },
  // The stage list saved as it is.
  editStages: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: async (w) => ({ body: { recruitmentRecruiteeStages: await w.stagesForEdit() } }) },
  // The retention rule is company-wide too; it stays off here (no run anonymises anyone).
  getRetentionSettings: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: () => ({}) },
  editRetentionSettings: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: () => ({ body: { isEnabled: false, monthsWithoutApplication: 24 } }) },
  getRetentionDryRun: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: () => ({ query: { monthsWithoutApplication: '24' } }) },
  // E-mail templates are company-wide settings too.
  listEmailTemplates: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({ query: { SearchQuery: 'template' } }) },
  getEmailTemplate: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: async (w) => ({ params: { id: await w.newEmailTemplate() } }) },
  addEmailTemplate: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({ body: emailTemplateBody() }) },
  editEmailTemplate: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: async (w) => ({ params: { id: await w.newEmailTemplate() }, body: emailTemplateBody() }) },
  deleteEmailTemplate: { signedOut: 401, otherRecruiter: 204, teamMember: 204, owner: 204,
    request: async (w) => ({ params: { id: await w.newEmailTemplate() } }) },
  listEmailTemplatePlaceholders: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  // With sample values anyone may preview; a candidate's own values need access to them.
  previewEmailTemplate: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ body: {
      ...candidateKey(w),
      language: 'en',
      subject: 'Hello {candidateFirstName}',
      body: richText('Dear {candidateFirstName} {candidateLastName},'),
    } }) },
  listPositions: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({ query: { startingWith: 'back' } }) },
  listPositionsForEdit: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: () => ({}) },
  editPosition: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: async (w) => ({ body: {
      positionId: await w.newPosition(),
      localizations: [
        { languageId: 'en', positionName: 'Renamed position' },
        { languageId: 'pl', positionName: 'Nowa nazwa' },
      ],
    } }) },
  deletePosition: { signedOut: 401, otherRecruiter: 403, teamMember: 403, owner: 200,
    request: async (w) => ({ query: { PositionId: await w.newPosition() } }) },
  listQuestionnaires: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  listQuestionnairesForRecruitment: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  getQuestionnaire: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: (w) => ({ params: { id: w.questionnaireId } }) },
  addQuestionnaire: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: (w) => ({ body: w.draftQuestionnaireBody() }) },
  editQuestionnaire: { signedOut: 401, otherRecruiter: 204, teamMember: 204, owner: 204,
    request: async (w) => ({
      body: { id: await w.newDraftQuestionnaire(), ...w.draftQuestionnaireBody() },
    }) },
  deleteQuestionnaire: { signedOut: 401, otherRecruiter: 204, teamMember: 204, owner: 204,
    request: async (w) => ({ query: { QuestionnaireId: await w.newDraftQuestionnaire() } }) },

  // ---- recruitments: everyone reads; the owner, hiring manager and team write ----
  listRecruitments: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  listKeywords: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({ query: { startingWith: 'type' } }) },
  getRecruitment: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: (w) => ({ params: { id: w.openRecruitmentId } }) },
  // Other staff get no moves (an empty list), not a refusal.
  listNextAvailableStatuses: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: (w) => ({ params: { id: w.openRecruitmentId } }) },
  getRecruitmentForEdit: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ params: { id: w.openRecruitmentId } }) },
  // Anyone signed in may add a recruitment; its owner is whoever the form names.
  addRecruitment: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: (w) => ({ body: fullBody(
      { questionnaireId: w.questionnaireId, ownerId: w.userIds.owner },
      { recruiterIds: [w.userIds.teamMember] },
    ) }) },
  editRecruitment: { signedOut: 401, otherRecruiter: 403, teamMember: 204, owner: 204,
    request: async (w) => ({ body: {
      id: await w.newRecruitment('pending'),
      ...fullBody(
        { questionnaireId: w.questionnaireId, ownerId: w.userIds.owner },
        { recruiterIds: [w.userIds.teamMember], title: 'Renamed recruitment' },
      ),
    } }) },
  setRecruitmentStatus: { signedOut: 401, otherRecruiter: 403, teamMember: 204, owner: 204,
    request: async (w) => ({ body: {
      recruitmentId: await w.newRecruitment('pending'),
      newStatus: RecruitmentStatus.Open,
    } }) },
  updateRecruitmentTeam: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: async (w) => ({ body: {
      recruitmentId: await w.newRecruitment('pending'),
      editedRecruitmentRecruiterIds: [w.userIds.teamMember],
    } }) },
  deleteRecruitment: { signedOut: 401, otherRecruiter: 403, teamMember: 204, owner: 204,
    request: async (w) => ({ params: { id: await w.newRecruitment('draft') } }) },

  // ---- candidates: basics for all staff, details for the recruitment's team ----
  listRecruitees: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: () => ({}) },
  // Other staff get the basics; the details (authorizedData) are null for them.
  getRecruiteeByJobApplication: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: (w) => ({ query: { jobApplicationId: w.candidate.jobApplicationId } }) },
  // Other staff get an empty list: the applications they may see in full.
  listJobApplications: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: (w) => ({ query: { recruiteeId: w.candidate.recruiteeId } }) },
  // An application's submitted details, accepted or dismissed: its recruitment's staff only.
  acceptSubmittedDetails: { signedOut: 401, otherRecruiter: 403, teamMember: 204, owner: 204,
    request: async (w) => ({ params: { jobApplicationId: (await w.newCandidate()).jobApplicationId } }) },
  dismissSubmittedDetails: { signedOut: 401, otherRecruiter: 403, teamMember: 204, owner: 204,
    request: async (w) => ({ params: { jobApplicationId: (await w.newCandidate()).jobApplicationId } }) },
  listRecruitmentRecruitees: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ query: { recruitmentId: w.openRecruitmentId } }) },
  getRecruiteePhoto: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: (w) => ({ params: { recruiteeId: w.candidate.recruiteeId } }) },
  getAvatarByFileIdentifier: { signedOut: 401, otherRecruiter: 200, teamMember: 200, owner: 200,
    request: (w) => ({ params: { fileIdentifier: w.candidate.photoFileId } }) },
  getJobApplicationFile: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ params: {
      jobApplicationId: w.candidate.jobApplicationId,
      fileIdentifier: w.candidate.resumeFileId,
    } }) },
  getFilledQuestionnairePdf: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ params: { jobApplicationId: w.candidate.jobApplicationId } }) },
  getMergedApplicationPdf: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ params: { jobApplicationId: w.candidate.jobApplicationId } }) },
  listStagesAvailableForSetStage: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ query: {
      RecruiteeId: w.candidate.recruiteeId,
      RecruitmentId: w.candidate.recruitmentId,
    } }) },
  setStage: { signedOut: 401, otherRecruiter: 403, teamMember: 204, owner: 204,
    request: async (w) => {
      const candidate = await w.newCandidate();
      return { body: {
        recruiteeId: candidate.recruiteeId,
        recruitmentId: candidate.recruitmentId,
        recruitmentRecruiteeStageId: w.customStageId,
      } };
    } },
  getScore: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ query: candidateKey(w) }) },
  listScores: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ query: candidateKey(w) }) },
  setScore: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ body: { ...candidateKey(w), score: 4, comment: 'Strong.' } }) },
  listActivities: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ query: candidateKey(w) }) },
  logPhoneCall: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ body: {
      ...candidateKey(w),
      callType: 1,
      callDate: today(),
      callTime: new Date().toISOString(),
      description: 'First call.',
    } }) },
  addNote: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ body: { ...candidateKey(w), text: 'Strong candidate.' } }) },
  scheduleMeeting: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ body: {
      ...candidateKey(w),
      meetingName: 'Interview',
      invitedPeople: ['ada@example.com'],
      durationInMinutes: 60,
      timeZoneId: 'Europe/Warsaw',
      messageContent: null,
      meetingDateTime: new Date(Date.now() + 86_400_000).toISOString(),
    } }) },

  rescheduleMeeting: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: async (w) => ({
      params: { id: await w.newMeeting() },
      body: { ...meetingFields(), meetingName: 'Moved interview' },
    }) },
  cancelMeeting: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: async (w) => ({ params: { id: await w.newMeeting() } }) },
  // An e-mail to the candidate: like the other activities (the outbox sends it later).
  sendMessage: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ body: {
      ...candidateKey(w),
      language: 'en',
      subject: 'About {recruitmentTitle}',
      body: richText('Hello {candidateFirstName},', 'Best regards, {senderName}'),
    } }) },

  // ---- a candidate's personal data: staff of one of the candidate's recruitments ----
  getPersonalDataSummary: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ params: { recruiteeId: w.candidate.recruiteeId } }) },
  exportPersonalData: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ params: { recruiteeId: w.candidate.recruiteeId } }) },
  listRecruiteeAccessLog: { signedOut: 401, otherRecruiter: 403, teamMember: 200, owner: 200,
    request: (w) => ({ params: { recruiteeId: w.candidate.recruiteeId } }) },
  erasePersonalData: { signedOut: 401, otherRecruiter: 403, teamMember: 204, owner: 204,
    request: async (w) => ({ params: { recruiteeId: (await w.newCandidate()).recruiteeId } }) },
};

const operations = listOperations(loadContract());
const contractIds = operations.map((operation) => operation.operationId);
const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

describe('the access matrix', () => {
  const testApp = useTestApp({ signInRateLimit: 10_000, applyRateLimit: 10_000 });
  let world: World;

  beforeAll(async () => {
    world = await createWorld(testApp);
  });

  it('has one row per operation of the contract, and none for an operation it lacks', () => {
    const missing = contractIds.filter((operationId) => !(operationId in matrix));
    const extra = Object.keys(matrix).filter((operationId) => !contractIds.includes(operationId));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  /**
   * The row's request as the caller, from the app's own origin unless `extraHeaders` say
   * otherwise (undefined removes a header). Fresh resources are made here, before the call.
   */
  async function prepare(
    operationId: string,
    caller: Caller,
    extraHeaders: Record<string, string | undefined> = {},
  ): Promise<InjectOptions> {
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    const row = matrix[operationId];
    if (!operation || !row) throw new Error(`no operation or row ${operationId}`);
    const parts = await row.request(world);
    const url = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = parts.params?.[name];
      if (value === undefined) throw new Error(`${operationId}: no value for {${name}}`);
      return encodeURIComponent(value);
    });
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(parts.query ?? {})) {
      for (const item of [value].flat()) search.append(name, item);
    }
    const cookie =
      caller === 'signedOut'
        ? undefined
        : row.endsSession
          ? await world.newSession(caller)
          : world.cookies[caller];
    const multipart = parts.form ? await multipartBody(parts.form) : undefined;
    const headers: Record<string, string> = {
      host: new URL(testApp.app.config.publicOrigin).host,
      origin: testApp.app.config.publicOrigin,
      ...(cookie ? { cookie } : {}),
      ...(multipart ? { 'content-type': multipart.contentType } : {}),
      ...parts.headers,
    };
    for (const [name, value] of Object.entries(extraHeaders)) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    return {
      method: operation.method as 'GET',
      url: search.size > 0 ? `${url}?${search}` : url,
      headers,
      ...(multipart
        ? { payload: multipart.payload }
        : parts.body !== undefined
          ? { payload: parts.body as object }
          : {}),
    };
  }

  for (const { operationId, method } of operations) {
    const row = matrix[operationId];
    if (!row) continue; // reported by the coverage test above
    for (const caller of callers) {
      const expected = row[caller];
      it(`${operationId} as ${caller}: ${expected}`, async () => {
        const request = await prepare(operationId, caller);
        const before =
          isStateChanging(method) && expected >= 400 ? await fingerprint(testApp) : null;
        const response = await testApp.app.inject(request);
        expect(response.statusCode, response.body).toBe(expected);
        if (expected in errorCatalogue) {
          expect(response.json()).toEqual({
            status: expected,
            message: errorCatalogue[expected as keyof typeof errorCatalogue],
          });
        }
        if (before) expect(await fingerprint(testApp)).toEqual(before);
      });
    }
  }

  /*
   * Cross-site request forgery: a state-changing request that a browser sent from another
   * site is refused before anything runs, whoever is signed in; the same request from the
   * app's own origin passes (Sec-Fetch-Site: same-origin, no Origin, as a same-origin fetch
   * may send it).
   */
  describe('cross-site writes', () => {
    const foreignOrigin = 'https://evil.example';
    const writes = operations.filter(
      ({ operationId, method }) => isStateChanging(method) && operationId in matrix,
    );

    for (const { operationId } of writes) {
      it.each([
        ['a foreign Origin', { origin: foreignOrigin }],
        ['a foreign Origin, cross-site', { origin: foreignOrigin, 'sec-fetch-site': 'cross-site' }],
        [
          'a foreign Referer and no Origin',
          { origin: undefined, referer: `${foreignOrigin}/page` },
        ],
        ['neither Origin nor Referer', { origin: undefined }],
      ])(`${operationId} with %s: 403, nothing changed`, async (_case, headers) => {
        const request = await prepare(operationId, 'owner', headers);
        const before = await fingerprint(testApp);
        const response = await testApp.app.inject(request);
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toEqual({ status: 403, message: errorCatalogue[403] });
        expect(await fingerprint(testApp)).toEqual(before);
      });

      it(`${operationId} from the same origin passes`, async () => {
        const request = await prepare(operationId, 'owner', {
          origin: undefined,
          'sec-fetch-site': 'same-origin',
        });
        const response = await testApp.app.inject(request);
        expect(response.statusCode, response.body).toBe(matrix[operationId]?.owner);
      });
    }

    it('a refused sign-out keeps the session', async () => {
      const logout = operations.find(({ operationId }) => operationId === 'logout');
      if (!logout || !isStateChanging(logout.method)) return; // a GET: nothing to refuse
      const cookie = await world.newSession('owner');
      const refused = await testApp.app.inject({
        method: logout.method as 'POST',
        url: logout.path,
        headers: { cookie, origin: foreignOrigin },
      });
      expect(refused.statusCode).toBe(403);
      const current = await testApp.app.inject({
        method: 'GET',
        url: '/api/ATSUsers/Current',
        headers: { cookie },
      });
      expect(current.statusCode).toBe(200);
    });
  });
});
