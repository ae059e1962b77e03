import { ActivityType, RecruitmentStatus, type Schema, StageType } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recruitmentStages } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import {
  type Candidate,
  insertCandidate,
  insertRecruitment,
  liveStages,
  newStageId,
  type People,
  signInPeople,
  storedActivities,
  storedPlacement,
} from '../activities/fixtures.ts';

type Stage = Schema<'Stage'>;

const availableUrl = '/api/RecruitmentRecruiteeStages/StagesAvailableForSetStage';
const setStageUrl = '/api/RecruitmentRecruiteeStages/setstage';

describe('stages available to a candidate and the move', () => {
  const testApp = useTestApp();
  let people: People;
  let recruitmentId: string;

  beforeAll(async () => {
    people = await signInPeople(testApp);
    recruitmentId = await insertRecruitment(testApp, people);
  });

  function available(candidate: Candidate, headers: Record<string, string> = {}) {
    return people.owner.api.get(
      availableUrl,
      { RecruiteeId: candidate.recruiteeId, RecruitmentId: candidate.recruitmentId },
      headers,
    );
  }

  function setStage(candidate: Candidate, stageId: string) {
    return people.teamMember.api.post(setStageUrl, {
      recruiteeId: candidate.recruiteeId,
      recruitmentId: candidate.recruitmentId,
      recruitmentRecruiteeStageId: stageId,
    });
  }

  /** A custom stage, live. */
  async function customStageId(index = 0): Promise<string> {
    const custom = (await liveStages(testApp)).filter(
      ({ stageType }) => stageType === StageType.Custom,
    );
    const stage = custom[index];
    if (!stage) throw new Error('no custom stage');
    return stage.id;
  }

  it('lists every live stage in stage order, the current one included, named in the request language', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const stages = bodyOf<Stage[]>(await available(candidate));
    const live = await liveStages(testApp);
    expect(stages.map(({ id }) => id)).toEqual(live.map(({ id }) => id));
    expect(stages.map(({ order }) => order)).toEqual(live.map((_, index) => index + 1));
    expect(stages.every(({ isDeleted }) => !isDeleted)).toBe(true);
    expect(stages.map(({ id }) => id)).toContain(await newStageId(testApp));

    const english = stages.find(({ stageType }) => stageType === StageType.New)?.name;
    const polish = bodyOf<Stage[]>(await available(candidate, { 'accept-language': 'pl' })).find(
      ({ stageType }) => stageType === StageType.New,
    )?.name;
    expect(english).toBe('New');
    expect(polish).not.toBe(english);
  });

  it('leaves out deleted stages, and lists none in a closed recruitment', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const deletedId = await customStageId(1);
    const { db } = testApp.database;
    await db
      .update(recruitmentStages)
      .set({ isDeleted: true })
      .where(eq(recruitmentStages.id, deletedId));
    try {
      const ids = bodyOf<Stage[]>(await available(candidate)).map(({ id }) => id);
      expect(ids).not.toContain(deletedId);
      expect(ids.length).toBe((await liveStages(testApp)).length);
    } finally {
      await db
        .update(recruitmentStages)
        .set({ isDeleted: false })
        .where(eq(recruitmentStages.id, deletedId));
    }

    const closedId = await insertRecruitment(testApp, people, { status: RecruitmentStatus.Closed });
    const inClosed = await insertCandidate(testApp, closedId);
    expect(bodyOf<Stage[]>(await available(inClosed))).toEqual([]);
  });

  it('moves the candidate, clears "new" and records who moved them where, in one go', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId, {
      appliedAt: [new Date('2025-01-10T10:00:00Z'), new Date('2025-02-10T10:00:00Z')],
    });
    const before = await storedPlacement(testApp, candidate);
    expect(before.isNew).toBe(true);
    const target = await customStageId();

    const response = await setStage(candidate, target);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    const after = await storedPlacement(testApp, candidate);
    expect(after.stageId).toBe(target);
    expect(after.isNew).toBe(false);
    expect(after.stageChangedAt.getTime()).toBeGreaterThan(before.stageChangedAt.getTime());

    const [activity, ...others] = await storedActivities(testApp, candidate);
    expect(others).toEqual([]);
    expect(activity).toMatchObject({
      activityType: ActivityType.StageChanged,
      userId: people.teamMember.id,
      // The newest application, as the demo data records it.
      data: { newStageId: target, jobApplicationId: candidate.jobApplicationIds[1] },
    });
    // The creation and the move happen in the same transaction.
    expect(activity?.creationTimestamp.getTime()).toBe(after.stageChangedAt.getTime());
  });

  it('refuses a current, unknown, deleted or closed-recruitment stage with the catalogue 400 and changes nothing', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const deletedId = await customStageId(2);
    const { db } = testApp.database;
    await db
      .update(recruitmentStages)
      .set({ isDeleted: true })
      .where(eq(recruitmentStages.id, deletedId));
    try {
      for (const stageId of [await newStageId(testApp), unknownId, deletedId]) {
        expectError(await setStage(candidate, stageId), 400);
      }
    } finally {
      await db
        .update(recruitmentStages)
        .set({ isDeleted: false })
        .where(eq(recruitmentStages.id, deletedId));
    }
    const closedId = await insertRecruitment(testApp, people, { status: RecruitmentStatus.Closed });
    const inClosed = await insertCandidate(testApp, closedId);
    expectError(await setStage(inClosed, await customStageId()), 400);

    for (const refused of [candidate, inClosed]) {
      const placement = await storedPlacement(testApp, refused);
      expect(placement.stageId).toBe(await newStageId(testApp));
      expect(placement.isNew).toBe(true);
      expect(await storedActivities(testApp, refused)).toEqual([]);
    }
  });

  it('answers 404 for a candidate who is not in the recruitment', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const elsewhere = { ...candidate, recruitmentId: await insertRecruitment(testApp, people) };
    expectError(await available(elsewhere), 404);
    expectError(await setStage(elsewhere, await customStageId()), 404);
    expectError(
      await setStage({ ...candidate, recruiteeId: unknownId }, await customStageId()),
      404,
    );
  });

  it('lets a second move follow the first, each with its activity', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const first = await customStageId(0);
    const second = await customStageId(1);
    expect((await setStage(candidate, first)).statusCode).toBe(204);
    expectError(await setStage(candidate, first), 400);
    expect((await setStage(candidate, second)).statusCode).toBe(204);
    const moves = (await storedActivities(testApp, candidate)).map(
      ({ data }) => (data as { newStageId: string }).newStageId,
    );
    expect(moves).toEqual([second, first]);
  });
});
