import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { withIdempotencyKey } from '../../idempotency/with-idempotency-key.ts';
import { requestLanguage } from '../../request-language.ts';
import { selectRecruiterPage } from './queries.ts';
import { replaceSignInDomains, selectSignInDomains } from './sign-in-domains.ts';
import {
  changeStaffRole,
  deactivateStaff,
  inviteStaff,
  reactivateStaff,
  type StaffAdmin,
} from './staff-admin.ts';
import { selectStaffPage } from './staff-queries.ts';

function adminOf(request: FastifyRequest): StaffAdmin {
  const user = signedInUser(request);
  return { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
}

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
  async listUsers(request) {
    const { page = 1, pageSize = 20, SearchQuery, role, status } = request.query;
    return selectStaffPage(request.server.db, {
      searchQuery: SearchQuery,
      role,
      status,
      page,
      pageSize,
    });
  },
  async inviteUser(request, reply) {
    const { config } = request.server;
    return withIdempotencyKey(request, reply, 'inviteUser', (db) =>
      inviteStaff(db, adminOf(request), request.body, {
        language: requestLanguage(request),
        signInUrl: `${config.publicOrigin}/login`,
      }),
    );
  },
  async changeUserRole(request) {
    const { userId } = request.params;
    const user = await changeStaffRole(
      request.server.db,
      adminOf(request),
      userId,
      request.body.role,
    );
    // The role is read with the session: this process forgets the sessions it has cached
    // (other servers hear it from the transaction: src/auth/session-events.ts).
    request.server.sessionCache.deleteUser(userId);
    return user;
  },
  async deactivateUser(request) {
    const { userId } = request.params;
    const user = await deactivateStaff(request.server.db, adminOf(request), userId, request.body);
    request.server.sessionCache.deleteUser(userId);
    return user;
  },
  async reactivateUser(request) {
    return reactivateStaff(request.server.db, adminOf(request), request.params.userId);
  },
  async getSignInDomains(request) {
    return selectSignInDomains(request.server.db);
  },
  async editSignInDomains(request) {
    return replaceSignInDomains(request.server.db, signedInUser(request).id, request.body);
  },
} satisfies FeatureHandlers;
