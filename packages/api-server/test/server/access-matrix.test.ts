import { randomUUID } from 'node:crypto';
import { RecruitmentStatus } from '@ats/api-sdk';
import { type ApiTokenScope, apiTokenScopes, roleHasPermission } from '@ats/domain';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ContractOperation,
  listOperations,
  loadContract,
} from '../../src/contract/document.ts';
import { errorCatalogue } from '../../src/errors.ts';
import { emailTemplateBody, richText } from '../features/email-templates/fixtures.ts';
import { multipartBody } from '../features/offers/fixtures.ts';
import { fullBody } from '../features/recruitments/fixtures.ts';
import { useTestApp } from '../support/app.ts';
import { fingerprint } from '../support/fingerprint.ts';
import {
  applicationForm,
  type Caller,
  callerAccounts,
  callers,
  createWorld,
  importUpload,
  meetingFields,
  type Place,
  type RequestParts,
  type StaffCaller,
  type World,
  webhookEndpointBody,
} from './access-world.ts';

/**
 * Who may call what: every operation of the contract, by caller and context, with the
 * status it answers (issue 27: role x operation x own recruitment / other recruitment / none).
 *
 * Callers (columns, in this order):
 *
 *   signedOut      no session
 *   administrator  recruiter@example.com, role Administrator (every permission)
 *   recruiter      owner@example.com, role Recruiter (all but manageSettings, manageUsers)
 *   hiringManager  manager@example.com, role HiringManager (manageCandidates,
 *                  contactCandidates, reviewCandidates, exportPersonalData)
 *   interviewer    interviewer@example.com, role Interviewer (reviewCandidates)
 *
 * Contexts (access-world.ts):
 *
 *   own    the recruitment "ours", where every caller is staff: owned by the recruiter, with
 *          the hiring manager, and the interviewer and the administrator on its team
 *   other  the recruitment "other", where no caller is staff (owned by team@example.com)
 *   none   operations that name no recruitment (settings, lists, users, the session)
 *
 * A row gives `own` and `other` when its request names a recruitment or what belongs to one
 * (a candidate, an application, a file, a meeting); the same request is then sent on each
 * recruitment. Otherwise it gives `none`, sent once.
 *
 * The rules (src/contract/registrar.ts, src/access/), checked against every row below:
 *
 * 1. An operation's `x-permission` (the contract): a role without it gets 403 whatever the
 *    context, before the handler runs.
 * 2. On `own` every caller whose role allows the operation acts as the recruitment's staff
 *    (writes it, sees its candidates' details). On `other` the administrator and the
 *    recruiter are staff outside it: they read the recruitment and candidates' basics (some
 *    reads answer 200 with an empty list or null details), writes and details are 403.
 * 3. The hiring manager and the interviewer get 403 for everything of a recruitment they are
 *    not on, reads included.
 * 4. Lists that name no recruitment (recruitments, candidates, dashboard, stages...) answer
 *    every signed-in role; their content is scoped to what the caller may see.
 * Public operations (health, sign-in, sign-out, the job offer and applying) answer everyone
 * alike; the others answer 401 signed out. Administration of users, sign-in domains and the
 * audit log is the administrator's alone.
 *
 * API tokens (issue 28): every row is sent again with a token of the same person that has
 * every scope, without cookie or Origin: it gets the cookie's answer, except on operations that
 * take the cookie only (no `apiToken` in their `security`: the token operations) and on the
 * browser's sign-in (`x-refuses-api-token`), which answer 403. A token missing any one scope
 * an operation lists gets 403 ("a token missing a scope"). Variants (below the table) are
 * requests that a permission unlocks within an operation open to all.
 *
 * Each refusal is the catalogue's body, and a refused write changes nothing (fingerprint.ts).
 * Every write sent cross-site is refused too, whoever sends it ("cross-site writes" below).
 * A new operation in the contract fails this test until its row is written here.
 */

/** Expected statuses in the callers' order: signedOut, administrator, recruiter, hiringManager, interviewer. */
type Statuses = readonly [number, number, number, number, number];
type Context = 'own' | 'other' | 'none';

type Row = ({ none: Statuses } | { own: Statuses; other: Statuses }) & {
  /**
   * The request on `place` (the context's recruitment; `ours` for `none`) by `caller`. Writes
   * take fresh resources, so every caller, context and row starts alike.
   */
  request(world: World, place: Place, caller: Caller): RequestParts | Promise<RequestParts>;
  /** Sent with a new session of the caller (the request ends the session). */
  endsSession?: true;
};

const today = () => new Date().toISOString().slice(0, 10);

const candidateKey = ({ candidate }: Place) => ({
  recruiteeId: candidate.recruiteeId,
  recruitmentId: candidate.recruitmentId,
});

