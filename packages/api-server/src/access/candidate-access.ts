import { type AnyColumn, and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { recruitmentRecruitees, recruitments } from '../db/schema/index.ts';
import { forbidden, notFound } from '../errors.ts';
import { canSeeApplicationDetailsCondition } from './application-access.ts';

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
