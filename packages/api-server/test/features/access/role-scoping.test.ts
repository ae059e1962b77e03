import { randomUUID } from 'node:crypto';
import { RecruitmentStatus, type Schema, StageType } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, recruitmentStages } from '../../../src/db/schema/index.ts';
import { userIdByEmail } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { pdfBytes, pngBytes } from '../../support/files.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import { richText } from '../email-templates/fixtures.ts';
import { applicationData, apply } from '../offers/fixtures.ts';
import { numbered } from '../questionnaires/fixtures.ts';
import { fullBody } from '../recruitments/fixtures.ts';

/**
 * Hiring managers and interviewers (roles without seeAllRecruitments) see only their
 * recruitments (owner, hiring manager or team member) and the candidates who applied to
 * them; administrators and recruiters see everything as before.
 *
 *   theirs        manager@ is its hiring manager, interviewer@ on its team (open)
 *   interviewers  interviewer@ on its team only (pending)
 *   other         neither of them (open)
 *
 * Candidates: `mine` applied to theirs, `foreign` to other, `both` to theirs and to other.
 */

type Headers = { cookie: string; origin: string };
type Method = 'GET' | 'POST' | 'PUT';

interface Applicant {
  recruiteeId: string;
  recruitmentId: string;
  jobApplicationId: string;
  resumeFileId: string;
}

