import { randomUUID } from 'node:crypto';
import { RecruitmentStatus, StageType } from '@ats/api-sdk';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  activities,
  atsUsers,
  recruitmentRecruitees,
  recruitmentStages,
  scores,
} from '../../../src/db/schema/index.ts';
import { userIdByEmail } from '../../support/accounts.ts';
import type { TestApp } from '../../support/app.ts';
import { backendDeveloperId } from '../../support/ids.ts';
import {
  insertApplicationRow,
  insertRecruiteeRow,
  insertRecruitmentRow,
} from '../../support/rows.ts';
import { signedInHeaders } from '../../support/sign-in.ts';

/*
 * Candidates, scores and activities are set up by writing rows directly (the apply service
 * is tested on its own); the operations under test are called over HTTP.
 */

/** Calls the API as one signed-in user (or signed out, with no headers). */
export class CandidateApi {
  constructor(
    private readonly testApp: TestApp,
    readonly headers: Record<string, string>,
  ) {}

  get(url: string, query: Record<string, string | number>, headers: Record<string, string> = {}) {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    );
    return this.testApp.app.inject({
      method: 'GET',
      url: `${url}?${search}`,
      headers: { ...this.headers, ...headers },
    });
  }

  post(url: string, body: object, headers: Record<string, string> = {}) {
    return this.testApp.app.inject({
      method: 'POST',
      url,
      headers: { ...this.headers, ...headers },
      payload: body,
    });
  }
}

export interface Member {
  id: string;
  api: CandidateApi;
}

/**
 * The people of the access rule, signed in: the recruitment's owner, its hiring manager, a
 * team member, a recruiter who is none of these, and a signed-out client.
 */
export interface People {
  owner: Member;
  manager: Member;
  teamMember: Member;
  otherRecruiter: Member;
  signedOut: CandidateApi;
}

export async function signInPeople(testApp: TestApp): Promise<People> {
  const member = async (email: string): Promise<Member> => {
    const headers = await signedInHeaders(testApp.app, email);
    return { id: await userIdByEmail(testApp, email), api: new CandidateApi(testApp, headers) };
  };
  return {
    owner: await member('owner@example.com'),
    manager: await member('manager@example.com'),
    teamMember: await member('team@example.com'),
    otherRecruiter: await member('recruiter@example.com'),
    // An allowed origin, so that a refusal is about the session and not the CSRF check.
    signedOut: new CandidateApi(testApp, { origin: testApp.app.config.publicOrigin }),
  };
}

/** A recruitment owned by `people.owner`, managed by `people.manager`, with `people.teamMember`. */
export function insertRecruitment(
  testApp: TestApp,
  people: People,
  options: { status?: RecruitmentStatus; positionId?: string | null } = {},
): Promise<string> {
  return insertRecruitmentRow(testApp.database.db, {
    title: 'Backend developer – Payments',
    status: options.status ?? RecruitmentStatus.Open,
    positionId: options.positionId === undefined ? backendDeveloperId : options.positionId,
    ownerId: people.owner.id,
    hiringManagerId: people.manager.id,
    // The owner is left off the team table, so that the owner's own clause of the rule is tested.
    teamIds: [people.teamMember.id],
  });
}

/** The live stages in stage order. */
export async function liveStages(testApp: TestApp) {
  return testApp.database.db
    .select({ id: recruitmentStages.id, stageType: recruitmentStages.stageType })
    .from(recruitmentStages)
    .where(eq(recruitmentStages.isDeleted, false))
    .orderBy(asc(recruitmentStages.order));
}

export async function newStageId(testApp: TestApp): Promise<string> {
  const stage = (await liveStages(testApp)).find(({ stageType }) => stageType === StageType.New);
  if (!stage) throw new Error('no New stage');
  return stage.id;
}

export interface Candidate {
  recruiteeId: string;
  recruitmentId: string;
  /** Oldest first. */
  jobApplicationIds: string[];
}

let candidateNumber = 0;

/**
 * A candidate in the recruitment's New stage (or `stageId`), with one job application per
 * date in `appliedAt` (one, now, by default).
 */
export async function insertCandidate(
  testApp: TestApp,
  recruitmentId: string,
  options: { stageId?: string; appliedAt?: Date[] } = {},
): Promise<Candidate> {
  const { db } = testApp.database;
  candidateNumber += 1;
  const recruiteeId = await insertRecruiteeRow(db, {
    firstName: 'Olivia',
    lastName: `Candidate ${candidateNumber}`,
    email: `olivia-${candidateNumber}-${randomUUID().slice(0, 8)}@example.com`,
  });
  await db.insert(recruitmentRecruitees).values({
    recruitmentId,
    recruiteeId,
    stageId: options.stageId ?? (await newStageId(testApp)),
  });
  const jobApplicationIds: string[] = [];
  for (const createdAt of options.appliedAt ?? [new Date()]) {
    jobApplicationIds.push(
      await insertApplicationRow(db, { recruiteeId, recruitmentId, createdAt }),
    );
  }
  return { recruiteeId, recruitmentId, jobApplicationIds };
}

/** The candidate's stored activities, newest first. */
export async function storedActivities(testApp: TestApp, candidate: Candidate) {
  return testApp.database.db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.recruiteeId, candidate.recruiteeId),
        eq(activities.recruitmentId, candidate.recruitmentId),
      ),
    )
    .orderBy(desc(activities.creationTimestamp), desc(activities.id));
}

/** The candidate's stored scores. */
export async function storedScores(testApp: TestApp, candidate: Candidate) {
  return testApp.database.db
    .select()
    .from(scores)
    .where(
      and(
        eq(scores.recruiteeId, candidate.recruiteeId),
        eq(scores.recruitmentId, candidate.recruitmentId),
      ),
    );
}

/** The candidate's row in the recruitment. */
export async function storedPlacement(testApp: TestApp, candidate: Candidate) {
  const [row] = await testApp.database.db
    .select()
    .from(recruitmentRecruitees)
    .where(
      and(
        eq(recruitmentRecruitees.recruiteeId, candidate.recruiteeId),
        eq(recruitmentRecruitees.recruitmentId, candidate.recruitmentId),
      ),
    );
  if (!row) throw new Error('candidate not in the recruitment');
  return row;
}

/** The recruitment owner's name and address, as mail sent on their behalf shows them. */
export async function ownerContact(
  testApp: TestApp,
  people: People,
): Promise<{ firstName: string; lastName: string; email: string }> {
  const [row] = await testApp.database.db
    .select({ firstName: atsUsers.firstName, lastName: atsUsers.lastName, email: atsUsers.email })
    .from(atsUsers)
    .where(eq(atsUsers.id, people.owner.id));
  if (!row) throw new Error('no owner');
  return row;
}
