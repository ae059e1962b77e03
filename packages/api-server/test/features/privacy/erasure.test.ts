import type { Schema } from '@ats/api-sdk';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessLog, jobApplications, recruitees } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import { fingerprint } from '../../support/fingerprint.ts';
import { unknownId } from '../../support/ids.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import {
  applicationCount,
  createPersonWorld,
  erase,
  exportUrl,
  findInDatabase,
  findInStorage,
  otherPersonNeedles,
  type PersonWorld,
  person,
  personalDataUrl,
  personNeedles,
  storageKeysOf,
} from './fixtures.ts';

type Summary = Schema<'PersonalDataSummary'>;

describe('erasing a candidate', () => {
  const testApp = useTestApp();
  let world: PersonWorld;

  beforeAll(async () => {
    world = await createPersonWorld(testApp);
  });

  it('names what it will remove, to staff of any of the candidate’s recruitments', async () => {
    const summary = bodyOf<Summary>(
      await world.manager.get(personalDataUrl(world.recruiteeId), {}),
    );
    expect(summary).toEqual({
      recruiteeId: world.recruiteeId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phoneNumber,
      isErased: false,
      applicationCount: 2,
      // Per application: resume, photo, cover letter, attachment.
      fileCount: 8,
      // A note, a call and a meeting.
      activityTextCount: 3,
      scoreCommentCount: 2,
    });
    expectError(await world.outsider.get(personalDataUrl(world.recruiteeId), {}), 403);
    expectError(await world.owner.get(personalDataUrl(unknownId), {}), 404);
    const signedOut = await testApp.app.inject({
      method: 'GET',
      url: personalDataUrl(world.recruiteeId),
    });
    expectError(signedOut, 401);
  });

  it('refuses staff without access and unknown candidates, changing nothing', async () => {
    const before = await fingerprint(testApp);
    expectError(await erase(testApp, world.outsider, world.recruiteeId), 403);
    expectError(await erase(testApp, world.owner, unknownId), 404);
    expect(await fingerprint(testApp)).toEqual(before);
  });

  it('changes nothing when the erasure fails half-way (an injected database error)', async () => {
    const { db } = testApp.database;
    // Activities are updated after the recruitee, the answers and the scores: all must roll back.
    await db.execute(sql`
      create function fail_erasure() returns trigger language plpgsql
      as $$ begin raise exception 'injected failure'; end $$`);
    await db.execute(sql`
      create trigger fail_erasure before update on activities
      for each row execute function fail_erasure()`);
    try {
      const before = await fingerprint(testApp);
      const response = await erase(testApp, world.owner, world.recruiteeId);
      expect(response.statusCode).toBe(500);
      expect(await fingerprint(testApp)).toEqual(before);
      expect(findInStorage(testApp, personNeedles).length).toBeGreaterThan(0);
    } finally {
      await db.execute(sql`drop trigger fail_erasure on activities`);
      await db.execute(sql`drop function fail_erasure()`);
    }
  });

  describe('once erased', () => {
    let before: {
      details: Schema<'RecruitmentDetails'>[];
      dashboard: Schema<'Dashboard'>;
      applications: number;
      allCandidates: number;
      fileKeys: string[];
    };

    const readAggregates = async () => ({
      details: await Promise.all(
        [world.firstRecruitmentId, world.secondRecruitmentId].map(async (id) =>
          bodyOf<Schema<'RecruitmentDetails'>>(
            await world.owner.get(`/api/Recruitments/${id}`, {}),
          ),
        ),
      ),
      dashboard: bodyOf<Schema<'Dashboard'>>(await world.owner.get('/api/Dashboard', {})),
      applications: await applicationCount(testApp),
      allCandidates: bodyOf<Schema<'RecruiteeListItemPage'>>(
        await world.owner.get('/api/Recruitees', {}),
      ).totalCount,
    });

    beforeAll(async () => {
      // The export and a file view write the access log, which the erasure removes too.
      expect((await world.manager.get(exportUrl(world.recruiteeId), {})).statusCode).toBe(200);
      const found = await findInDatabase(testApp, personNeedles);
      expect(found).toEqual(
        expect.arrayContaining([
          'recruitees.first_name: Zuzanna',
          'recruitees.search_text: 601234567',
          `job_applications.answers: ${person.email}`,
          'files.original_name: Kotecka',
          'scores.comment: Zuzanna',
          'activities.data: 601 234 567',
          `activities.data: ${person.email}`,
        ]),
      );
      before = {
        ...(await readAggregates()),
        fileKeys: await storageKeysOf(testApp, world.recruiteeId),
      };
      expect(before.fileKeys).toHaveLength(8);
      const response = await erase(testApp, world.owner, world.recruiteeId);
      expect(response.statusCode, response.body).toBe(204);
    });

    it('leaves the name, e-mail and phone nowhere in the database', async () => {
      expect(await findInDatabase(testApp, personNeedles)).toEqual([]);
      // The search would have found them: the other candidate is still there, by name.
      expect(await findInDatabase(testApp, otherPersonNeedles)).toEqual(
        expect.arrayContaining([
          'recruitees.first_name: Olgierd',
          'files.original_name: Kontrolny',
          'activities.data: Kontrolny',
        ]),
      );
    });

    it('leaves none of their files, names or bytes in the storage', async () => {
      expect(findInStorage(testApp, personNeedles)).toEqual([]);
      for (const key of before.fileKeys) {
        expect(await testApp.app.files.get(key)).toBeNull();
      }
      expect(findInStorage(testApp, otherPersonNeedles).length).toBeGreaterThan(0);
    });

    it('keeps the candidate as “Erased candidate”, and every count, chart and feed right', async () => {
      const after = await readAggregates();
      expect(after.applications).toBe(before.applications);
      expect(after.allCandidates).toBe(before.allCandidates);
      expect(after.details.map(counts)).toEqual(before.details.map(counts));
      expect(after.dashboard.recruitmentAndRecruiteeAggregates).toEqual(
        before.dashboard.recruitmentAndRecruiteeAggregates,
      );
      // The erased applications count as direct links (their referer is cleared).
      expect(totalOf(after.dashboard.jobApplicationsGroupedByReferer)).toBe(
        totalOf(before.dashboard.jobApplicationsGroupedByReferer),
      );
      expect(after.dashboard.newJobApplicationsGroupedByDay).toEqual(
        before.dashboard.newJobApplicationsGroupedByDay,
      );
      const feedNames = after.dashboard.recentActivities
        .filter((activity) => activity.recruiteeId === world.recruiteeId)
        .map((activity) => `${activity.recruiteeFirstName} ${activity.recruiteeLastName}`);
      expect(feedNames.length).toBeGreaterThan(0);
      expect(new Set(feedNames)).toEqual(new Set(['Erased candidate']));

      const [row] = await testApp.database.db
        .select()
        .from(recruitees)
        .where(eq(recruitees.id, world.recruiteeId));
      expect(row).toMatchObject({
        firstName: 'Erased',
        lastName: 'candidate',
        email: `erased-${world.recruiteeId}@erased.invalid`,
        phoneNumber: '',
        prefix: null,
        photoFileId: null,
      });
      expect(row?.anonymisedAt).toBeInstanceOf(Date);
    });

    it('marks the candidate as erased in the lists and the profile, and no one else', async () => {
      const everyone = bodyOf<Schema<'RecruiteeListItemPage'>>(
        await world.owner.get('/api/Recruitees', {}),
      ).result;
      const inRecruitment = bodyOf<Schema<'RecruitmentRecruiteePage'>>(
        await world.owner.get('/api/RecruitmentRecruitees', {
          recruitmentId: world.firstRecruitmentId,
        }),
      ).result;
      const profile = bodyOf<Schema<'RecruiteeWithJobApplication'>>(
        await world.owner.get('/api/Recruitees/ByJobApplication', {
          jobApplicationId: world.jobApplicationIds[0] as string,
        }),
      );
      for (const list of [everyone, inRecruitment]) {
        const erasedFlags = new Map(list.map((row) => [row.id, row.isErased]));
        expect(erasedFlags.get(world.recruiteeId)).toBe(true);
        expect(erasedFlags.get(world.otherRecruiteeId)).toBe(false);
      }
      expect(profile.basicData.isErased).toBe(true);
    });

    it('clears the referer of their applications, and keeps the other candidate’s', async () => {
      const referers = await testApp.database.db
        .select({ recruiteeId: jobApplications.recruiteeId, referer: jobApplications.referer })
        .from(jobApplications)
        .where(inArray(jobApplications.recruiteeId, [world.recruiteeId, world.otherRecruiteeId]));
      expect(referers.filter((row) => row.recruiteeId === world.recruiteeId)).toEqual([
        { recruiteeId: world.recruiteeId, referer: null },
        { recruiteeId: world.recruiteeId, referer: null },
      ]);
      expect(referers.filter((row) => row.recruiteeId === world.otherRecruiteeId)).toEqual([
        { recruiteeId: world.otherRecruiteeId, referer: 'justjoin.it' },
      ]);
    });

    it('is found by no search for them, and listed as “Erased candidate”', async () => {
      for (const query of ['Zuzanna', 'Kotecka', person.email, '601234567']) {
        const page = bodyOf<Schema<'RecruiteeListItemPage'>>(
          await world.owner.get('/api/Recruitees', { SearchQuery: query }),
        );
        expect(page.totalCount, query).toBe(0);
      }
      const page = bodyOf<Schema<'RecruitmentRecruiteePage'>>(
        await world.owner.get('/api/RecruitmentRecruitees', {
          recruitmentId: world.firstRecruitmentId,
        }),
      );
      const listed = page.result.find((row) => row.id === world.recruiteeId);
      expect(listed).toMatchObject({ firstName: 'Erased', lastName: 'candidate' });
      const profile = bodyOf<Schema<'RecruiteeWithJobApplication'>>(
        await world.owner.get('/api/Recruitees/ByJobApplication', {
          jobApplicationId: world.jobApplicationIds[0] ?? '',
        }),
      );
      expect(profile.basicData).toMatchObject({ firstName: 'Erased', phoneNumber: null });
      expect(profile.authorizedData?.filledQuestionnaireAnswers).toEqual({
        additionalQuestionnaireAnswers: [],
      });
    });

    it('removes their access log and counts nothing more to erase; a second erasure is a no-op', async () => {
      const logRows = await testApp.database.db
        .select()
        .from(accessLog)
        .where(eq(accessLog.recruiteeId, world.recruiteeId));
      expect(logRows).toEqual([]);
      const summary = bodyOf<Summary>(
        await world.owner.get(personalDataUrl(world.recruiteeId), {}),
      );
      expect(summary).toMatchObject({
        firstName: 'Erased',
        lastName: 'candidate',
        phoneNumber: null,
        isErased: true,
        applicationCount: 0,
        fileCount: 0,
        activityTextCount: 0,
        scoreCommentCount: 0,
      });
      const fingerprintBefore = await fingerprint(testApp);
      expect((await erase(testApp, world.owner, world.recruiteeId)).statusCode).toBe(204);
      expect(await fingerprint(testApp)).toEqual(fingerprintBefore);
    });
  });
});

function counts(details: Schema<'RecruitmentDetails'>) {
  return {
    candidatesCount: details.candidatesCount,
    applicantsCount: details.applicantsCount,
    newRecruiteesCount: details.newRecruiteesCount,
    candidatesAndApplicants: details.candidatesAndApplicants,
    byStage: details.recruitmentRecruiteesByStageList,
    applicationsBySource: totalOf(details.recruitmentJobApplicationsByRefererList),
  };
}

function totalOf(referers: readonly Schema<'RefererCount'>[]): number {
  return referers.reduce((total, referer) => total + referer.count, 0);
}
