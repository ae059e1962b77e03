import { sql } from 'drizzle-orm';
import { userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { badRequest, notFound } from '../../errors.ts';
import { mergeRecruitees } from './merge.ts';
import { selectDuplicatePairsPage, selectDuplicatePerson, selectDuplicatesOf } from './rules.ts';

export const handlers = {
  /** Pairs of likely duplicates, for staff who may merge (every candidate is theirs to see). */
  async listDuplicatePairs(request) {
    userIdOf(request);
    const { pageNumber = 1, pageSize = 20 } = request.query;
    return selectDuplicatePairsPage(request.server.db, { pageNumber, pageSize });
  },

  /** The candidate and their likely duplicates (the profile's hint). */
  async listRecruiteeDuplicates(request) {
    userIdOf(request);
    const { recruiteeId } = request.params;
    const { db } = request.server;
    const recruitee = await selectDuplicatePerson(db, recruiteeId);
    if (!recruitee) throw notFound(`no recruitee ${recruiteeId}`);
    return { recruitee, duplicates: await selectDuplicatesOf(db, recruiteeId) };
  },

  /** Records "Not a duplicate" for a pair (again: nothing changes). */
  async dismissDuplicatePair(request, reply) {
    const userId = userIdOf(request);
    const { firstRecruiteeId, secondRecruiteeId } = request.body;
    if (firstRecruiteeId === secondRecruiteeId) {
      throw badRequest('a pair is two candidates');
    }
    const [first, second] = [firstRecruiteeId, secondRecruiteeId].sort();
    await request.server.db.transaction(async (tx) => {
      const found = await tx.execute<{ id: string }>(sql`
        select id from recruitees where id in (${first}::uuid, ${second}::uuid) for share`);
      if (found.rows.length < 2) throw notFound('no such pair of candidates');
      await tx.execute(sql`
        insert into duplicate_dismissals (first_recruitee_id, second_recruitee_id, dismissed_by)
        values (${first}, ${second}, ${userId})
        on conflict do nothing`);
    });
    return reply.code(204).send();
  },

  /** Merges two candidates in one transaction (src/features/duplicates/merge.ts). */
  async mergeRecruitees(request) {
    const userId = userIdOf(request);
    const { keptRecruiteeId, mergedRecruiteeId } = request.body;
    const result = await request.server.db.transaction((tx) =>
      mergeRecruitees(tx, { keptRecruiteeId, mergedRecruiteeId, userId }),
    );
    request.log.info({ keptRecruiteeId, mergedRecruiteeId, userId }, 'merged two candidates');
    return result;
  },
} satisfies FeatureHandlers;
