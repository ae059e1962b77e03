import type { FastifyRequest } from 'fastify';
import { requireCandidateAccess } from '../../access/candidate-access.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { unauthorized } from '../../errors.ts';
import { requestLanguage } from '../../request-language.ts';
import { cancelMeeting, rescheduleMeeting } from './change-meeting.ts';
import { selectActivityPage } from './queries.ts';
import { type Actor, addNote, logPhoneCall, scheduleMeeting } from './record-staff-activity.ts';
import { sendMessage } from './send-message.ts';

/** The registrar already answers 401 without a session; this narrows the type. */
function actorOf(request: FastifyRequest): Actor {
  if (!request.user) throw unauthorized('activities need a session');
  return { userId: request.user.id, language: requestLanguage(request) };
}

export const handlers = {
  async listActivities(request) {
    const { recruiteeId, recruitmentId, PageNumber = 1, PageSize = 20 } = request.query;
    const { db } = request.server;
    const actor = actorOf(request);
    const candidate = await requireCandidateAccess(db, actor.userId, {
      recruiteeId,
      recruitmentId,
    });
    return selectActivityPage(db, actor.language, candidate, {
      pageNumber: PageNumber,
      pageSize: PageSize,
    });
  },

  async logPhoneCall(request) {
    return logPhoneCall(request.server.db, actorOf(request), request.body);
  },

  async addNote(request) {
    return addNote(request.server.db, actorOf(request), request.body);
  },

  async scheduleMeeting(request) {
    const activity = await scheduleMeeting(request.server.db, actorOf(request), request.body);
    // The invites are committed with it: the outbox worker sends them now.
    request.server.mailOutbox.poke();
    return activity;
  },

  async sendMessage(request) {
    const activity = await sendMessage(request.server.db, actorOf(request), request.body);
    // Committed: the outbox worker sends it now rather than at its next look.
    request.server.mailOutbox.poke();
    return activity;
  },

  async rescheduleMeeting(request) {
    const activity = await rescheduleMeeting(
      request.server.db,
      actorOf(request),
      request.params.id,
      request.body,
    );
    request.server.mailOutbox.poke();
    return activity;
  },

  async cancelMeeting(request) {
    const activity = await cancelMeeting(request.server.db, actorOf(request), request.params.id);
    request.server.mailOutbox.poke();
    return activity;
  },
} satisfies FeatureHandlers;