describe('scoping to their recruitments (hiring managers, interviewers)', () => {
  const testApp = useTestApp({ signInRateLimit: 10_000, applyRateLimit: 10_000 });
  let admin: Headers;
  let manager: Headers;
  let interviewer: Headers;
  let theirs: string;
  let interviewers: string;
  let other: string;
  let mine: Applicant;
  let foreign: Applicant;
  let bothInTheirs: Applicant;
  let bothInOther: Applicant;
  let customStageId: string;

  const send = (
    headers: Headers,
    method: Method,
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const get = (headers: Headers, url: string) => send(headers, 'GET', url);
  const ok = <T>(response: LightMyRequestResponse, status = 200): T => {
    expect(response.statusCode, response.body).toBe(status);
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return (isJson ? response.json() : undefined) as T;
  };

  async function applyAs(
    recruitmentId: string,
    lastName: string,
    email = `${lastName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`,
  ): Promise<Applicant> {
    const response = await apply(testApp, recruitmentId, {
      application: applicationData([], {
        personalData: { firstName: 'Ada', lastName, email, phoneNumber: '', prefix: null },
        referer: 'scoping.example',
        answers: [],
      }),
      resume: { bytes: pdfBytes, name: 'cv.pdf', type: 'application/pdf' },
      photo: { bytes: pngBytes, name: 'me.png', type: 'image/png' },
    });
    const jobApplicationId = ok<{ id: string }>(response).id;
    const [row] = await testApp.database.db
      .select({
        recruiteeId: jobApplications.recruiteeId,
        resumeFileId: jobApplications.resumeFileId,
      })
      .from(jobApplications)
      .where(eq(jobApplications.id, jobApplicationId));
    if (!row?.resumeFileId) throw new Error('no application with a resume');
    return {
      recruiteeId: row.recruiteeId,
      recruitmentId,
      jobApplicationId,
      resumeFileId: row.resumeFileId,
    };
  }

  beforeAll(async () => {
    admin = await signedInHeaders(testApp.app, 'recruiter@example.com');
    manager = await signedInHeaders(testApp.app, 'manager@example.com');
    interviewer = await signedInHeaders(testApp.app, 'interviewer@example.com');
    const adminId = await userIdByEmail(testApp, 'recruiter@example.com');
    const managerId = await userIdByEmail(testApp, 'manager@example.com');
    const interviewerId = await userIdByEmail(testApp, 'interviewer@example.com');

    const questionnaireId = ok<{ id: string }>(
      await send(admin, 'POST', '/api/Questionnaires/add', {
        questionnaireName: 'Scoping form',
        isDraft: false,
        questionnaireStructure: {
          elements: numbered([
            { $type: 'Resume', pageNumber: 1, sectionNumber: 1, question: 'CV', isRequired: true },
            {
              $type: 'Photo',
              pageNumber: 1,
              sectionNumber: 1,
              question: 'Photo',
              isRequired: false,
            },
          ]),
        },
      }),
    ).id;
    const add = async (title: string, team: { hiringManagerId: string | null; ids: string[] }) =>
      ok<{ id: string }>(
        await send(
          admin,
          'POST',
          '/api/Recruitments/add',
          fullBody(
            { questionnaireId, ownerId: adminId },
            { title, hiringManagerId: team.hiringManagerId, recruiterIds: team.ids },
          ),
        ),
      ).id;
    const open = async (id: string) =>
      ok(
        await send(admin, 'POST', '/api/Recruitments/setstatus', {
          recruitmentId: id,
          newStatus: RecruitmentStatus.Open,
        }),
        204,
      );
    theirs = await add('Scoped theirs', { hiringManagerId: managerId, ids: [interviewerId] });
    interviewers = await add('Scoped interviewers', {
      hiringManagerId: null,
      ids: [interviewerId],
    });
    other = await add('Scoped other', { hiringManagerId: null, ids: [] });
    await open(theirs);
    await open(other);

    mine = await applyAs(theirs, 'Mine');
    foreign = await applyAs(other, 'Foreign');
    const bothEmail = `both.${randomUUID().slice(0, 8)}@example.com`;
    bothInTheirs = await applyAs(theirs, 'Both', bothEmail);
    bothInOther = await applyAs(other, 'Both', bothEmail);
    expect(bothInOther.recruiteeId).toBe(bothInTheirs.recruiteeId);

    const [stage] = await testApp.database.db
      .select({ id: recruitmentStages.id })
      .from(recruitmentStages)
      .where(eq(recruitmentStages.stageType, StageType.Custom))
      .limit(1);
    if (!stage) throw new Error('no stage of type Custom');
    customStageId = stage.id;
  });

  const idsOf = (page: { result: { id: string }[] }) => page.result.map((row) => row.id).sort();
  type RecruitmentPage = Schema<'RecruitmentListItemPage'>;
  type RecruiteePage = Schema<'RecruiteeListItemPage'>;

  describe('listRecruitments', () => {
    it('gives hiring managers and interviewers their recruitments only, counted alike', async () => {
      const managers = ok<RecruitmentPage>(await get(manager, '/api/Recruitments'));
      expect(idsOf(managers)).toEqual([theirs]);
      expect(managers.totalCount).toBe(1);
      expect(managers.result[0]?.candidatesCount).toBe(2);
      expect(managers.result[0]?.applicantsCount).toBe(2);

      const interviewersPage = ok<RecruitmentPage>(await get(interviewer, '/api/Recruitments'));
      expect(idsOf(interviewersPage)).toEqual([theirs, interviewers].sort());
      expect(interviewersPage.totalCount).toBe(2);
    });

    it('keeps filters, search and paging within them', async () => {
      const open = ok<RecruitmentPage>(
        await get(interviewer, `/api/Recruitments?RecruitmentStatus=${RecruitmentStatus.Open}`),
      );
      expect(idsOf(open)).toEqual([theirs]);
      expect(open.totalCount).toBe(1);
      const searched = ok<RecruitmentPage>(
        await get(manager, '/api/Recruitments?SearchQuery=other'),
      );
      expect(searched).toMatchObject({ result: [], totalCount: 0 });
      const second = ok<RecruitmentPage>(
        await get(interviewer, '/api/Recruitments?pageNumber=2&pageSize=1'),
      );
      expect(second.result).toHaveLength(1);
      expect(second.totalCount).toBe(2);
    });

    it('gives administrators every recruitment, as before', async () => {
      const all = ok<RecruitmentPage>(await get(admin, '/api/Recruitments'));
      expect(idsOf(all)).toEqual([theirs, interviewers, other].sort());
      expect(all.totalCount).toBe(3);
    });
  });

  describe('one recruitment', () => {
    it('answers 403 for a recruitment not theirs and 404 for an unknown one', async () => {
      ok(await get(manager, `/api/Recruitments/${theirs}`));
      expect((await get(manager, `/api/Recruitments/${other}`)).statusCode).toBe(403);
      expect((await get(manager, `/api/Recruitments/${interviewers}`)).statusCode).toBe(403);
      ok(await get(interviewer, `/api/Recruitments/${interviewers}`));
      expect((await get(interviewer, `/api/Recruitments/${other}`)).statusCode).toBe(403);
      expect((await get(manager, `/api/Recruitments/${randomUUID()}`)).statusCode).toBe(404);
      ok(await get(admin, `/api/Recruitments/${other}`));
    });

    it('lists next statuses for theirs only (403 for another)', async () => {
      const url = (id: string) => `/api/Recruitments/${id}/NextAvailableStatuses`;
      ok(await get(manager, url(theirs)));
      expect((await get(manager, url(other))).statusCode).toBe(403);
      expect((await get(interviewer, url(other))).statusCode).toBe(403);
      expect((await get(manager, url(randomUUID()))).statusCode).toBe(404);
      expect(ok(await get(admin, url(other)))).toEqual(expect.any(Array));
    });

    it("lists a recruitment's candidates for theirs only", async () => {
      const url = (id: string) => `/api/RecruitmentRecruitees?recruitmentId=${id}`;
      const page = ok<{ totalCount: number }>(await get(manager, url(theirs)));
      expect(page.totalCount).toBe(2);
      expect((await get(manager, url(other))).statusCode).toBe(403);
      expect((await get(interviewer, url(other))).statusCode).toBe(403);
    });
  });

  describe('listRecruitees', () => {
    it('gives them the candidates of their recruitments only', async () => {
      const page = ok<RecruiteePage>(await get(manager, '/api/Recruitees'));
      expect(idsOf(page)).toEqual([mine.recruiteeId, bothInTheirs.recruiteeId].sort());
      expect(page.totalCount).toBe(2);
      const interviewersPage = ok<RecruiteePage>(await get(interviewer, '/api/Recruitees'));
      expect(interviewersPage.totalCount).toBe(2);
    });

    it('keeps search and paging within them', async () => {
      const found = ok<RecruiteePage>(await get(manager, '/api/Recruitees?SearchQuery=both'));
      expect(idsOf(found)).toEqual([bothInTheirs.recruiteeId]);
      expect(found.totalCount).toBe(1);
      const none = ok<RecruiteePage>(await get(manager, '/api/Recruitees?SearchQuery=foreign'));
      expect(none).toMatchObject({ result: [], totalCount: 0 });
      const second = ok<RecruiteePage>(
        await get(manager, '/api/Recruitees?pageNumber=2&pageSize=1'),
      );
      expect(second.result).toHaveLength(1);
      expect(second.totalCount).toBe(2);
    });

    it('gives administrators every candidate, as before', async () => {
      const page = ok<RecruiteePage>(await get(admin, '/api/Recruitees'));
      expect(page.totalCount).toBe(3);
      const found = ok<RecruiteePage>(await get(admin, '/api/Recruitees?SearchQuery=foreign'));
      expect(idsOf(found)).toEqual([foreign.recruiteeId]);
    });
  });

  describe("a candidate's profile and applications", () => {
    it('answers 403 for an application to another recruitment', async () => {
      const url = (a: Applicant) =>
        `/api/Recruitees/ByJobApplication?jobApplicationId=${a.jobApplicationId}`;
      const profile = ok<{ authorizedData: unknown }>(await get(manager, url(mine)));
      expect(profile.authorizedData).not.toBeNull();
      ok(await get(interviewer, url(bothInTheirs)));
      expect((await get(manager, url(foreign))).statusCode).toBe(403);
      expect((await get(manager, url(bothInOther))).statusCode).toBe(403);
      expect((await get(interviewer, url(foreign))).statusCode).toBe(403);
      expect(
        (await get(manager, `/api/Recruitees/ByJobApplication?jobApplicationId=${randomUUID()}`))
          .statusCode,
      ).toBe(404);
      // An administrator outside a recruitment's staff still gets the basics.
      ok(await get(admin, url(foreign)));
    });

    it("lists a candidate's applications in their recruitments; 403 for a candidate of others", async () => {
      const url = (a: Applicant) => `/api/JobApplications?recruiteeId=${a.recruiteeId}`;
      const both = ok<{ result: { id: string }[]; totalCount: number }>(
        await get(manager, url(bothInTheirs)),
      );
      expect(both.result.map((row) => row.id)).toEqual([bothInTheirs.jobApplicationId]);
      expect(both.totalCount).toBe(1);
      expect((await get(manager, url(foreign))).statusCode).toBe(403);
      expect((await get(interviewer, url(foreign))).statusCode).toBe(403);
      expect(
        (await get(manager, `/api/JobApplications?recruiteeId=${randomUUID()}`)).statusCode,
      ).toBe(404);
    });

    it("serves a candidate's photo to them only for their candidates", async () => {
      const url = (a: Applicant) => `/api/Files/Recruitees/${a.recruiteeId}/Photo`;
      ok(await get(manager, url(bothInTheirs)));
      expect((await get(manager, url(foreign))).statusCode).toBe(403);
      expect((await get(interviewer, url(foreign))).statusCode).toBe(403);
      ok(await get(admin, url(foreign)));
    });

    it("answers the candidate's personal data only for their candidates", async () => {
      for (const path of ['PersonalData', 'PersonalData/Export', 'AccessLog']) {
        const url = (a: Applicant) => `/api/Recruitees/${a.recruiteeId}/${path}`;
        ok(await get(manager, url(mine)));
        ok(await get(manager, url(bothInTheirs)));
        expect((await get(manager, url(foreign))).statusCode, path).toBe(403);
      }
    });
  });

  /** Every operation on one application or candidate, as `caller` would send it. */
  function candidateRequests(a: Applicant): [string, Method, string, object?][] {
    const key = { recruiteeId: a.recruiteeId, recruitmentId: a.recruitmentId };
    const query = `recruiteeId=${a.recruiteeId}&recruitmentId=${a.recruitmentId}`;
    const application = `/api/JobApplications/${a.jobApplicationId}`;
    return [
      ['getFilledQuestionnairePdf', 'GET', `${application}/FilledQuestionnairePdf`],
      [
        'getJobApplicationFile',
        'GET',
        `/api/Files/JobApplications/${a.jobApplicationId}/Files/${a.resumeFileId}`,
      ],
      [
        'getMergedApplicationPdf',
        'GET',
        `/api/Files/JobApplications/${a.jobApplicationId}/MergedPdf`,
      ],
      ['getScore', 'GET', `/api/RecruitmentRecruiteeScores?${query}`],
      ['listScores', 'GET', `/api/RecruitmentRecruiteeScores/Summary?${query}`],
      ['listActivities', 'GET', `/api/Activities?${query}`],
      [
        'setScore',
        'POST',
        '/api/RecruitmentRecruiteeScores/setscore',
        { ...key, score: 4, comment: 'Good.' },
      ],
      ['addNote', 'POST', '/api/Activities/note', { ...key, text: 'A note.' }],
      [
        'listStagesAvailableForSetStage',
        'GET',
        `/api/RecruitmentRecruiteeStages/StagesAvailableForSetStage?RecruiteeId=${a.recruiteeId}&RecruitmentId=${a.recruitmentId}`,
      ],
      ['dismissSubmittedDetails', 'POST', `${application}/SubmittedDetails/dismiss`],
      ['acceptSubmittedDetails', 'POST', `${application}/SubmittedDetails/accept`],
      [
        'setStage',
        'POST',
        '/api/RecruitmentRecruiteeStages/setstage',
        { ...key, recruitmentRecruiteeStageId: customStageId },
      ],
      [
        'logPhoneCall',
        'POST',
        '/api/Activities/phonecall',
        {
          ...key,
          callType: 1,
          callDate: new Date().toISOString().slice(0, 10),
          callTime: new Date().toISOString(),
          description: 'A call.',
        },
      ],
      ['scheduleMeeting', 'POST', '/api/Activities/meeting', { ...key, ...meeting() }],
      [
        'sendMessage',
        'POST',
        '/api/Activities/message',
        { ...key, language: 'en', subject: 'Hello', body: richText('Hello {candidateFirstName},') },
      ],
    ];
  }

  function meeting() {
    return {
      meetingName: 'Interview',
      invitedPeople: ['ada@example.com'],
      durationInMinutes: 60,
      timeZoneId: 'Europe/Warsaw',
      messageContent: null,
      meetingDateTime: new Date(Date.now() + 86_400_000).toISOString(),
    };
  }

  describe("a candidate's details and actions", () => {
    it('answers 403 to a hiring manager for a candidate of another recruitment', async () => {
      for (const [operation, method, url, body] of candidateRequests(bothInOther)) {
        const response = await send(manager, method, url, body);
        expect(response.statusCode, `${operation} ${response.body}`).toBe(403);
      }
    });

    it('lets the hiring manager act on the candidates of their recruitments', async () => {
      for (const [operation, method, url, body] of candidateRequests(bothInTheirs)) {
        const response = await send(manager, method, url, body);
        expect([200, 204], `${operation} ${response.body}`).toContain(response.statusCode);
      }
    });

    it('answers 403 to an interviewer for a candidate of another recruitment', async () => {
      for (const [operation, method, url, body] of candidateRequests(foreign)) {
        const response = await send(interviewer, method, url, body);
        expect(response.statusCode, `${operation} ${response.body}`).toBe(403);
      }
    });

    it('lets the interviewer read and review the candidates of their recruitments', async () => {
      const reviews = new Set([
        'getFilledQuestionnairePdf',
        'getJobApplicationFile',
        'getMergedApplicationPdf',
        'getScore',
        'listScores',
        'listActivities',
        'setScore',
        'addNote',
      ]);
      for (const [operation, method, url, body] of candidateRequests(mine)) {
        if (!reviews.has(operation)) continue;
        const response = await send(interviewer, method, url, body);
        expect([200, 204], `${operation} ${response.body}`).toContain(response.statusCode);
      }
    });

    it("answers 403 for another recruitment's meeting (reschedule, cancel)", async () => {
      const { id } = ok<{ id: string }>(
        await send(admin, 'POST', '/api/Activities/meeting', {
          recruiteeId: foreign.recruiteeId,
          recruitmentId: foreign.recruitmentId,
          ...meeting(),
        }),
      );
      const moved = await send(manager, 'PUT', `/api/Activities/meeting/${id}`, meeting());
      expect(moved.statusCode, moved.body).toBe(403);
      const cancelled = await send(manager, 'POST', `/api/Activities/meeting/${id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(403);
    });
  });

  describe('getDashboard', () => {
    type Dashboard = Schema<'Dashboard'>;
    const dashboard = async (headers: Headers) =>
      ok<Dashboard>(await get(headers, '/api/Dashboard?timeZone=Europe%2FWarsaw'));
    const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

    it("counts only the hiring manager's recruitments", async () => {
      const figures = await dashboard(manager);
      expect(figures.recruitmentAndRecruiteeAggregates).toMatchObject({
        openRecruitmentsCount: 1,
        totalRecruiteesCount: 2,
        hiredCount: 0,
      });
      // The applications and candidates of "theirs": mine and both.
      expect(sum(figures.newJobApplicationsGroupedByDay)).toBe(2);
      expect(figures.jobApplicationsGroupedByReferer).toEqual([
        { source: 'applied', referer: 'scoping.example', count: 2 },
      ]);
      expect(sum(figures.recruitmentRecruiteesGroupedByStage)).toBe(2);
    });

    it("counts the interviewer's recruitments (an open one and a pending one)", async () => {
      const figures = await dashboard(interviewer);
      expect(figures.recruitmentAndRecruiteeAggregates).toMatchObject({
        openRecruitmentsCount: 1,
        totalRecruiteesCount: 2,
      });
      expect(sum(figures.newJobApplicationsGroupedByDay)).toBe(2);
    });

    it('counts every recruitment for an administrator, as before', async () => {
      const figures = await dashboard(admin);
      expect(figures.recruitmentAndRecruiteeAggregates).toMatchObject({
        openRecruitmentsCount: 2,
        totalRecruiteesCount: 3,
      });
      expect(sum(figures.newJobApplicationsGroupedByDay)).toBe(4);
      expect(sum(figures.jobApplicationsGroupedByReferer)).toBe(4);
      expect(sum(figures.recruitmentRecruiteesGroupedByStage)).toBe(4);
    });
  });
});