// biome-ignore format: one row per operation reads as a table
const matrix: Record<string, Row> = {
  //                                signedOut admin recruiter manager interviewer
  // ---- public: the same for everyone ----
  getHealth:                 { none:  [200, 200, 200, 200, 200],
    request: () => ({}) },
  login:                     { none:  [302, 302, 302, 302, 302],
    request: () => ({ query: { redirectUrl: '/recruitments' } }) },
  // Without the login state cookie that Login sets, the callback is refused.
  loginCallback:             { none:  [400, 400, 400, 400, 400],
    request: () => ({ query: { code: 'a-code', state: 'a-state' } }) },
  logout:                    { none:  [200, 200, 200, 200, 200], endsSession: true,
    request: () => ({}) },
  getJobOffer:               { own:   [200, 200, 200, 200, 200],
                               other: [200, 200, 200, 200, 200],
    request: (_w, p) => ({ params: { recruitmentId: p.recruitmentId } }) },
  applyForJobOffer:          { own:   [200, 200, 200, 200, 200],
                               other: [200, 200, 200, 200, 200],
    request: (_w, p) => ({
      params: { recruitmentId: p.recruitmentId },
      headers: { 'idempotency-key': randomUUID() },
      form: applicationForm(),
    }) },

  //                                signedOut admin recruiter manager interviewer
  // ---- the signed-in user ----
  getCurrentUser:            { none:  [401, 200, 200, 200, 200],
    request: () => ({}) },
  getCurrentUserAvatar:      { none:  [401, 200, 200, 200, 200],
    request: () => ({}) },
  getUserAvatar:             { none:  [401, 200, 200, 200, 200],
    request: (w) => ({ params: { userId: w.userIds.recruiter } }) },
  listRecruiters:            { none:  [401, 200, 200, 200, 200],
    request: () => ({ query: { SearchQuery: 'example' } }) },
  getDashboard:              { none:  [401, 200, 200, 200, 200],
    request: () => ({ query: { timeZone: 'Europe/Warsaw' } }) },

  //                                signedOut admin recruiter manager interviewer
  // ---- administration (manageUsers): the administrator's alone; users are fresh invitations ----
  listUsers:                 { none:  [401, 200, 403, 403, 403],
    request: () => ({ query: { SearchQuery: 'example', role: 'Recruiter', status: 'Active' } }) },
  inviteUser:                { none:  [401, 200, 403, 403, 403],
    request: () => ({ body: { email: `invited.${randomUUID()}@example.com`, role: 'Interviewer' } }) },
  changeUserRole:            { none:  [401, 200, 403, 403, 403],
    request: async (w) => ({ params: { userId: await w.newInvitation() }, body: { role: 'Recruiter' } }) },
  deactivateUser:            { none:  [401, 200, 403, 403, 403],
    request: async (w) => ({ params: { userId: await w.newInvitation() }, body: {} }) },
  reactivateUser:            { none:  [401, 200, 403, 403, 403],
    request: async (w) => ({ params: { userId: await w.newInvitation() } }) },
  getSignInDomains:          { none:  [401, 200, 403, 403, 403],
    request: () => ({}) },
  editSignInDomains:         { none:  [401, 200, 403, 403, 403],
    request: () => ({ body: { domains: [] } }) },
  listAuditEvents:           { none:  [401, 200, 403, 403, 403],
    request: () => ({ query: { page: '1', pageSize: '20' } }) },

  //                                signedOut admin recruiter manager interviewer
  // ---- webhooks (manageIntegrations: the administrator's alone) ----
  listWebhookEndpoints:      { none:  [401, 200, 403, 403, 403],
    request: () => ({ query: { page: '1', pageSize: '20' } }) },
  addWebhookEndpoint:        { none:  [401, 201, 403, 403, 403],
    request: () => ({ body: webhookEndpointBody() }) },
  getWebhookEndpoint:        { none:  [401, 200, 403, 403, 403],
    request: async (w) => ({ params: { id: await w.newWebhookEndpoint() } }) },
  editWebhookEndpoint:       { none:  [401, 200, 403, 403, 403],
    request: async (w) => ({ params: { id: await w.newWebhookEndpoint() }, body: webhookEndpointBody() }) },
  deleteWebhookEndpoint:     { none:  [401, 204, 403, 403, 403],
    request: async (w) => ({ params: { id: await w.newWebhookEndpoint() } }) },
  rotateWebhookSecret:       { none:  [401, 200, 403, 403, 403],
    request: async (w) => ({ params: { id: await w.newWebhookEndpoint() } }) },
  sendWebhookTestEvent:      { none:  [401, 202, 403, 403, 403],
    request: async (w) => ({ params: { id: await w.newWebhookEndpoint() } }) },
  listWebhookDeliveries:     { none:  [401, 200, 403, 403, 403],
    request: async (w) => ({ params: { id: await w.newWebhookEndpoint() }, query: { page: '1' } }) },
  redeliverWebhookDelivery:  { none:  [401, 202, 403, 403, 403],
    request: async (w) => {
      const { endpointId, deliveryId } = await w.newWebhookDelivery();
      return { params: { id: endpointId, deliveryId } };
    } },

  //                                signedOut admin recruiter manager interviewer
  // ---- imports (importCandidates: Administrator, Recruiter; the recruitment is "ours") ----
  listCandidateImports:      { none:  [401, 200, 200, 403, 403],
    request: () => ({ query: { page: '1', pageSize: '20' } }) },
  uploadCandidateImport:     { none:  [401, 201, 201, 403, 403],
    request: async () => ({ multipart: await importUpload() }) },
  getCandidateImport:        { none:  [401, 200, 200, 403, 403],
    request: async (w) => ({ params: { id: await w.newImport('Uploaded') } }) },
  setCandidateImportSettings: { none: [401, 200, 200, 403, 403],
    request: async (w) => ({ params: { id: await w.newImport('Uploaded') }, body: w.importSettings() }) },
  discardCandidateImport:    { none:  [401, 204, 204, 403, 403],
    request: async (w) => ({ params: { id: await w.newImport('Uploaded') } }) },
  listCandidateImportRows:   { none:  [401, 200, 200, 403, 403],
    request: async (w) => ({ params: { id: await w.newImport('Checked') }, query: { withProblems: 'true' } }) },
  startCandidateImport:      { none:  [401, 200, 200, 403, 403],
    request: async (w) => ({ params: { id: await w.newImport('Checked') } }) },
  cancelCandidateImport:     { none:  [401, 200, 200, 403, 403],
    request: async (w) => ({ params: { id: await w.newImport('Running') } }) },
  getCandidateImportReport:  { none:  [401, 200, 200, 403, 403],
    request: async (w) => ({ params: { id: await w.newImport('Checked') } }) },

  //                                signedOut admin recruiter manager interviewer
  // ---- company-wide settings: reference lists for all; stages, positions, retention (manageSettings) ----
  listCurrencies:            { none:  [401, 200, 200, 200, 200],
    request: () => ({}) },
  listStageTypes:            { none:  [401, 200, 200, 200, 200],
    request: () => ({}) },
  listLanguages:             { none:  [401, 200, 200, 200, 200],
    request: () => ({}) },
  listTimeZones:             { none:  [401, 200, 200, 200, 200],
    request: () => ({}) },
  listStages:                { none:  [401, 200, 200, 200, 200],
    request: () => ({}) },
  getStagesForEdit:          { none:  [401, 200, 403, 403, 403],
    request: () => ({}) },
  // The stage list saved as it is.
  editStages:                { none:  [401, 200, 403, 403, 403],
    request: async (w) => ({ body: { recruitmentRecruiteeStages: await w.stagesForEdit() } }) },
  // The retention rule stays off here (no run anonymises anyone).
  getRetentionSettings:      { none:  [401, 200, 403, 403, 403],
    request: () => ({}) },
  editRetentionSettings:     { none:  [401, 200, 403, 403, 403],
    request: () => ({ body: { isEnabled: false, monthsWithoutApplication: 24 } }) },
  getRetentionDryRun:        { none:  [401, 200, 403, 403, 403],
    request: () => ({ query: { monthsWithoutApplication: '24' } }) },
  listPositions:             { none:  [401, 200, 200, 200, 200],
    request: () => ({ query: { startingWith: 'back' } }) },
  listPositionsForEdit:      { none:  [401, 200, 403, 403, 403],
    request: () => ({}) },
  editPosition:              { none:  [401, 200, 403, 403, 403],
    request: async (w) => ({ body: {
      positionId: await w.newPosition(),
      localizations: [
        { languageId: 'en', positionName: 'Renamed position' },
        { languageId: 'pl', positionName: 'Nowa nazwa' },
      ],
    } }) },
  deletePosition:            { none:  [401, 200, 403, 403, 403],
    request: async (w) => ({ query: { PositionId: await w.newPosition() } }) },

  //                                signedOut admin recruiter manager interviewer
  // ---- e-mail templates: used to contact candidates (contactCandidates), edited by manageEmailTemplates ----
  listEmailTemplates:        { none:  [401, 200, 200, 200, 403],
    request: () => ({ query: { SearchQuery: 'template' } }) },
  getEmailTemplate:          { none:  [401, 200, 200, 200, 403],
    request: async (w) => ({ params: { id: await w.newEmailTemplate() } }) },
  addEmailTemplate:          { none:  [401, 200, 200, 403, 403],
    request: () => ({ body: emailTemplateBody() }) },
  editEmailTemplate:         { none:  [401, 200, 200, 403, 403],
    request: async (w) => ({ params: { id: await w.newEmailTemplate() }, body: emailTemplateBody() }) },
  deleteEmailTemplate:       { none:  [401, 204, 204, 403, 403],
    request: async (w) => ({ params: { id: await w.newEmailTemplate() } }) },
  listEmailTemplatePlaceholders: { none: [401, 200, 200, 200, 200],
    request: () => ({}) },
  // Filled with the candidate's own values: the candidate's recruitment's staff only.
  previewEmailTemplate:      { own:   [401, 200, 200, 200, 403],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ body: {
      ...candidateKey(p),
      language: 'en',
      subject: 'Hello {candidateFirstName}',
      body: richText('Dear {candidateFirstName} {candidateLastName},'),
    } }) },

  //                                signedOut admin recruiter manager interviewer
  // ---- questionnaires (manageQuestionnaires; the recruitment form's list: manageRecruitments) ----
  listQuestionnaires:        { none:  [401, 200, 200, 403, 403],
    request: () => ({}) },
  listQuestionnairesForRecruitment: { none: [401, 200, 200, 403, 403],
    request: () => ({}) },
  // An application's form is read with the application: every role.
  getQuestionnaire:          { none:  [401, 200, 200, 200, 200],
    request: (w) => ({ params: { id: w.questionnaireId } }) },
  addQuestionnaire:          { none:  [401, 200, 200, 403, 403],
    request: (w) => ({ body: w.draftQuestionnaireBody() }) },
  editQuestionnaire:         { none:  [401, 204, 204, 403, 403],
    request: async (w) => ({
      body: { id: await w.newDraftQuestionnaire(), ...w.draftQuestionnaireBody() },
    }) },
  deleteQuestionnaire:       { none:  [401, 204, 204, 403, 403],
    request: async (w) => ({ query: { QuestionnaireId: await w.newDraftQuestionnaire() } }) },

  //                                signedOut admin recruiter manager interviewer
  // ---- recruitments: staff outside read them (admin, recruiter); staff write with manageRecruitments ----
  listRecruitments:          { none:  [401, 200, 200, 200, 200],
    request: () => ({}) },
  listKeywords:              { none:  [401, 200, 200, 403, 403],
    request: () => ({ query: { startingWith: 'type' } }) },
  // Anyone with manageRecruitments may add one; its owner is whoever the form names.
  addRecruitment:            { none:  [401, 200, 200, 403, 403],
    request: (w) => ({ body: fullBody(
      { questionnaireId: w.questionnaireId, ownerId: w.userIds.recruiter },
      { recruiterIds: [w.userIds.administrator] },
    ) }) },
  getRecruitment:            { own:   [401, 200, 200, 200, 200],
                               other: [401, 200, 200, 403, 403],
    request: (_w, p) => ({ params: { id: p.recruitmentId } }) },
  // Staff outside get no moves (an empty list), not a refusal.
  listNextAvailableStatuses: { own:   [401, 200, 200, 200, 200],
                               other: [401, 200, 200, 403, 403],
    request: (_w, p) => ({ params: { id: p.recruitmentId } }) },
  getRecruitmentForEdit:     { own:   [401, 200, 200, 403, 403],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ params: { id: p.recruitmentId } }) },
  editRecruitment:           { own:   [401, 204, 204, 403, 403],
                               other: [401, 403, 403, 403, 403],
    request: async (w, p) => ({ body: {
      id: await p.newRecruitment('pending'),
      ...fullBody(
        { questionnaireId: w.questionnaireId, ownerId: p.ownerId },
        { recruiterIds: p.teamIds, hiringManagerId: p.hiringManagerId, title: 'Renamed recruitment' },
      ),
    } }) },
  setRecruitmentStatus:      { own:   [401, 204, 204, 403, 403],
                               other: [401, 403, 403, 403, 403],
    request: async (_w, p) => ({ body: {
      recruitmentId: await p.newRecruitment('pending'),
      newStatus: RecruitmentStatus.Open,
    } }) },
  updateRecruitmentTeam:     { own:   [401, 200, 200, 403, 403],
                               other: [401, 403, 403, 403, 403],
    request: async (_w, p) => ({ body: {
      recruitmentId: await p.newRecruitment('pending'),
      // The owner is on every team (the app lists them); "other" has nobody else.
      editedRecruitmentRecruiterIds: [p.ownerId, ...p.teamIds],
    } }) },
  deleteRecruitment:         { own:   [401, 204, 204, 403, 403],
                               other: [401, 403, 403, 403, 403],
    request: async (_w, p) => ({ params: { id: await p.newRecruitment('draft') } }) },

  //                                signedOut admin recruiter manager interviewer
  // ---- candidates: basics for staff outside (admin, recruiter), details for the recruitment's staff ----
  listRecruitees:            { none:  [401, 200, 200, 200, 200],
    request: () => ({}) },
  // Adding by hand (manageCandidates): the recruitment's staff, as stage moves; a fresh e-mail each time.
  addRecruitee:              { own:   [401, 200, 200, 200, 403],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ form: {
      application: undefined,
      extra: [['candidate', JSON.stringify({
        firstName: 'Added', lastName: 'By Hand', email: `added.${randomUUID()}@example.com`,
        phoneNumber: null, source: 'sourced', sourceDetail: null,
        recruitmentId: p.recruitmentId, stageId: null,
      })]],
    } }) },
  getRecruiteeByEmail:       { none:  [401, 200, 200, 200, 403],
    request: () => ({ query: { email: 'someone@example.com' } }) },
  // Staff outside get the basics; the details (authorizedData) are null for them.
  getRecruiteeByJobApplication: { own: [401, 200, 200, 200, 200],
                               other: [401, 200, 200, 403, 403],
    request: (_w, p) => ({ query: { jobApplicationId: p.candidate.jobApplicationId } }) },
  // Staff outside get an empty page: the applications they may see in full.
  listJobApplications:       { own:   [401, 200, 200, 200, 200],
                               other: [401, 200, 200, 403, 403],
    request: (_w, p) => ({ query: { recruiteeId: p.candidate.recruiteeId } }) },
  listRecruitmentRecruitees: { own:   [401, 200, 200, 200, 200],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ query: { recruitmentId: p.recruitmentId } }) },
  // The lists as CSV: exportPersonalData, and the list's own scope (a recruitment's staff).
  exportRecruitees:          { none:  [401, 200, 200, 200, 403],
    request: () => ({ query: { columns: ['firstName', 'stage'] } }) },
  exportRecruitmentRecruitees: { own: [401, 200, 200, 200, 403],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ query: { recruitmentId: p.recruitmentId } }) },
  acceptSubmittedDetails:    { own:   [401, 204, 204, 204, 403],
                               other: [401, 403, 403, 403, 403],
    request: async (_w, p) => ({ params: { jobApplicationId: (await p.newCandidate()).jobApplicationId } }) },
  dismissSubmittedDetails:   { own:   [401, 204, 204, 204, 403],
                               other: [401, 403, 403, 403, 403],
    request: async (_w, p) => ({ params: { jobApplicationId: (await p.newCandidate()).jobApplicationId } }) },
  getRecruiteePhoto:         { own:   [401, 200, 200, 200, 200],
                               other: [401, 200, 200, 403, 403],
    request: (_w, p) => ({ params: { recruiteeId: p.candidate.recruiteeId } }) },
  // The candidate's photo by its file.
  getAvatarByFileIdentifier: { own:   [401, 200, 200, 200, 200],
                               other: [401, 200, 200, 403, 403],
    request: (_w, p) => ({ params: { fileIdentifier: p.candidate.photoFileId } }) },
  getJobApplicationFile:     { own:   [401, 200, 200, 200, 200],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ params: {
      jobApplicationId: p.candidate.jobApplicationId,
      fileIdentifier: p.candidate.resumeFileId,
    } }) },
  getFilledQuestionnairePdf: { own:   [401, 200, 200, 200, 200],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ params: { jobApplicationId: p.candidate.jobApplicationId } }) },
  getMergedApplicationPdf:   { own:   [401, 200, 200, 200, 200],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ params: { jobApplicationId: p.candidate.jobApplicationId } }) },
  listStagesAvailableForSetStage: { own: [401, 200, 200, 200, 403],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ query: {
      RecruiteeId: p.candidate.recruiteeId,
      RecruitmentId: p.candidate.recruitmentId,
    } }) },
  setStage:                  { own:   [401, 204, 204, 204, 403],
                               other: [401, 403, 403, 403, 403],
    request: async (w, p) => {
      const candidate = await p.newCandidate();
      return { body: {
        recruiteeId: candidate.recruiteeId,
        recruitmentId: candidate.recruitmentId,
        recruitmentRecruiteeStageId: w.customStageId,
      } };
    } },
  getScore:                  { own:   [401, 200, 200, 200, 200],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ query: candidateKey(p) }) },
  listScores:                { own:   [401, 200, 200, 200, 200],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ query: candidateKey(p) }) },
  setScore:                  { own:   [401, 200, 200, 200, 200],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ body: { ...candidateKey(p), score: 4, comment: 'Strong.' } }) },

  //                                signedOut admin recruiter manager interviewer
  // ---- activities: notes (reviewCandidates); calls, meetings, messages (contactCandidates) ----
  listActivities:            { own:   [401, 200, 200, 200, 200],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ query: candidateKey(p) }) },
  addNote:                   { own:   [401, 200, 200, 200, 200],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ body: { ...candidateKey(p), text: 'Strong candidate.' } }) },
  logPhoneCall:              { own:   [401, 200, 200, 200, 403],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ body: {
      ...candidateKey(p),
      callType: 1,
      callDate: today(),
      callTime: new Date().toISOString(),
      description: 'First call.',
    } }) },
  scheduleMeeting:           { own:   [401, 200, 200, 200, 403],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ body: { ...candidateKey(p), ...meetingFields() } }) },
  rescheduleMeeting:         { own:   [401, 200, 200, 200, 403],
                               other: [401, 403, 403, 403, 403],
    request: async (_w, p) => ({
      params: { id: await p.newMeeting() },
      body: { ...meetingFields(), meetingName: 'Moved interview' },
    }) },
  cancelMeeting:             { own:   [401, 200, 200, 200, 403],
                               other: [401, 403, 403, 403, 403],
    request: async (_w, p) => ({ params: { id: await p.newMeeting() } }) },
  // An e-mail to the candidate (the outbox sends it later).
  sendMessage:               { own:   [401, 200, 200, 200, 403],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ body: {
      ...candidateKey(p),
      language: 'en',
      subject: 'About {recruitmentTitle}',
      body: richText('Hello {candidateFirstName},', 'Best regards, {senderName}'),
    } }) },

  //                                signedOut admin recruiter manager interviewer
  // ---- a candidate's personal data (exportPersonalData; erasure: erasePersonalData) ----
  getPersonalDataSummary:    { own:   [401, 200, 200, 200, 403],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ params: { recruiteeId: p.candidate.recruiteeId } }) },
  exportPersonalData:        { own:   [401, 200, 200, 200, 403],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ params: { recruiteeId: p.candidate.recruiteeId } }) },
  listRecruiteeAccessLog:    { own:   [401, 200, 200, 200, 403],
                               other: [401, 403, 403, 403, 403],
    request: (_w, p) => ({ params: { recruiteeId: p.candidate.recruiteeId } }) },
  erasePersonalData:         { own:   [401, 204, 204, 403, 403],
                               other: [401, 403, 403, 403, 403],
    request: async (_w, p) => ({ params: { recruiteeId: (await p.newCandidate()).recruiteeId } }) },

  //                                signedOut admin recruiter manager interviewer
  // ---- duplicates and the merge (mergeCandidates): staff who see every candidate ----
  listDuplicatePairs:        { none:  [401, 200, 200, 403, 403],
    request: () => ({ query: { pageNumber: '1', pageSize: '5' } }) },
  listRecruiteeDuplicates:   { none:  [401, 200, 200, 403, 403],
    request: (_w, p) => ({ params: { recruiteeId: p.candidate.recruiteeId } }) },
  dismissDuplicatePair:      { none:  [401, 204, 204, 403, 403],
    request: async (_w, p) => ({ body: {
      firstRecruiteeId: (await p.newCandidate()).recruiteeId,
      secondRecruiteeId: (await p.newCandidate()).recruiteeId,
    } }) },
  mergeRecruitees:           { none:  [401, 200, 200, 403, 403],
    request: async (_w, p) => ({ body: {
      keptRecruiteeId: (await p.newCandidate()).recruiteeId,
      mergedRecruiteeId: (await p.newCandidate()).recruiteeId,
    } }) },

  //                                signedOut admin recruiter manager interviewer
  // ---- API tokens (issue 28): everyone lists, makes and revokes their own, with the cookie only ----
  listApiTokens:             { none:  [401, 200, 200, 200, 200],
    request: () => ({ query: { whose: 'mine' } }) },
  createApiToken:            { none:  [401, 201, 201, 201, 201],
    request: () => ({ body: { name: 'Access matrix', lifetimeInDays: 30, scopes: ['recruitments:read'] } }) },
  revokeApiToken:            { none:  [401, 204, 204, 204, 204],
    request: async (w, _p, caller) => ({
      params: { id: (await w.newApiToken(caller === 'signedOut' ? 'administrator' : caller)).id },
    }) },
};

