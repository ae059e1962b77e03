import { randomUUID } from 'node:crypto';
import { RecruitmentStatus, StageType } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_ID } from '../../../src/db/reference-data.ts';
import {
  recruitmentStageLocalizations,
  recruitmentStages,
  recruitments,
} from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import {
  type AddBody,
  type Context,
  createContext,
  draftBody,
  forceStatus,
  fullBody,
  insertCandidate,
} from './fixtures.ts';

const { Draft: draft, Pending: pending, Open: open, Closed: closed } = RecruitmentStatus;

/**
 * One seeded set, read only: 24 numbered recruitments in known statuses and creation times,
 * three with search traps in their titles, and "Counted" and "Other" with candidates and
 * applications written directly, counted by hand below.
 */
describe('recruitment list and details', () => {
  const testApp = useTestApp();
  let context: Context;
  /** Titles newest first, with their statuses. */
  let expected: { id: string; title: string; status: number }[];
  let countedId: string;
  let otherId: string;
  let deletedStageWithCandidate: string;

  const full = (overrides: Partial<AddBody> = {}) =>
    fullBody({ questionnaireId: context.questionnaireId, ownerId: context.recruiterId }, overrides);

  beforeAll(async () => {
    context = await createContext(testApp);
    const { db } = testApp.database;

    const seeds: { title: string; status: number; body: AddBody }[] = [];
    const statusCycle = [open, pending, draft, closed];
    for (let number = 1; number <= 24; number += 1) {
      const title = `Recruitment ${String(number).padStart(2, '0')}`;
      const status = statusCycle[number % 4] ?? open;
      seeds.push({
        title,
        status,
        body: status === draft ? draftBody(context.recruiterId, { title }) : full({ title }),
      });
    }
    for (const title of ['Sales 100% remote', 'Sales 100 percent', 'snake_case fan']) {
      seeds.push({ title, status: open, body: full({ title }) });
    }
    seeds.push({
      title: 'Counted',
      status: open,
      body: full({ title: 'Counted', hiringManagerId: context.managerId }),
    });
    seeds.push({ title: 'Other', status: closed, body: full({ title: 'Other' }) });

    const created: { id: string; title: string; status: number; createDate: number }[] = [];
    for (const [index, seed] of seeds.entries()) {
      const id = await context.recruiterApi.add(seed.body);
      await forceStatus(testApp, id, seed.status);
      // One hour apart in seed order: the last seed is the newest.
      const createDate = Date.UTC(2026, 0, 1) + index * 3_600_000;
      await db
        .update(recruitments)
        .set({ createDate: new Date(createDate) })
        .where(eq(recruitments.id, id));
      created.push({ id, title: seed.title, status: seed.status, createDate });
    }
    expected = created
      .sort((left, right) => right.createDate - left.createDate)
      .map(({ id, title, status }) => ({ id, title, status }));
    countedId = created.find((row) => row.title === 'Counted')?.id ?? '';
    otherId = created.find((row) => row.title === 'Other')?.id ?? '';

    // Two deleted stages: one still holds a candidate of "Counted", one holds nobody.
    deletedStageWithCandidate = randomUUID();
    const deletedEmptyStage = randomUUID();
    await db.insert(recruitmentStages).values([
      { id: deletedStageWithCandidate, stageType: StageType.Custom, order: 10, isDeleted: true },
      { id: deletedEmptyStage, stageType: StageType.Custom, order: 11, isDeleted: true },
    ]);
    await db.insert(recruitmentStageLocalizations).values(
      [deletedStageWithCandidate, deletedEmptyStage].flatMap((stageId) => [
        { stageId, languageId: 'en', name: 'Old stage' },
        { stageId, languageId: 'pl', name: 'Stary etap' },
      ]),
    );

    const candidate = (stageId: string, referers: (string | null)[]) =>
      insertCandidate(testApp, { recruitmentId: countedId, stageId, referers });
    await candidate(DEFAULT_STAGE_ID.new, [null, 'linkedin.com', 'linkedin.com']);
    await candidate(DEFAULT_STAGE_ID.new, ['linkedin.com']);
    await candidate(DEFAULT_STAGE_ID.new, []); // added by hand, never applied
    await candidate(DEFAULT_STAGE_ID.phoneScreening, ['indeed.com']);
    await candidate(DEFAULT_STAGE_ID.interview, [null]);
    await candidate(DEFAULT_STAGE_ID.offer, ['x.com']);
    await candidate(DEFAULT_STAGE_ID.hired, ['linkedin.com']);
    await candidate(deletedStageWithCandidate, [null]);
    // "Other" has candidates of its own, which must not leak into "Counted".
    for (const stageId of [DEFAULT_STAGE_ID.new, DEFAULT_STAGE_ID.rejectedByUs]) {
      await insertCandidate(testApp, { recruitmentId: otherId, stageId, referers: ['indeed.com'] });
    }
  });

  it('pages 20 at a time, newest first, and counts every recruitment', async () => {
    const page1 = await context.recruiterApi.list();
    const page2 = await context.recruiterApi.list({ pageNumber: 2 });
    const page3 = await context.recruiterApi.list({ pageNumber: 3 });
    expect(page1).toMatchObject({ totalCount: 29, pageNumber: 1 });
    expect(page1.result).toHaveLength(20);
    expect(page2).toMatchObject({ totalCount: 29, pageNumber: 2 });
    expect(page3).toEqual({ result: [], totalCount: 29, pageNumber: 3 });
    expect([...page1.result, ...page2.result].map((row) => row.id)).toEqual(
      expected.map((row) => row.id),
    );
    const small = await context.recruiterApi.list({ pageNumber: 3, pageSize: 5 });
    expect(small.result.map((row) => row.title)).toEqual(
      expected.slice(10, 15).map((row) => row.title),
    );
  });

  it.each([draft, pending, open, closed])('filters by status %i', async (status) => {
    const page = await context.recruiterApi.list({ RecruitmentStatus: status, pageSize: 100 });
    const wanted = expected.filter((row) => row.status === status);
    expect(page.totalCount).toBe(wanted.length);
    expect(page.result.map((row) => row.id)).toEqual(wanted.map((row) => row.id));
    expect(page.result.every((row) => row.status === status)).toBe(true);
  });

  it('searches titles containing the text, case-insensitively, % and _ literally', async () => {
    const titles = async (query: Record<string, string | number>) =>
      (await context.recruiterApi.list({ pageSize: 100, ...query })).result.map((row) => row.title);
    expect(await titles({ SearchQuery: 'SALES 100' })).toEqual([
      'Sales 100 percent',
      'Sales 100% remote',
    ]);
    expect(await titles({ SearchQuery: '100%' })).toEqual(['Sales 100% remote']);
    expect(await titles({ SearchQuery: '_' })).toEqual(['snake_case fan']);
    expect(await titles({ SearchQuery: '  counted ' })).toEqual(['Counted']);
    expect(await titles({ SearchQuery: 'ruitment 0', RecruitmentStatus: open })).toEqual(
      expected
        .filter((row) => row.title.startsWith('Recruitment 0') && row.status === open)
        .map((row) => row.title),
    );
    expect(await titles({ SearchQuery: 'nothing like this' })).toEqual([]);
    const blank = await context.recruiterApi.list({ SearchQuery: '   ' });
    expect(blank.totalCount).toBe(29);
  });

  it('shows each row as the spec lists it, with counts from the database', async () => {
    const page = await context.recruiterApi.list({ SearchQuery: 'Counted' });
    expect(page.result).toEqual([
      {
        id: countedId,
        title: 'Counted',
        positionName: 'Backend Developer',
        status: open,
        deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        recruitmentOwner: { id: context.recruiterId, firstName: 'Anna', lastName: 'Kowalska' },
        hiringManager: { id: context.managerId, firstName: 'Piotr', lastName: 'Nowak' },
        candidatesCount: 8,
        applicantsCount: 9,
        newRecruiteesCount: 3,
        canEdit: true,
      },
    ]);
    const other = await context.recruiterApi.list({ SearchQuery: 'Other' });
    expect(other.result[0]).toMatchObject({
      hiringManager: null,
      candidatesCount: 2,
      applicantsCount: 2,
      newRecruiteesCount: 1,
    });
    const draftRow = (await context.recruiterApi.list({ RecruitmentStatus: draft })).result[0];
    expect(draftRow).toMatchObject({
      positionName: null,
      deadline: null,
      candidatesCount: 0,
      applicantsCount: 0,
      newRecruiteesCount: 0,
    });
  });

  it('names positions in the request language', async () => {
    const page = await context.recruiterApi.list(
      { SearchQuery: 'Counted' },
      { 'accept-language': 'pl-PL' },
    );
    expect(page.result[0]?.positionName).toBe('Programista backend');
    const details = await context.recruiterApi.get(countedId, { 'accept-language': 'pl' });
    expect(details.positionName).toBe('Programista backend');
  });

  it('tells each user whether they may write', async () => {
    const asManager = await context.managerApi.list({ pageSize: 100 });
    expect(asManager.result.filter((row) => row.canEdit).map((row) => row.title)).toEqual([
      'Counted',
    ]);
    expect((await context.managerApi.get(otherId)).canEdit).toBe(false);
  });

  it('answers the details with hand-counted chart data', async () => {
    const details = await context.recruiterApi.get(countedId);
    expect(details).toMatchObject({
      id: countedId,
      title: 'Counted',
      status: open,
      candidatesCount: 8,
      applicantsCount: 9,
      newRecruiteesCount: 3,
      candidatesAndApplicants: { candidateCount: 8, applicantCount: 9 },
      jobOfferUrl: `http://localhost:3000/offers/${countedId}`,
    });
    // Every live stage in order, zeros included, then the deleted stage that holds someone.
    expect(details.recruitmentRecruiteesByStageList).toEqual([
      { recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.new, count: 3 },
      { recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.phoneScreening, count: 1 },
      { recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.interview, count: 1 },
      { recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.technicalTask, count: 0 },
      { recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.offer, count: 1 },
      { recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.hired, count: 1 },
      { recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.rejectedByUs, count: 0 },
      { recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.candidateWithdrew, count: 0 },
      { recruitmentRecruiteeStageId: DEFAULT_STAGE_ID.applicationRejected, count: 0 },
      { recruitmentRecruiteeStageId: deletedStageWithCandidate, count: 1 },
    ]);
    // Most first; ties by referer, direct links (null) first.
    expect(details.recruitmentJobApplicationsByRefererList).toEqual([
      { source: 'applied', referer: 'linkedin.com', count: 4 },
      { source: 'applied', referer: null, count: 3 },
      { source: 'applied', referer: 'indeed.com', count: 1 },
      { source: 'applied', referer: 'x.com', count: 1 },
    ]);
  });

  it('answers empty charts for a recruitment nobody applied to', async () => {
    const draftRow = (await context.recruiterApi.list({ RecruitmentStatus: draft })).result[0];
    const details = await context.recruiterApi.get(draftRow?.id ?? '');
    expect(details.recruitmentJobApplicationsByRefererList).toEqual([]);
    expect(details.recruitmentRecruiteesByStageList).toHaveLength(9);
    expect(details.recruitmentRecruiteesByStageList.every((stage) => stage.count === 0)).toBe(true);
    expect(details.candidatesAndApplicants).toEqual({ candidateCount: 0, applicantCount: 0 });
  });

  it('answers 404 for an unknown recruitment and 400 for a malformed id', async () => {
    expect((await context.recruiterApi.getRaw(randomUUID())).statusCode).toBe(404);
    expect((await context.recruiterApi.getForEditRaw(randomUUID())).statusCode).toBe(404);
    expect((await context.recruiterApi.getRaw('not-a-uuid')).statusCode).toBe(400);
  });
});
