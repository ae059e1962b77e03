import { type AnyColumn, and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { recruitees, recruitmentRecruitees, recruitments } from '../db/schema/index.ts';
import { forbidden, notFound } from '../errors.ts';
import {
  canSeeApplicationDetailsCondition,
  recruitmentVisibleCondition,
  type ScopedUser,
  seesAllRecruitments,
} from './application-access.ts';

/** A candidate in a recruitment (a recruitment_recruitees row). */
export interface CandidateKey {
  recruiteeId: string;
  recruitmentId: string;
}

/** The condition that a row of a table keyed by candidate (recruitee, recruitment) is the candidate's. */
export function belongsToCandidate(
  table: { recruiteeId: AnyColumn; recruitmentId: AnyColumn },
  candidate: CandidateKey,
) {
  return and(
    eq(table.recruiteeId, candidate.recruiteeId),
    eq(table.recruitmentId, candidate.recruitmentId),
  );
}

export interface CandidateInRecruitment extends CandidateKey {
  stageId: string;
  recruitmentStatus: number;
}

/**
 * The candidate's place in the recruitment, for a user who may see the candidate's details
 * there (scores, stage moves, activities): 404 when the recruitee is not in the recruitment,
 * 403 when the user is not its owner, hiring manager or a team member (the one rule of
 * application-access.ts). One query on the recruitment_recruitees and recruitments keys.
 * `lockForUpdate` locks the candidate's row until the transaction ends (a stage move).
 */
export async function requireCandidateAccess(
  db: Database,
  userId: string,
  candidate: CandidateKey,
  options: { lockForUpdate?: boolean } = {},
): Promise<CandidateInRecruitment> {
  const query = db
    .select({
      stageId: recruitmentRecruitees.stageId,
      recruitmentStatus: recruitments.status,
      allowed: canSeeApplicationDetailsCondition(userId, recruitmentRecruitees.recruitmentId),
    })
    .from(recruitmentRecruitees)
    .innerJoin(recruitments, eq(recruitments.id, recruitmentRecruitees.recruitmentId))
    .where(belongsToCandidate(recruitmentRecruitees, candidate));
  const [row] = await (options.lockForUpdate
    ? query.for('update', { of: recruitmentRecruitees })
    : query);
  if (!row) {
    throw notFound(
      `recruitee ${candidate.recruiteeId} is not in recruitment ${candidate.recruitmentId}`,
    );
  }
  if (row.allowed !== true) {
    throw forbidden(`user ${userId} may not see candidates of ${candidate.recruitmentId}`);
  }
  return {
    recruiteeId: candidate.recruiteeId,
    recruitmentId: candidate.recruitmentId,
    stageId: row.stageId,
    recruitmentStatus: row.recruitmentStatus,
  };
}

const visibleCandidacy = alias(recruitmentRecruitees, 'visible_candidacy');

/**
 * The condition that the recruitee (`recruiteeId`) is one the user sees at all, for roles that
 * see only some recruitments (hiring managers, interviewers): those with an application in
 * one of the user's recruitments (recruitmentVisibleCondition), the candidates of a small set
 * of recruitments (recruitment_recruitees' primary key). Undefined (no filter) for roles that
 * see every candidate, so that their queries stay as they were.
 */
export function recruiteeVisibleCondition(
  user: ScopedUser,
  recruiteeId: SQLWrapper,
): SQL<boolean> | undefined {
  if (seesAllRecruitments(user)) return undefined;
  return sql<boolean>`${recruiteeId} in (
    select ${visibleCandidacy.recruiteeId}
    from ${recruitmentRecruitees} as ${sql.identifier('visible_candidacy')}
    where ${recruitmentVisibleCondition(user, visibleCandidacy.recruitmentId)}
  )`;
}

/**
 * A candidate as a person, for roles that see only some recruitments (hiring managers,
 * interviewers): 404 for an unknown recruitee, 403 unless the candidate is in one of the
 * user's recruitments (as personal-data-access.ts asks of every role). No query for roles
 * that see every recruitment.
 */
export async function requireRecruiteeVisible(
  db: Database,
  user: ScopedUser,
  recruiteeId: string,
): Promise<void> {
  const visible = recruiteeVisibleCondition(user, recruitees.id);
  if (!visible) return;
  const [row] = await db.select({ visible }).from(recruitees).where(eq(recruitees.id, recruiteeId));
  if (!row) throw notFound(`no recruitee ${recruiteeId}`);
  if (row.visible !== true) {
    throw forbidden(`user ${user.id} may not see recruitee ${recruiteeId}`);
  }
}
