import { roleHasPermission } from '@ats/domain';
import { signedInUser } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { forbidden } from '../../errors.ts';
import { selectApiTokenPage } from './queries.ts';
import { createApiToken, revokeApiToken } from './token-admin.ts';

export const handlers = {
  async listApiTokens(request) {
    const user = signedInUser(request);
    const { page = 1, pageSize = 20, whose = 'mine' } = request.query;
    if (whose === 'everyone' && !roleHasPermission(user.role, 'manageIntegrations')) {
      throw forbidden(`everyone's API tokens need manageIntegrations; ${user.role} has it not`);
    }
    return selectApiTokenPage(request.server.db, {
      ownerId: whose === 'everyone' ? undefined : user.id,
      page,
      pageSize,
    });
  },
  async createApiToken(request, reply) {
    const created = await createApiToken(request.server.db, signedInUser(request).id, request.body);
    return reply.code(201).send(created);
  },
  async revokeApiToken(request, reply) {
    const user = signedInUser(request);
    const { ownerId } = await revokeApiToken(
      request.server.db,
      { userId: user.id, mayRevokeAnyones: roleHasPermission(user.role, 'manageIntegrations') },
      request.params.id,
    );
    // Other servers hear it from the transaction (src/auth/session-events.ts).
    request.server.sessionCache.deleteUser(ownerId);
    return reply.code(204).send();
  },
} satisfies FeatureHandlers;
