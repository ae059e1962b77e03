import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canSeeApplicationDetailsCondition,
  type ScopedUser,
  seesAllRecruitments,
} from '../../access/application-access.ts';
import { recruiteeVisibleCondition } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import { jobApplications, recruitees } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { StoredApplicationFile } from '../offers/index.ts';
import { createCandidate, type PlacedCandidate, placeCandidate } from './add-candidate.ts';
import type { AddRecruiteeData } from './receive-candidate.ts';
import { selectRecruitmentAccess } from './recruitment-candidates.ts';

/**
 * Adds a person by hand, in the caller's transaction: the recruitment must exist (404) and the
 * user be on its staff (403, as stage moves: owner, hiring manager, team member); then the
 * candidate is created (400 on `email` when one with this e-mail exists, any case) and placed
 * in the chosen stage (placeCandidate: 404 for a closed recruitment, 400 for a stage that is
 * not live). Access comes first, so that nobody learns of an e-mail through a recruitment
 * they may not add to.
 */
export async function addCandidateByHand(
  tx: Database,
  userId: string,
  input: { candidate: AddRecruiteeData; resume: StoredApplicationFile | null; at: Date },
): Promise<PlacedCandidate> {
  const { candidate } = input;
  const access = await selectRecruitmentAccess(tx, userId, candidate.recruitmentId);
  if (!access) throw notFound(`no recruitment ${candidate.recruitmentId}`);
  if (!access.canSeeDetails) {
    throw forbidden(`user ${userId} may not add candidates to ${candidate.recruitmentId}`);
  }
  const recruiteeId = await createCandidate(
    tx,
    {
      firstName: candidate.firstName.trim(),
      lastName: candidate.lastName.trim(),
      email: candidate.email.trim(),
      phoneNumber: candidate.phoneNumber?.trim() ?? '',
    },
    input.at,
  );
  if (!recruiteeId) throw badRequest('a candidate with this e-mail exists', 'email');
  const detail = candidate.sourceDetail?.trim() ?? '';
  return placeCandidate(tx, recruiteeId, {
    recruitmentId: candidate.recruitmentId,
    stageId: candidate.stageId,
    source: candidate.source,
    sourceDetail: detail === '' ? null : detail,
    resume: input.resume,
    addedBy: userId,
    addedAt: input.at,
  });
}

const newest = alias(jobApplications, 'newest_application');
const newestAccessible = alias(jobApplications, 'newest_accessible_application');

/**
 * The candidate with this e-mail (any case, recruitees' unique lower(email) index), as the
 * add form offers them: with the application to open (the newest the user may see in full,
 * else the newest), or without a name when the user may not see them at all (hiring
 * managers and interviewers outside their recruitments).
 */
export async function selectRecruiteeByEmail(
  db: Database,
  user: ScopedUser,
  email: string,
): Promise<{
  exists: boolean;
  recruitee: { id: string; firstName: string; lastName: string; jobApplicationId: string } | null;
}> {
  const newestApplication = db
    .select({ id: newest.id })
    .from(newest)
    .where(eq(newest.recruiteeId, recruitees.id))
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(1)
    .as('newest');
  const accessibleApplication = db
    .select({ id: newestAccessible.id })
    .from(newestAccessible)
    .where(
      and(
        eq(newestAccessible.recruiteeId, recruitees.id),
        canSeeApplicationDetailsCondition(user.id, newestAccessible.recruitmentId),
      ),
    )
    .orderBy(desc(newestAccessible.createdAt), desc(newestAccessible.id))
    .limit(1)
    .as('accessible');
  const visible = recruiteeVisibleCondition(user, recruitees.id) ?? sql<boolean>`true`;
  const [row] = await db
    .select({
      id: recruitees.id,
      firstName: recruitees.firstName,
      lastName: recruitees.lastName,
      visible,
      newestId: newestApplication.id,
      accessibleId: accessibleApplication.id,
    })
    .from(recruitees)
    .leftJoinLateral(newestApplication, sql`true`)
    .leftJoinLateral(accessibleApplication, sql`true`)
    .where(sql`lower(${recruitees.email}) = lower(${email.trim()})`)
    .limit(1);
  if (!row) return { exists: false, recruitee: null };
  const jobApplicationId =
    row.accessibleId ?? (seesAllRecruitments(user) || row.visible ? row.newestId : null);
  if (row.visible !== true || jobApplicationId === null) return { exists: true, recruitee: null };
  return {
    exists: true,
    recruitee: {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      jobApplicationId,
    },
  };
}
