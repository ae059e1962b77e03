import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireCandidateAccess } from '../../access/candidate-access.ts';
import { userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers, OperationId } from '../../contract/handler-types.ts';
import type { Database } from '../../db/client.ts';
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

/**
 * Records a staff activity once per idempotency key (a retry answers its first answer; its
 * erasure deletes that answer). An activity that sends mail (invites, messages) commits it to
 * the outbox with the activity: the outbox worker is woken to send it now rather than at its
 * next look.
 */
async function recordActivity<Body extends { recruiteeId: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  operation: OperationId,
  write: (db: Database, actor: Actor) => Promise<Body>,
  { sendsMail = false } = {},
): Promise<Body> {
  const actor = actorOf(request);
  const activity = await withIdempotencyKey(request, reply, operation, (db) => write(db, actor), {
    recruiteeIdOf: (written) => written.recruiteeId,
  });
  if (sendsMail) request.server.mailOutbox.poke();
  return activity;
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

  logPhoneCall: (request, reply) =>
    recordActivity(request, reply, 'logPhoneCall', (db, actor) =>
      logPhoneCall(db, actor, request.body),
    ),

  addNote: (request, reply) =>
    recordActivity(request, reply, 'addNote', (db, actor) => addNote(db, actor, request.body)),

  scheduleMeeting: (request, reply) =>
    recordActivity(
      request,
      reply,
      'scheduleMeeting',
      (db, actor) => scheduleMeeting(db, actor, request.body),
      { sendsMail: true },
    ),

  sendMessage: (request, reply) =>
    recordActivity(
      request,
      reply,
      'sendMessage',
      (db, actor) => sendMessage(db, actor, request.body),
      { sendsMail: true },
    ),

  rescheduleMeeting: (request, reply) =>
    recordActivity(
      request,
      reply,
      'rescheduleMeeting',
      (db, actor) => rescheduleMeeting(db, actor, request.params.id, request.body),
      { sendsMail: true },
    ),

  cancelMeeting: (request, reply) =>
    recordActivity(
      request,
      reply,
      'cancelMeeting',
      (db, actor) => cancelMeeting(db, actor, request.params.id),
      { sendsMail: true },
    ),
} satisfies FeatureHandlers;
