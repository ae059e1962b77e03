import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { selectRecruiterPage } from './queries.ts';

export const handlers = {
  async listRecruiters(request) {
    const { page = 1, pageSize = 1000, ATSUserIdsToSkip = [], SearchQuery } = request.query;
    return selectRecruiterPage(request.server.db, {
      searchQuery: SearchQuery,
      skipUserIds: ATSUserIdsToSkip,
      page,
      pageSize,
    });
  },
} satisfies FeatureHandlers;