/**
 * Requests of an operation that answer differently from its row: what only a permission
 * unlocks within an operation open to all. Each is checked like a row, cookie and token.
 */
// biome-ignore format: one row per case reads as a table
const variants: Record<string, Row & { operationId: string; needs: 'manageIntegrations'; refusal: 403 | 404 }> = {
  //                                       signedOut admin recruiter manager interviewer
  'listApiTokens whose=everyone':   { none: [401, 200, 403, 403, 403],
    operationId: 'listApiTokens', needs: 'manageIntegrations', refusal: 403,
    request: () => ({ query: { whose: 'everyone' } }) },
  // Someone else's token is one the caller cannot see: 404, as one that does not exist.
  "revokeApiToken someone else's":  { none: [401, 204, 404, 404, 404],
    operationId: 'revokeApiToken', needs: 'manageIntegrations', refusal: 404,
    request: async (w) => ({ params: { id: (await w.newApiToken('otherOwner')).id } }) },
};

const document = loadContract();
const operations = listOperations(document);
const contractIds = operations.map((operation) => operation.operationId);
const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** The contexts a row is sent in, with its statuses. */
function contextsOf(row: Row): [Context, Statuses][] {
  return 'none' in row
    ? [['none', row.none]]
    : [
        ['own', row.own],
        ['other', row.other],
      ];
}

