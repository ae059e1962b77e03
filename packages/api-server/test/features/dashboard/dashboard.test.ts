import { RecruitmentStatus, type Schema, StageType } from '@ats/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE } from '../../../src/db/reference-data.ts';
import { selectRecentActivities } from '../../../src/features/dashboard/recent-activities.ts';
import { createTestApp, useTestApp } from '../../support/app.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import {
  CandidateApi,
  insertRecruitment,
  liveStages,
  type People,
  signInPeople,
} from '../activities/fixtures.ts';
import {
  type ApplicationRow,
  addDays,
  type CandidateRow,
  daysAgo,
  insertApplication,
  insertCandidateRow,
  insertDeletedStage,
  insertNote,
  insertOwnRecruitment,
  insertRecruitee,
  localDate,
  minutesAgo,
  wallClock,
} from './fixtures.ts';

type Dashboard = Schema<'Dashboard'>;
type Activity = Schema<'Activity'>;

const warsaw = 'Europe/Warsaw';

function getDashboard(api: CandidateApi, query: Record<string, string> = {}, headers = {}) {
  return api.get('/api/Dashboard', query, headers);
}

describe('the dashboard', () => {
  const testApp = useTestApp();
  let people: People;
  /** Every candidate row and application of the fixture, for the expected charts. */
  const candidateRows: CandidateRow[] = [];
  const applications: ApplicationRow[] = [];
  const stageOrder = new Map<string, number>();
  const deletedStages = new Set<string>();
  /** Warsaw's date when the fixture was written. */
  let today: string;
  /** Instants chosen around midnight. */
  let lateEveningInWarsaw: Date;
  let justAfterMidnightInWarsaw: Date;
  let lateEveningInUtc: Date;
  /** Three days from now: after the last day of the window in every zone. */
  let afterTheWindow: Date;
  /** The stage of the one candidate who enters after the window (no one of the window is in it). */
  let stageEnteredAfterTheWindow: string;
  /** The recruitment of owner, hiring manager and team member (the open one). */
  let teamRecruitmentId: string;
  let otherRecruitmentId: string;
  let teamNoteIds: string[];
  let otherNoteIds: string[];
  let teamCandidate: { recruiteeId: string; recruitmentId: string };

  beforeAll(async () => {
    people = await signInPeople(testApp);
    today = localDate(new Date(), warsaw);
    lateEveningInWarsaw = wallClock(addDays(today, -2), '23:30', warsaw);
    justAfterMidnightInWarsaw = wallClock(addDays(today, -1), '00:30', warsaw);
    lateEveningInUtc = wallClock(addDays(today, -3), '23:30', 'UTC');
    afterTheWindow = wallClock(addDays(today, 3), '12:00', warsaw);
    const firstWarsawMinute = wallClock(addDays(today, -6), '00:10', warsaw);

    const stages = await liveStages(testApp);
    const stageOf = (stageType: StageType, index = 0) => {
      const stage = stages.filter((candidate) => candidate.stageType === stageType)[index];
      if (!stage) throw new Error(`no stage of type ${stageType}`);
      return stage.id;
    };
    const deletedCustom = await insertDeletedStage(testApp, StageType.Custom);
    deletedStages.add(deletedCustom);
    const allStages = await testApp.database.db.query.recruitmentStages.findMany();
    for (const stage of allStages) stageOrder.set(stage.id, stage.order);

    teamRecruitmentId = await insertRecruitment(testApp, people);
    const closed = await insertRecruitment(testApp, people, { status: RecruitmentStatus.Closed });
    await insertRecruitment(testApp, people, { status: RecruitmentStatus.Pending });
    await insertRecruitment(testApp, people, { status: RecruitmentStatus.Draft });
    otherRecruitmentId = await insertOwnRecruitment(
      testApp,
      people.otherRecruiter.id,
      RecruitmentStatus.Open,
    );

    const candidate = async (
      recruiteeId: string,
      recruitmentId: string,
      stageId: string,
      enteredAt: Date,
      applied: { at: Date; referer: string | null }[],
    ) => {
      const row = { recruiteeId, recruitmentId, stageId, enteredAt };
      await insertCandidateRow(testApp, row);
      candidateRows.push(row);
      for (const { at, referer } of applied) {
        const application = { recruiteeId, recruitmentId, createdAt: at, referer };
        await insertApplication(testApp, application);
        applications.push(application);
      }
    };
    const [r1, r2, r3, r4, r5, r6, r7, r8, r9] = await Promise.all(
      Array.from({ length: 9 }, () => insertRecruitee(testApp)),
    );
    if (!(r1 && r2 && r3 && r4 && r5 && r6 && r7 && r8 && r9)) throw new Error('recruitees');
    const open = teamRecruitmentId;
    // In the open recruitment: one candidate of each kind.
    await candidate(r1, open, stageOf(StageType.New), minutesAgo(60), [
      { at: daysAgo(9), referer: 'linkedin.com' },
    ]);
    await candidate(r2, open, stageOf(StageType.Custom, 0), lateEveningInWarsaw, [
      { at: lateEveningInWarsaw, referer: null },
    ]);
    await candidate(r3, open, deletedCustom, minutesAgo(60), [
      { at: justAfterMidnightInWarsaw, referer: 'linkedin.com' },
    ]);
    await candidate(r4, open, stageOf(StageType.Hired), minutesAgo(60), [
      { at: lateEveningInUtc, referer: 'indeed.com' },
    ]);
    await candidate(r5, open, stageOf(StageType.RejectedCustom), minutesAgo(60), [
      { at: firstWarsawMinute, referer: null },
    ]);
    await candidate(r6, open, stageOf(StageType.RejectedApplication), daysAgo(30), [
      { at: daysAgo(40), referer: 'linkedin.com' },
      { at: daysAgo(30), referer: 'linkedin.com' },
    ]);
    // In the closed recruitment: r1 again (one recruitee, two candidates), in process but
    // closed, hired.
    await candidate(r1, closed, stageOf(StageType.New), daysAgo(20), [
      { at: daysAgo(20), referer: null },
    ]);
    await candidate(r7, closed, stageOf(StageType.Custom, 0), firstWarsawMinute, [
      { at: daysAgo(8), referer: 'jobs.example.org' },
    ]);
    await candidate(r8, closed, stageOf(StageType.Hired), daysAgo(30), [
      { at: daysAgo(30), referer: null },
    ]);
    // In the open recruitment of another recruiter.
    await candidate(r9, otherRecruitmentId, stageOf(StageType.Custom, 1), daysAgo(10), [
      { at: daysAgo(10), referer: 'indeed.com' },
    ]);
    // After the window: r5 enters the closed recruitment (so no tile counts it) in three days.
    stageEnteredAfterTheWindow = stageOf(StageType.Custom, 1);
    await candidate(r5, closed, stageEnteredAfterTheWindow, afterTheWindow, []);

    // Activities: 23 notes in the team's recruitment (two at the same time), 3 newer ones in
    // the other recruiter's.
    teamCandidate = { recruiteeId: r1, recruitmentId: open };
    teamNoteIds = [];
    const base = minutesAgo(120).getTime();
    for (let index = 0; index < 22; index += 1) {
      teamNoteIds.push(
        await insertNote(
          testApp,
          teamCandidate,
          people.manager.id,
          new Date(base - index * 60_000),
        ),
      );
    }
    teamNoteIds.push(
      await insertNote(testApp, teamCandidate, people.manager.id, new Date(base - 5 * 60_000)),
    );
    otherNoteIds = [];
    for (let index = 0; index < 3; index += 1) {
      otherNoteIds.push(
        await insertNote(
          testApp,
          { recruiteeId: r9, recruitmentId: otherRecruitmentId },
          people.otherRecruiter.id,
          minutesAgo(10 + index),
        ),
      );
    }
  });

  /** The dashboard for `timeZone`, with the 7 days checked against the clock around the call. */
  async function dashboardIn(timeZone: string, api = people.teamMember.api) {
    const before = localDate(new Date(), timeZone);
    const dashboard = bodyOf<Dashboard>(await getDashboard(api, { timeZone }));
    const after = localDate(new Date(), timeZone);
    const days = dashboard.newJobApplicationsGroupedByDay.map((entry) => entry.day);
    const lastDay = days.at(-1);
    expect([before, after]).toContain(lastDay);
    expect(days).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(lastDay ?? '', index - 6)),
    );
    return { dashboard, days };
  }

  it('counts open recruitments, applicants, candidates in process and hired ones', async () => {
    const { dashboard } = await dashboardIn('UTC');
    expect(dashboard.recruitmentAndRecruiteeAggregates).toEqual({
      // The team's open one and the other recruiter's; not closed, pending or draft.
      openRecruitmentsCount: 2,
      // Nine people; r1 applied to two recruitments and counts once.
      totalRecruiteesCount: 9,
      // Custom stages of open recruitments: r2, r3 (a deleted Custom stage) and r9; not new,
      // hired or rejected ones, nor r7 in the closed recruitment.
      inProcessCount: 3,
      // Hired stages in any recruitment: r4 (open), r8 (closed).
      hiredCount: 2,
    });
  });

  it('counts applications per calendar day of the time zone, zeros included', async () => {
    // The instants near midnight fall on these days (Intl's reading, independent of SQL).
    expect(localDate(lateEveningInWarsaw, warsaw)).toBe(addDays(today, -2));
    expect(localDate(lateEveningInWarsaw, 'UTC')).toBe(addDays(today, -2));
    expect(localDate(justAfterMidnightInWarsaw, warsaw)).toBe(addDays(today, -1));
    expect(localDate(justAfterMidnightInWarsaw, 'UTC')).toBe(addDays(today, -2));
    expect(localDate(lateEveningInUtc, warsaw)).toBe(addDays(today, -2));
    expect(localDate(lateEveningInUtc, 'UTC')).toBe(addDays(today, -3));

    for (const timeZone of [warsaw, 'UTC', 'America/New_York']) {
      const { dashboard, days } = await dashboardIn(timeZone);
      const expected = days.map((day) => ({
        day,
        count: applications.filter(({ createdAt }) => localDate(createdAt, timeZone) === day)
          .length,
      }));
      expect(dashboard.newJobApplicationsGroupedByDay, timeZone).toEqual(expected);
      expect(expected.some(({ count }) => count === 0)).toBe(true);
    }

    // In Warsaw, when the test does not straddle midnight: the 23:30 application and the one
    // at 23:30 UTC the evening before are both on the day before yesterday.
    const { dashboard, days } = await dashboardIn(warsaw);
    if (days.at(-1) === today) {
      const countOn = (day: string) =>
        dashboard.newJobApplicationsGroupedByDay.find((entry) => entry.day === day)?.count;
      expect(countOn(addDays(today, -2))).toBe(2);
      expect(countOn(addDays(today, -1))).toBe(1);
      expect(countOn(addDays(today, -6))).toBe(1);
    }
  });

  it('counts all applications by referer, direct links as null, most first', async () => {
    const { dashboard } = await dashboardIn('UTC');
    expect(dashboard.jobApplicationsGroupedByReferer).toEqual([
      // A tie of 4: direct links first, as in a recruitment's own chart.
      { source: 'applied', referer: null, count: 4 },
      { source: 'applied', referer: 'linkedin.com', count: 4 },
      { source: 'applied', referer: 'indeed.com', count: 2 },
      { source: 'applied', referer: 'jobs.example.org', count: 1 },
    ]);
  });

  it('counts candidates who entered a recruitment in the 7 days by live stage, in stage order', async () => {
    for (const timeZone of [warsaw, 'UTC']) {
      const { dashboard, days } = await dashboardIn(timeZone);
      const counts = new Map<string, number>();
      for (const row of candidateRows) {
        if (deletedStages.has(row.stageId)) continue;
        if (!days.includes(localDate(row.enteredAt, timeZone))) continue;
        counts.set(row.stageId, (counts.get(row.stageId) ?? 0) + 1);
      }
      const expected = [...counts]
        .map(([recruitmentRecruiteeStageId, count]) => ({ recruitmentRecruiteeStageId, count }))
        .sort(
          (a, b) =>
            (stageOrder.get(a.recruitmentRecruiteeStageId) ?? 0) -
            (stageOrder.get(b.recruitmentRecruiteeStageId) ?? 0),
        );
      expect(dashboard.recruitmentRecruiteesGroupedByStage, timeZone).toEqual(expected);
    }
    // New (r1), the first Custom stage (r2, and r7 at 00:10 in Warsaw six days ago), Hired
    // (r4), rejected (r5); the deleted stage's r3 and older entries are left out.
    const { dashboard, days } = await dashboardIn(warsaw);
    if (days.at(-1) === today) {
      expect(dashboard.recruitmentRecruiteesGroupedByStage.map(({ count }) => count)).toEqual([
        1, 2, 1, 1,
      ]);
    }
  });

  it('leaves out candidates who enter a recruitment after the last day of the window', async () => {
    for (const timeZone of [warsaw, 'UTC', 'America/New_York']) {
      const { dashboard, days } = await dashboardIn(timeZone);
      expect(localDate(afterTheWindow, timeZone) > (days.at(-1) ?? ''), timeZone).toBe(true);
      const stageIds = dashboard.recruitmentRecruiteesGroupedByStage.map(
        (entry) => entry.recruitmentRecruiteeStageId,
      );
      expect(stageIds, timeZone).not.toContain(stageEnteredAfterTheWindow);
    }
  });

  it('lists the 20 newest activities the user may see, newest first', async () => {
    // Newest first by recording time, then id: the two notes recorded at the same minute
    // are ordered by id.
    const { dashboard } = await dashboardIn('UTC', people.teamMember.api);
    const ids = dashboard.recentActivities.map((activity) => activity.id);
    expect(ids).toHaveLength(20);
    const stored = dashboard.recentActivities.map((activity) => [
      activity.creationTimestamp,
      activity.id,
    ]);
    expect(stored).toEqual(
      [...stored].sort(([aTime = '', aId = ''], [bTime = '', bId = '']) =>
        aTime === bTime ? bId.localeCompare(aId) : bTime.localeCompare(aTime),
      ),
    );
    // Only the team's recruitment: the other recruiter's newer notes are not there.
    expect(ids.every((id) => teamNoteIds.includes(id))).toBe(true);
    expect(dashboard.recentActivities.every((a) => a.recruitmentId === teamRecruitmentId)).toBe(
      true,
    );
    // The owner and the hiring manager see the same feed.
    for (const member of [people.owner, people.manager]) {
      const feed = bodyOf<Dashboard>(await getDashboard(member.api)).recentActivities;
      expect(feed.map((activity) => activity.id)).toEqual(ids);
    }
    // The other recruiter sees only the recruitment they own.
    const theirs = bodyOf<Dashboard>(await getDashboard(people.otherRecruiter.api));
    expect(theirs.recentActivities.map((activity) => activity.id)).toEqual(otherNoteIds);
  });

  it('answers each activity as the timeline does, in the request language', async () => {
    const feed = bodyOf<Dashboard>(
      await getDashboard(people.teamMember.api, {}, { 'accept-language': 'pl' }),
    ).recentActivities;
    const timeline = bodyOf<Schema<'ActivityPage'>>(
      await people.teamMember.api.get(
        '/api/Activities',
        { ...teamCandidate, PageSize: 20 },
        { 'accept-language': 'pl' },
      ),
    ).result;
    expect(feed).toEqual(timeline);
    expect(feed[0]).toMatchObject({
      recruiteeId: teamCandidate.recruiteeId,
      recruiteeFirstName: 'Maja',
      activityData: {
        positionName: 'Programista backend',
        atsUserId: people.manager.id,
        text: 'Strong portfolio.',
      },
    } satisfies Partial<Activity> & { activityData: object });
  });

  it('finds the same activities whichever way the query takes', async () => {
    const { db } = testApp.database;
    for (const member of [people.teamMember, people.otherRecruiter, people.owner]) {
      // Reading the 5 newest of the company finds fewer than 20 the user may see, so the
      // per-recruitment way answers; reading 1,000 finds them on the first.
      const perRecruitment = await selectRecentActivities(db, LANGUAGE.english, member.id, {
        scanned: 5,
      });
      const walked = await selectRecentActivities(db, LANGUAGE.english, member.id);
      expect(perRecruitment).toEqual(walked);
      // Both ways honour a shorter feed too.
      const short = await selectRecentActivities(db, LANGUAGE.english, member.id, {
        length: 2,
        scanned: 1,
      });
      expect(short).toEqual(walked.slice(0, 2));
    }
  });

  it('uses UTC when no time zone is given', async () => {
    const withoutZone = bodyOf<Dashboard>(await getDashboard(people.teamMember.api));
    const { dashboard } = await dashboardIn('UTC');
    expect(withoutZone).toEqual(dashboard);
  });

  it('refuses a time zone that is not one of the settings list with 400', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', 'utc', 'Europe/Warsaw ', '']) {
      expectError(await getDashboard(people.teamMember.api, { timeZone }), 400);
    }
    // Nothing was changed by the refused calls.
    const { dashboard } = await dashboardIn('UTC');
    expect(dashboard.recruitmentAndRecruiteeAggregates.totalRecruiteesCount).toBe(9);
  });

  it('answers 401 when signed out', async () => {
    expectError(await getDashboard(people.signedOut), 401);
  });

  it('answers an empty company with zeros', async () => {
    const empty = await createTestApp();
    try {
      const api = new CandidateApi(empty, await signedInHeaders(empty.app));
      const dashboard = bodyOf<Dashboard>(await getDashboard(api));
      expect(dashboard.recruitmentAndRecruiteeAggregates).toEqual({
        openRecruitmentsCount: 0,
        totalRecruiteesCount: 0,
        inProcessCount: 0,
        hiredCount: 0,
      });
      expect(dashboard.newJobApplicationsGroupedByDay.map(({ count }) => count)).toEqual([
        0, 0, 0, 0, 0, 0, 0,
      ]);
      expect(dashboard.jobApplicationsGroupedByReferer).toEqual([]);
      expect(dashboard.recruitmentRecruiteesGroupedByStage).toEqual([]);
      expect(dashboard.recentActivities).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
