import { ActivityType, RecruitmentStatus } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_ID } from '../../../src/db/reference-data.ts';
import {
  activities,
  jobApplications,
  recruitees,
  recruitmentRecruitees,
} from '../../../src/db/schema/index.ts';
import {
  candidateIdByEmail,
  createCandidate,
  placeCandidate,
} from '../../../src/features/candidates/index.ts';
import { signInRoles } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { insertRecruitmentRow } from '../../support/rows.ts';

describe('adding a candidate as staff do (the core of adding by hand and importing)', () => {
  const testApp = useTestApp();
  let ownerId: string;
  let openId: string;
  let closedId: string;

  beforeAll(async () => {
    ({
      ids: { owner: ownerId },
    } = await signInRoles(testApp));
    const recruitment = (title: string, status: RecruitmentStatus) =>
      insertRecruitmentRow(testApp.database.db, {
        title,
        positionId: null,
        status,
        ownerId,
        hiringManagerId: null,
        teamIds: [ownerId],
      });
    openId = await recruitment('Open for adds', RecruitmentStatus.Open);
    closedId = await recruitment('Closed for adds', RecruitmentStatus.Closed);
  });

  const details = {
    firstName: 'Iga',
    lastName: 'Referred',
    email: 'Iga.Referred@example.com',
    phoneNumber: '',
  };
  const placement = (recruitmentId: string) => ({
    recruitmentId,
    stageId: null,
    source: 'referral' as const,
    sourceDetail: 'Jan Kolega',
    resume: null,
    addedBy: ownerId,
    addedAt: new Date('2026-11-20T10:00:00Z'),
  });

  it('writes the person, an application without consent, the New stage and the activity', async () => {
    const { db } = testApp.database;
    const placed = await db.transaction(async (tx) => {
      const id = await createCandidate(tx, details, new Date('2026-11-20T10:00:00Z'));
      if (!id) throw new Error('not created');
      return placeCandidate(tx, id, placement(openId));
    });

    const [application] = await db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, placed.jobApplicationId));
    expect(application).toMatchObject({
      recruiteeId: placed.recruiteeId,
      source: 'referral',
      sourceDetail: 'Jan Kolega',
      addedBy: ownerId,
      consentedAt: null,
      consentVersionId: null,
      email: 'Iga.Referred@example.com',
    });
    const [place] = await db
      .select({ stageId: recruitmentRecruitees.stageId })
      .from(recruitmentRecruitees)
      .where(eq(recruitmentRecruitees.recruiteeId, placed.recruiteeId));
    expect(place?.stageId).toBe(DEFAULT_STAGE_ID.new);
    const timeline = await db
      .select({ type: activities.activityType, userId: activities.userId, data: activities.data })
      .from(activities)
      .where(eq(activities.recruiteeId, placed.recruiteeId));
    expect(timeline).toEqual([
      {
        type: ActivityType.CandidateAdded,
        userId: ownerId,
        data: { jobApplicationId: placed.jobApplicationId },
      },
    ]);
    const [person] = await db
      .select({ newest: recruitees.newestApplicationId })
      .from(recruitees)
      .where(eq(recruitees.id, placed.recruiteeId));
    expect(person?.newest).toBe(placed.jobApplicationId);
  });

  it('never makes a twin of an e-mail in another case', async () => {
    const { db } = testApp.database;
    const twin = await createCandidate(
      db,
      { ...details, email: 'iga.referred@EXAMPLE.com' },
      new Date(),
    );
    expect(twin).toBeNull();
    expect(await candidateIdByEmail(db, 'IGA.REFERRED@example.com')).not.toBeNull();
  });

  it('refuses a closed recruitment and writes nothing', async () => {
    const { db } = testApp.database;
    const email = 'closed.add@example.com';
    await expect(
      db.transaction(async (tx) => {
        const id = await createCandidate(tx, { ...details, email }, new Date());
        if (!id) throw new Error('not created');
        return placeCandidate(tx, id, placement(closedId));
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await candidateIdByEmail(db, email)).toBeNull();
  });
});
