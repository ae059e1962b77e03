import { userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { requestLanguage } from '../../request-language.ts';
import { selectPositionOptions, selectPositionsForEdit } from './queries.ts';
import { deletePosition, savePosition } from './save-position.ts';

export const handlers = {
  async listPositions(request) {
    const { startingWith, page = 1, pageSize = 1000 } = request.query;
    return selectPositionOptions(request.server.db, {
      language: requestLanguage(request),
      startingWith,
      page,
      pageSize,
    });
  },
  async listPositionsForEdit(request) {
    const { pageNumber = 1, pageSize = 20 } = request.query;
    return {
      recruitmentPositionForEditViewDtos: await selectPositionsForEdit(request.server.db, {
        language: requestLanguage(request),
        pageNumber,
        pageSize,
      }),
    };
  },
  async editPosition(request) {
    return savePosition(request.server.db, userIdOf(request), request.body);
  },
  async deletePosition(request, reply) {
    await deletePosition(request.server.db, userIdOf(request), request.query.PositionId);
    // The spec's client accepts only 200 here, so no 204.
    return reply.code(200).send();
  },
} satisfies FeatureHandlers;
