import { userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { withIdempotencyKey } from '../../idempotency/with-idempotency-key.ts';
import { requestLanguage } from '../../request-language.ts';
import { listPlaceholders, previewEmail } from './preview.ts';
import {
  deleteEmailTemplate,
  insertEmailTemplate,
  selectEmailTemplate,
  selectEmailTemplatePage,
  updateEmailTemplate,
} from './queries.ts';

export const handlers = {
  async listEmailTemplates(request) {
    const { SearchQuery, pageNumber = 1, pageSize = 20 } = request.query;
    return selectEmailTemplatePage(request.server.db, {
      searchQuery: SearchQuery,
      pageNumber,
      pageSize,
      language: requestLanguage(request),
    });
  },
  async getEmailTemplate(request) {
    return selectEmailTemplate(request.server.db, request.params.id);
  },
  async addEmailTemplate(request, reply) {
    const userId = userIdOf(request);
    return withIdempotencyKey(request, reply, 'addEmailTemplate', (db) =>
      insertEmailTemplate(db, userId, request.body),
    );
  },
  async editEmailTemplate(request) {
    return updateEmailTemplate(
      request.server.db,
      userIdOf(request),
      request.params.id,
      request.body,
    );
  },
  async deleteEmailTemplate(request, reply) {
    await deleteEmailTemplate(request.server.db, userIdOf(request), request.params.id);
    return reply.code(204).send();
  },
  async previewEmailTemplate(request) {
    return previewEmail(request.server.db, userIdOf(request), request.body);
  },
  async listEmailTemplatePlaceholders(request) {
    return listPlaceholders(requestLanguage(request));
  },
} satisfies FeatureHandlers;
