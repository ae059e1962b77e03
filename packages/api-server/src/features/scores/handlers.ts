import { requireCandidateAccess } from '../../access/candidate-access.ts';
import { userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { selectScorePage, selectScoreSummary } from './queries.ts';
import { setScore } from './set-score.ts';

export const handlers = {
  async getScore(request) {
    const userId = userIdOf(request);
    const { db } = request.server;
    const candidate = await requireCandidateAccess(db, userId, request.query);
    return selectScoreSummary(db, userId, candidate);
  },

  async listScores(request) {
    const { recruiteeId, recruitmentId, PageNumber = 1, PageSize = 1000 } = request.query;
    const { db } = request.server;
    const candidate = await requireCandidateAccess(db, userIdOf(request), {
      recruiteeId,
      recruitmentId,
    });
    return selectScorePage(db, candidate, { pageNumber: PageNumber, pageSize: PageSize });
  },

  async setScore(request) {
    return setScore(request.server.db, userIdOf(request), request.body);
  },
} satisfies FeatureHandlers;
