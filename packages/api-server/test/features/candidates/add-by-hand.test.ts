import { ActivityType, RecruitmentStatus, type Schema, toFormData } from '@ats/api-sdk';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_ID } from '../../../src/db/reference-data.ts';
import {
  activities,
  files,
  jobApplications,
  recruitees,
  recruitmentRecruitees,
} from '../../../src/db/schema/index.ts';
import { errorCatalogue } from '../../../src/errors.ts';
import { type Role, signInRoles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { pdfBytes } from '../../support/files.ts';
import { unknownId } from '../../support/ids.ts';
import { insertRecruitmentRow } from '../../support/rows.ts';
import { signIn } from '../../support/sign-in.ts';
import { storedFiles } from '../offers/fixtures.ts';

type Added = Schema<'AddedRecruitee'>;
type AddData = Schema<'AddRecruiteeData'>;
type Profile = Schema<'RecruiteeWithJobApplication'>;
type Match = Schema<'RecruiteeEmailMatch'>;

/** A Windows program: what a "resume.pdf" may really be. */
const exeBytes = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90), Buffer.from([0, 0])]);

describe('adding a candidate by hand', () => {
  const testApp = useTestApp();
  let cookies: Record<Role, string>;
  let ids: Record<Role, string>;
  let interviewerCookie: string;
  let openId: string;
  let closedId: string;
  const db = () => testApp.database.db;

  beforeAll(async () => {
    ({ cookies, ids } = await signInRoles(testApp));
    interviewerCookie = await signIn(testApp.app, 'interviewer@example.com');
    const recruitment = (title: string, status: RecruitmentStatus) =>
      insertRecruitmentRow(db(), {
        title,
        positionId: null,
        status,
        ownerId: ids.owner,
        hiringManagerId: ids.hiringManager,
        teamIds: [ids.teamMember],
      });
    openId = await recruitment('Added by hand', RecruitmentStatus.Open);
    closedId = await recruitment('Closed to adds', RecruitmentStatus.Closed);
  });

  const data = (overrides: Partial<AddData> = {}): AddData => ({
    firstName: ' Jan ',
    lastName: 'Polecony',
    email: 'jan.polecony@example.com',
    phoneNumber: '+48 600 700 800',
    source: 'referral',
    sourceDetail: ' Anna Kolega ',
    recruitmentId: openId,
    stageId: null,
    ...overrides,
  });

  async function add(
    candidate: AddData,
    options: { role?: Role; cookie?: string; resume?: Buffer; resumeName?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const form = toFormData({
      candidate,
      resume: options.resume && new Blob([new Uint8Array(options.resume)]),
    });
    if (options.resume && options.resumeName) {
      form.set('resume', new Blob([new Uint8Array(options.resume)]), options.resumeName);
    }
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return testApp.app.inject({
      method: 'POST',
      url: '/api/Recruitees/add',
      headers: {
        cookie: options.cookie ?? cookies[options.role ?? 'owner'],
        origin: testApp.app.config.publicOrigin,
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  function get(url: string, role: Role = 'owner') {
    return testApp.app.inject({ method: 'GET', url, headers: { cookie: cookies[role] } });
  }

  async function rowCounts() {
    const countOf = async (table: typeof recruitees | typeof jobApplications | typeof files) => {
      const [row] = await db().select({ count: count() }).from(table);
      return row?.count ?? 0;
    };
    return {
      recruitees: await countOf(recruitees),
      applications: await countOf(jobApplications),
      files: await countOf(files),
      stored: storedFiles(testApp).length,
    };
  }

  async function expectRefused(
    send: () => Promise<LightMyRequestResponse>,
    status: 400 | 403 | 404,
    field?: string,
  ) {
    const before = await rowCounts();
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({
      status,
      message: errorCatalogue[status],
      ...(field ? { field } : {}),
    });
    expect(await rowCounts()).toEqual(before);
  }

  it('adds the person without consent, with the source, in the New stage, and says who', async () => {
    const response = await add(data());
    expect(response.statusCode, response.body).toBe(200);
    const added = response.json() as Added;

    const [person] = await db()
      .select()
      .from(recruitees)
      .where(eq(recruitees.id, added.recruiteeId));
    expect(person).toMatchObject({
      firstName: 'Jan',
      lastName: 'Polecony',
      email: 'jan.polecony@example.com',
      phoneNumber: '+48 600 700 800',
      detailsApplicationId: added.jobApplicationId,
    });
    const [place] = await db()
      .select()
      .from(recruitmentRecruitees)
      .where(eq(recruitmentRecruitees.recruiteeId, added.recruiteeId));
    expect(place).toMatchObject({ recruitmentId: openId, stageId: DEFAULT_STAGE_ID.new });
    const [activity] = await db()
      .select()
      .from(activities)
      .where(eq(activities.recruiteeId, added.recruiteeId));
    expect(activity).toMatchObject({
      activityType: ActivityType.CandidateAdded,
      userId: ids.owner,
      recruitmentId: openId,
    });

    const profile = (await get(
      `/api/Recruitees/ByJobApplication?jobApplicationId=${added.jobApplicationId}`,
    ).then((answer) => answer.json())) as Profile;
    expect(profile.authorizedData).toMatchObject({
      source: 'referral',
      sourceDetail: 'Anna Kolega',
      addedByStaff: true,
      addedByName: expect.stringMatching(/\S/),
      consentedAt: null,
      filledQuestionnaireStructure: { elements: [] },
      filledQuestionnaireAnswers: { additionalQuestionnaireAnswers: [] },
    });
  });

  it('keeps a resume and places the person in the chosen stage', async () => {
    const response = await add(
      data({ email: 'ola.cv@example.com', source: 'sourced', stageId: DEFAULT_STAGE_ID.interview }),
      { role: 'hiringManager', resume: pdfBytes, resumeName: 'Ola CV.pdf' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const added = response.json() as Added;
    const [application] = await db()
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, added.jobApplicationId));
    expect(application).toMatchObject({
      source: 'sourced',
      // A detail is kept only for referrals and agencies.
      sourceDetail: null,
      addedBy: ids.hiringManager,
      consentedAt: null,
      consentVersionId: null,
    });
    const [file] = await db().select().from(files).where(eq(files.recruiteeId, added.recruiteeId));
    expect(file).toMatchObject({
      id: application?.resumeFileId,
      contentType: 'application/pdf',
      originalName: 'Ola CV.pdf',
      sizeBytes: pdfBytes.length,
    });
    const [place] = await db()
      .select()
      .from(recruitmentRecruitees)
      .where(eq(recruitmentRecruitees.recruiteeId, added.recruiteeId));
    expect(place?.stageId).toBe(DEFAULT_STAGE_ID.interview);
    const profile = (await get(
      `/api/Recruitees/ByJobApplication?jobApplicationId=${added.jobApplicationId}`,
      'hiringManager',
    ).then((answer) => answer.json())) as Profile;
    expect(profile.authorizedData?.resumeFileIdentifier).toBe(file?.id);
    const download = await get(
      `/api/Files/JobApplications/${added.jobApplicationId}/Files/${application?.resumeFileId}`,
      'teamMember',
    );
    expect(download.statusCode).toBe(200);
    expect(Buffer.from(download.rawPayload).equals(pdfBytes)).toBe(true);
  });

  it('refuses an e-mail a candidate has in another case, and the lookup offers that person', async () => {
    await expectRefused(
      () => add(data({ email: 'JAN.Polecony@Example.com' }), { resume: pdfBytes }),
      400,
      'email',
    );
    const match = (await get('/api/Recruitees/ByEmail?email=%20Jan.POLECONY%40example.com').then(
      (answer) => answer.json(),
    )) as Match;
    expect(match).toEqual({
      exists: true,
      recruitee: {
        id: expect.any(String),
        firstName: 'Jan',
        lastName: 'Polecony',
        jobApplicationId: expect.any(String),
      },
    });
    const none = (await get('/api/Recruitees/ByEmail?email=nobody%40example.com').then((answer) =>
      answer.json(),
    )) as Match;
    expect(none).toEqual({ exists: false, recruitee: null });
  });

  it('refuses a closed or unknown recruitment (404), staff off its team (403), and roles without the permission', async () => {
    await expectRefused(
      () =>
        add(data({ email: 'closed@example.com', recruitmentId: closedId }), { resume: pdfBytes }),
      404,
    );
    await expectRefused(
      () => add(data({ email: 'unknown@example.com', recruitmentId: unknownId })),
      404,
    );
    await expectRefused(
      () => add(data({ email: 'other@example.com' }), { role: 'otherRecruiter', resume: pdfBytes }),
      403,
    );
    await expectRefused(
      () => add(data({ email: 'interviewer@example.com' }), { cookie: interviewerCookie }),
      403,
    );
    // Another recruiter does not learn of an e-mail through a recruitment they may not add to.
    await expectRefused(() => add(data(), { role: 'otherRecruiter' }), 403);
  });

  it('refuses a file the resume rules refuse, a dead stage and bad data, and stores nothing', async () => {
    await expectRefused(
      () => add(data({ email: 'exe@example.com' }), { resume: exeBytes, resumeName: 'cv.pdf' }),
      400,
      'resume',
    );
    await expectRefused(
      () => add(data({ email: 'stage@example.com', stageId: unknownId }), { resume: pdfBytes }),
      400,
      'stageId',
    );
    await expectRefused(
      () => add(data({ email: 'blank@example.com', firstName: '  ' })),
      400,
      'firstName',
    );
    await expectRefused(
      () => add(data({ email: 'long@example.com', lastName: 'x'.repeat(201) })),
      400,
      'lastName',
    );
    await expectRefused(() => add(data({ email: 'not an e-mail' })), 400, 'email');
  });

  it('counts manual sources by their kind on the dashboard and the recruitment', async () => {
    const dashboard = (await get('/api/Dashboard?timeZone=Europe%2FWarsaw').then((answer) =>
      answer.json(),
    )) as Schema<'Dashboard'>;
    expect(dashboard.jobApplicationsGroupedByReferer).toEqual(
      expect.arrayContaining([
        { source: 'referral', referer: null, count: 1 },
        { source: 'sourced', referer: null, count: 1 },
      ]),
    );
    const details = (await get(`/api/Recruitments/${openId}`).then((answer) =>
      answer.json(),
    )) as Schema<'RecruitmentDetails'>;
    expect(details.recruitmentJobApplicationsByRefererList).toEqual([
      { source: 'referral', referer: null, count: 1 },
      { source: 'sourced', referer: null, count: 1 },
    ]);
  });
});
