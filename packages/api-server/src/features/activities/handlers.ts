import type { FastifyRequest } from 'fastify';
import { requireCandidateAccess } from '../../access/candidate-access.ts';
import { userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { withIdempotencyKey } from '../../idempotency/with-idempotency-key.ts';
import { requestLanguage } from '../../request-language.ts';
import { cancelMeeting, rescheduleMeeting } from './change-meeting.ts';
import { selectActivityPage } from './queries.ts';
import { type Actor, addNote, logPhoneCall, scheduleMeeting } from './record-staff-activity.ts';
import { sendMessage } from './send-message.ts';

/** The signed-in staff member acting, and the request's language. */
function actorOf(request: FastifyRequest): Actor {
  return { userId: userIdOf(request), language: requestLanguage(request) };
}

/** A retried activity write answers its first answer (its erasure deletes that answer). */
const aboutTheCandidate = {
  recruiteeIdOf: (activity: { recruiteeId: string }) => activity.recruiteeId,
};

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

  async logPhoneCall(request, reply) {
    const actor = actorOf(request);
    return withIdempotencyKey(
      request,
      reply,
      'logPhoneCall',
      (db) => logPhoneCall(db, actor, request.body),
      aboutTheCandidate,
    );
  },

  async addNote(request, reply) {
    const actor = actorOf(request);
    return withIdempotencyKey(
      request,
      reply,
      'addNote',
      (db) => addNote(db, actor, request.body),
      aboutTheCandidate,
    );
  },

  async scheduleMeeting(request, reply) {
    const actor = actorOf(request);
    const activity = await withIdempotencyKey(
      request,
      reply,
      'scheduleMeeting',
      (db) => scheduleMeeting(db, actor, request.body),
      aboutTheCandidate,
    );
    // The invites are committed with it: the outbox worker sends them now.
    request.server.mailOutbox.poke();
    return activity;
  },

  async sendMessage(request, reply) {
    const actor = actorOf(request);
    const activity = await withIdempotencyKey(
      request,
      reply,
      'sendMessage',
      (db) => sendMessage(db, actor, request.body),
      aboutTheCandidate,
    );
    // Committed: the outbox worker sends it now rather than at its next look.
    request.server.mailOutbox.poke();
    return activity;
  },

  async rescheduleMeeting(request, reply) {
    const actor = actorOf(request);
    const activity = await withIdempotencyKey(
      request,
      reply,
      'rescheduleMeeting',
      (db) => rescheduleMeeting(db, actor, request.params.id, request.body),
      aboutTheCandidate,
    );
    request.server.mailOutbox.poke();
    return activity;
  },

  async cancelMeeting(request, reply) {
    const actor = actorOf(request);
    const activity = await withIdempotencyKey(
      request,
      reply,
      'cancelMeeting',
      (db) => cancelMeeting(db, actor, request.params.id),
      aboutTheCandidate,
    );
    request.server.mailOutbox.poke();
    return activity;
  },
} satisfies FeatureHandlers;