const callerIndex = (caller: Caller) => callers.indexOf(caller);

/**
 * What a token of the caller with every scope gets where the cookie gets `cookieStatus`: the
 * same, but 403 on operations that take the cookie only (no `apiToken` entry) and on the
 * browser's sign-in (`x-refuses-api-token`).
 */
function tokenStatus(operation: ContractOperation, cookieStatus: number): number {
  if (operation.refusesApiToken) return 403;
  if (operation.requiresSession && !operation.tokenScopes) return 403;
  return cookieStatus;
}
const staffCallers = callers.filter((caller): caller is StaffCaller => caller !== 'signedOut');

/** The administrator's status where it acts as staff (own, or none): the CSRF tests' baseline. */
const administratorStatus = (row: Row) => ('none' in row ? row.none : row.own)[1];

describe('the access matrix', () => {
  const testApp = useTestApp({
    signInRateLimit: 10_000,
    applyRateLimit: 10_000,
    apiTokenRateLimit: 1_000_000,
  });
  let world: World;

  beforeAll(async () => {
    world = await createWorld(testApp);
  });

  it('has one row per operation of the contract, and none for an operation it lacks', () => {
    const missing = contractIds.filter((operationId) => !(operationId in matrix));
    const extra = Object.keys(matrix).filter((operationId) => !contractIds.includes(operationId));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  /*
   * The table against the rules of the doc comment, so that a row cannot quietly contradict
   * the contract or the roles: whatever the server answers, the expected statuses must say
   * what the rules say.
   */
  it('agrees with the contract and the rules in every row', () => {
    const contradictions: string[] = [];
    for (const { operationId, permission, requiresSession } of operations) {
      const row = matrix[operationId];
      if (!row) continue;
      for (const [context, statuses] of contextsOf(row)) {
        const say = (caller: Caller, rule: string) =>
          contradictions.push(`${operationId} ${context} ${caller}: ${rule}`);
        if (!requiresSession) {
          if (new Set(statuses).size !== 1) say('signedOut', 'public: the same for everyone');
          continue;
        }
        if (statuses[0] !== 401) say('signedOut', 'not public: 401');
        for (const caller of staffCallers) {
          const status = statuses[callerIndex(caller)];
          const { role } = callerAccounts[caller];
          const allowed = !permission || roleHasPermission(role, permission);
          // Rule 1: no permission, 403 whatever the context.
          if (!allowed && status !== 403) say(caller, `lacks ${permission}: 403`);
          if (!allowed) continue;
          const staffStatus = statuses[callerIndex('administrator')];
          // Rule 2 (own): every role allowed the operation acts as staff, like the administrator.
          if (context === 'own' && status !== staffStatus) say(caller, 'staff: as administrator');
          // Rule 3 (other): the hiring manager and the interviewer are refused.
          if (context === 'other' && (caller === 'hiringManager' || caller === 'interviewer')) {
            if (status !== 403) say(caller, 'not on the recruitment: 403');
          }
          // Rule 2 (other): the administrator and the recruiter are the same staff outside.
          if (context === 'other' && caller === 'recruiter' && status !== staffStatus) {
            say(caller, 'staff outside: as administrator');
          }
        }
      }
    }
    for (const [label, variant] of Object.entries(variants)) {
      for (const [context, statuses] of contextsOf(variant)) {
        for (const caller of staffCallers) {
          const allowed = roleHasPermission(callerAccounts[caller].role, variant.needs);
          const status = statuses[callerIndex(caller)];
          if (!allowed && status !== variant.refusal) {
            contradictions.push(
              `${label} ${context} ${caller}: lacks ${variant.needs}: ${variant.refusal}`,
            );
          }
        }
      }
    }
    expect(contradictions).toEqual([]);
  });

  /*
   * What a token can meet is declared: 401 (a wrong, expired or revoked token), 403 (a
   * missing scope, or an operation that takes the cookie only) and 429 (its rate limit) on
   * every operation that needs a credential; 403 where the sign-in refuses a token.
   */
  it('declares the statuses a token can get in the contract', () => {
    const undeclared: string[] = [];
    for (const operation of operations) {
      const { responses } = (
        document.paths[operation.path] as Record<string, { responses: object }>
      )[operation.method.toLowerCase()] ?? { responses: {} };
      const statuses = operation.requiresSession
        ? ['401', '403', '429']
        : operation.refusesApiToken
          ? ['403']
          : [];
      for (const status of statuses) {
        if (!(status in responses)) undeclared.push(`${operation.operationId} ${status}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  /**
   * The row's request as the caller in the context, from the app's own origin unless
   * `extraHeaders` say otherwise (undefined removes a header). Fresh resources are made here,
   * before the call.
   */
  async function prepare(
    operationId: string,
    caller: Caller,
    context: Context,
    extraHeaders: Record<string, string | undefined> = {},
    options: {
      /** The row to send (a variant); the operation's own by default. */
      row?: Row;
      /** Sent with this API token, without cookie or Origin, in place of the caller's cookie. */
      token?: string;
    } = {},
  ): Promise<InjectOptions> {
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    const row = options.row ?? matrix[operationId];
    if (!operation || !row) throw new Error(`no operation or row ${operationId}`);
    const parts = await row.request(world, context === 'other' ? world.other : world.ours, caller);
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
      caller === 'signedOut' || options.token
        ? undefined
        : row.endsSession
          ? await world.newSession(caller)
          : world.cookies[caller];
    const multipart = parts.form ? await multipartBody(parts.form) : parts.multipart;
    const headers: Record<string, string> = {
      host: new URL(testApp.app.config.publicOrigin).host,
      // A token needs no Origin, writes included: none is sent with it.
      ...(options.token
        ? { authorization: `Bearer ${options.token}` }
        : { origin: testApp.app.config.publicOrigin }),
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

  /** Sends the request, checks its status, the catalogue's body and, when refused, no change. */
  async function check(request: InjectOptions, expected: number, write: boolean) {
    const before = write && expected >= 400 ? await fingerprint(testApp) : null;
    const response = await testApp.app.inject(request);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected in errorCatalogue) {
      expect(response.json()).toEqual({
        status: expected,
        message: errorCatalogue[expected as keyof typeof errorCatalogue],
      });
    }
    if (before) expect(await fingerprint(testApp)).toEqual(before);
  }

  const rows: [label: string, operationId: string, row: Row][] = [
    ...Object.entries(matrix).map(([operationId, row]): [string, string, Row] => [
      operationId,
      operationId,
      row,
    ]),
    ...Object.entries(variants).map(([label, variant]): [string, string, Row] => [
      label,
      variant.operationId,
      variant,
    ]),
  ];

  for (const [label, operationId, row] of rows) {
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    if (!operation) continue; // reported by the coverage test above
    const write = isStateChanging(operation.method);
    for (const [context, statuses] of contextsOf(row)) {
      for (const caller of callers) {
        const expected = statuses[callerIndex(caller)] as number;
        it(`${label} ${context} as ${caller}: ${expected}`, async () => {
          await check(await prepare(operationId, caller, context, {}, { row }), expected, write);
        });
      }
      /*
       * The same with a token of the same person with every scope: the cookie's answer, but
       * 403 where the operation takes the cookie only or is the browser's sign-in.
       */
      for (const caller of staffCallers) {
        const cookieExpected = statuses[callerIndex(caller)] as number;
        const expected = tokenStatus(operation, cookieExpected);
        it(`${label} ${context} as ${caller} with a token: ${expected}`, async () => {
          const request = await prepare(
            operationId,
            caller,
            context,
            {},
            {
              row,
              token: world.tokens[caller],
            },
          );
          await check(request, expected, write);
        });
      }
    }
  }

  /*
   * A token without one of the scopes an operation lists is refused (403) before anything
   * runs, even the administrator's: one token per scope left out, made once.
   */
  describe('a token missing a scope', () => {
    const withoutScope = new Map<ApiTokenScope, string>();
    beforeAll(async () => {
      for (const scope of apiTokenScopes) {
        const scopes = apiTokenScopes.filter((other) => other !== scope);
        withoutScope.set(scope, (await world.newApiToken('administrator', scopes)).secret);
      }
      // An activity on the timeline of a candidate of "ours", whatever rows ran before.
      await world.ours.newMeeting();
    });

    /*
     * Without personalData a token reads counts, stages and scores, never a candidate's name
     * or contact data (issue 28: a reporting tool without personal data). Every operation it
     * may still call that reads is sent on the world's candidates (all named "Ada Applicant
     * <n>", e-mail applicant-<n>-...@example.com) and its answer searched for them.
     */
    const readsWithoutPersonalData = operations.filter(
      ({ operationId, method, tokenScopes }) =>
        tokenScopes !== undefined &&
        !tokenScopes.includes('personalData') &&
        operationId in matrix &&
        (!isStateChanging(method) || operationId === 'previewEmailTemplate'),
    );
    for (const operation of readsWithoutPersonalData) {
      const row = matrix[operation.operationId] as Row;
      const context: Context = 'none' in row ? 'none' : 'own';
      it(`${operation.operationId} without personalData shows no candidate's personal data`, async () => {
        const request = await prepare(
          operation.operationId,
          'administrator',
          context,
          {},
          {
            token: withoutScope.get('personalData'),
          },
        );
        const response = await testApp.app.inject(request);
        expect(response.statusCode, response.body).toBeLessThan(300);
        const text = response.body;
        expect(text).not.toMatch(/Applicant \d|applicant-\d/);
      });
    }

    for (const operation of operations) {
      const row = matrix[operation.operationId];
      if (!row || !operation.tokenScopes) continue;
      const context: Context = 'none' in row ? 'none' : 'own';
      for (const scope of operation.tokenScopes) {
        it(`${operation.operationId} without ${scope}: 403`, async () => {
          const request = await prepare(
            operation.operationId,
            'administrator',
            context,
            {},
            {
              token: withoutScope.get(scope),
            },
          );
          await check(request, 403, isStateChanging(operation.method));
        });
      }
    }
  });

  /*
   * The lists that name no recruitment answer the hiring manager and the interviewer, with
   * what they are on only.
   */
  it.each(['hiringManager', 'interviewer'] as const)(
    'lists to the %s the recruitment it is on, not the other',
    async (caller) => {
      const response = await testApp.app.inject({
        method: 'GET',
        // Every page at once: the rows before this one made many recruitments.
        url: '/api/Recruitments?pageSize=1000',
        headers: { cookie: world.cookies[caller] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const ids = JSON.stringify(response.json());
      expect(ids).toContain(world.ours.recruitmentId);
      expect(ids).not.toContain(world.other.recruitmentId);
    },
  );

  /*
   * Cross-site request forgery: a state-changing request that a browser sent from another
   * site is refused before anything runs, whoever is signed in; the same request from the
   * app's own origin passes (Sec-Fetch-Site: same-origin, no Origin, as a same-origin fetch
   * may send it). Sent as the administrator, on its own recruitment when the row names one.
   */
  describe('cross-site writes', () => {
    const foreignOrigin = 'https://evil.example';
    const writes = operations.filter(
      ({ operationId, method }) => isStateChanging(method) && operationId in matrix,
    );
    const contextOf = (operationId: string): Context =>
      matrix[operationId] && 'none' in matrix[operationId] ? 'none' : 'own';

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
        const request = await prepare(
          operationId,
          'administrator',
          contextOf(operationId),
          headers,
        );
        const before = await fingerprint(testApp);
        const response = await testApp.app.inject(request);
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toEqual({ status: 403, message: errorCatalogue[403] });
        expect(await fingerprint(testApp)).toEqual(before);
      });

      it(`${operationId} from the same origin passes`, async () => {
        const request = await prepare(operationId, 'administrator', contextOf(operationId), {
          origin: undefined,
          'sec-fetch-site': 'same-origin',
        });
        const response = await testApp.app.inject(request);
        const row = matrix[operationId];
        expect(response.statusCode, response.body).toBe(row && administratorStatus(row));
      });
    }

    it('a refused sign-out keeps the session', async () => {
      const logout = operations.find(({ operationId }) => operationId === 'logout');
      if (!logout || !isStateChanging(logout.method)) return; // a GET: nothing to refuse
      const cookie = await world.newSession('administrator');
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
