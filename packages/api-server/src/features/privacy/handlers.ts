import type { FastifyRequest } from 'fastify';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { forbidden, notFound, unauthorized } from '../../errors.ts';
import { countDueForRetention } from '../../privacy/retention-rule.ts';
import { selectAccessLogAccess, selectAccessLogPage } from './access-log-page.ts';
import { selectRetentionSettings, updateRetentionSettings } from './retention-settings.ts';

/** The registrar already answers 401 without a session; this narrows the type. */
function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw unauthorized('privacy settings and logs need a session');
  return request.user.id;
}

export const handlers = {
  /** The retention rule and its last run, to every signed-in staff member (as other settings). */
  async getRetentionSettings(request) {
    userIdOf(request);
    return selectRetentionSettings(request.server.db);
  },

  /** Turns the rule on or off and sets its period; the daily job reads it at its next run. */
  async editRetentionSettings(request) {
    return updateRetentionSettings(request.server.db, userIdOf(request), request.body);
  },

  /** How many candidates the rule with this period would anonymise now; changes nothing. */
  async getRetentionDryRun(request) {
    userIdOf(request);
    const { monthsWithoutApplication } = request.query;
    return {
      monthsWithoutApplication,
      candidatesCount: await countDueForRetention(request.server.db, monthsWithoutApplication),
    };
  },

  /**
   * The candidate's access log, newest first, to the staff of a recruitment they applied to:
   * 404 for an unknown candidate, 403 for other staff.
   */
  async listRecruiteeAccessLog(request) {
    const userId = userIdOf(request);
    const { recruiteeId } = request.params;
    const { pageNumber = 1, pageSize = 20 } = request.query;
    const { db } = request.server;
    const access = await selectAccessLogAccess(db, userId, recruiteeId);
    if (!access.known) throw notFound(`no recruitee ${recruiteeId}`);
    if (!access.allowed) {
      throw forbidden(`user ${userId} may not see the access log of recruitee ${recruiteeId}`);
    }
    return selectAccessLogPage(db, { userId, recruiteeId, pageNumber, pageSize });
  },
} satisfies FeatureHandlers;
