import { roleHasPermission } from '@ats/domain';
import type { FastifyRequest } from 'fastify';
import { requireRecruitmentVisible } from '../../access/application-access.ts';
import { signedInUser } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { forbidden, notFound } from '../../errors.ts';
import { withIdempotencyKey } from '../../idempotency/with-idempotency-key.ts';
import { requestLanguage } from '../../request-language.ts';
import {
  deleteRecruitment,
  selectNextStatuses,
  setRecruitmentStatus,
  updateRecruitmentTeam,
} from './change-recruitment.ts';
import { selectKeywordPage } from './keywords.ts';
import {
  selectRecruitmentDetails,
  selectRecruitmentForm,
  selectRecruitmentPage,
  type Viewer,
} from './queries.ts';
import { addRecruitment, editRecruitment } from './save-recruitment.ts';

/** The signed-in viewer of a request: who, in which language, and the offer pages' origin. */
function viewerOf(request: FastifyRequest): Viewer {
  const user = signedInUser(request);
  return {
    userId: user.id,
    role: user.role,
    language: requestLanguage(request),
    publicOrigin: request.server.config.publicOrigin,
  };
}

export const handlers = {
  async listKeywords(request) {
    const { startingWith, page = 1, pageSize = 10 } = request.query;
    return selectKeywordPage(request.server.db, { startingWith, page, pageSize });
  },

  async listRecruitments(request) {
    const { pageNumber = 1, pageSize = 20, SearchQuery, RecruitmentStatus } = request.query;
    return selectRecruitmentPage(request.server.db, viewerOf(request), {
      searchQuery: SearchQuery,
      status: RecruitmentStatus,
      pageNumber,
      pageSize,
    });
  },

  /** 404 for an unknown id; 403 to hiring managers and interviewers outside its staff. */
  async getRecruitment(request) {
    await requireRecruitmentVisible(request.server.db, signedInUser(request), request.params.id);
    const details = await selectRecruitmentDetails(
      request.server.db,
      viewerOf(request),
      request.params.id,
    );
    if (!details) throw notFound(`no recruitment ${request.params.id}`);
    return details;
  },

  /** The edit form's data, for those who may save it (403 for other staff). */
  async getRecruitmentForEdit(request) {
    const viewer = viewerOf(request);
    const form = await selectRecruitmentForm(request.server.db, viewer, request.params.id);
    if (!form) throw notFound(`no recruitment ${request.params.id}`);
    const { canEdit, ...fields } = form;
    if (!canEdit) throw forbidden(`user ${viewer.userId} is not on recruitment ${form.id}`);
    return fields;
  },

  /** Empty unless the caller may edit (their role, and on the recruitment's staff); 403 like getRecruitment. */
  async listNextAvailableStatuses(request) {
    const { userId, role } = viewerOf(request);
    await requireRecruitmentVisible(request.server.db, signedInUser(request), request.params.id);
    if (!roleHasPermission(role, 'manageRecruitments')) return [];
    return selectNextStatuses(request.server.db, request.params.id, userId);
  },

  async addRecruitment(request, reply) {
    const viewer = viewerOf(request);
    return withIdempotencyKey(request, reply, 'addRecruitment', async (db) => ({
      id: await addRecruitment(db, viewer, request.body),
    }));
  },

  async editRecruitment(request, reply) {
    await editRecruitment(request.server.db, viewerOf(request), request.body);
    return reply.code(204).send();
  },

  async setRecruitmentStatus(request, reply) {
    await setRecruitmentStatus(request.server.db, viewerOf(request).userId, request.body);
    return reply.code(204).send();
  },

  async updateRecruitmentTeam(request) {
    return updateRecruitmentTeam(request.server.db, viewerOf(request).userId, request.body);
  },

  async deleteRecruitment(request, reply) {
    await deleteRecruitment(request.server.db, request.params.id, viewerOf(request).userId);
    return reply.code(204).send();
  },
} satisfies FeatureHandlers;
