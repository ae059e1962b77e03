import { userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { requestLanguage } from '../../request-language.ts';
import { selectStages, selectStagesForEdit } from './queries.ts';
import { saveStageList } from './save-stage-list.ts';
import { selectStagesAvailableForSetStage, setCandidateStage } from './set-stage.ts';

export const handlers = {
  async listStages(request) {
    return selectStages(request.server.db, requestLanguage(request));
  },
  async getStagesForEdit(request) {
    return selectStagesForEdit(request.server.db);
  },
  async editStages(request) {
    return saveStageList(
      request.server.db,
      userIdOf(request),
      request.body.recruitmentRecruiteeStages,
    );
  },
  async listStagesAvailableForSetStage(request) {
    const { RecruiteeId, RecruitmentId } = request.query;
    return selectStagesAvailableForSetStage(
      request.server.db,
      { userId: userIdOf(request), language: requestLanguage(request) },
      { recruiteeId: RecruiteeId, recruitmentId: RecruitmentId },
    );
  },
  async setStage(request, reply) {
    await setCandidateStage(request.server.db, userIdOf(request), request.body);
    return reply.code(204).send();
  },
} satisfies FeatureHandlers;
