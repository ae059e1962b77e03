import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { recruitees, recruitmentRecruitees } from '../db/schema/index.ts';
import { forbidden, notFound } from '../errors.ts';
import { canSeeApplicationDetailsCondition } from './application-access.ts';

/**
 * Access to a candidate as a person (their personal data: summary, export, erasure): staff who
 * may see the details of at least one of the candidate's recruitments (the one rule of
 * application-access.ts). 404 for an unknown recruitee, 403 for other staff. One query on the
 * recruitees key and recruitment_recruitees_recruitee_id_idx.
 *
 * "At least one", not "every": a data subject's request is about the person, and a candidate
 * in recruitments of two teams would otherwise be out of everybody's reach.
 */
export async function requirePersonalDataAccess(
  db: Database,
  userId: string,
  recruiteeId: string,
): Promise<void> {
  const [row] = await db
    .select({
      allowed: sql<boolean>`exists (
        select 1 from ${recruitmentRecruitees}
        where ${recruitmentRecruitees.recruiteeId} = ${recruitees.id}
          and ${canSeeApplicationDetailsCondition(userId, recruitmentRecruitees.recruitmentId)}
      )`,
    })
    .from(recruitees)
    .where(eq(recruitees.id, recruiteeId));
  if (!row) throw notFound(`no recruitee ${recruiteeId}`);
  if (row.allowed !== true) {
    throw forbidden(`user ${userId} may not see the personal data of recruitee ${recruiteeId}`);
  }
}
