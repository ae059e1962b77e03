import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { selectAuditPage } from './queries.ts';

export const handlers = {
  async listAuditEvents(request) {
    const { page = 1, pageSize = 20 } = request.query;
    return selectAuditPage(request.server.db, { page, pageSize });
  },
} satisfies FeatureHandlers;
