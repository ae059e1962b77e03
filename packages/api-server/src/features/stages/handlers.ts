import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { requestLanguage } from '../../request-language.ts';
import { selectStages, selectStagesForEdit } from './queries.ts';
import { saveStageList } from './save-stage-list.ts';

export const handlers = {
  async listStages(request) {
    return selectStages(request.server.db, requestLanguage(request));
  },
  async getStagesForEdit(request) {
    return selectStagesForEdit(request.server.db);
  },
  async editStages(request) {
    return saveStageList(request.server.db, request.body.recruitmentRecruiteeStages);
  },
} satisfies FeatureHandlers;
