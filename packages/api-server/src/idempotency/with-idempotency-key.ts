import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { userIdOf } from '../auth/signed-in-user.ts';
import type { OperationId } from '../contract/handler-types.ts';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { idempotencyKeyReused } from '../errors.ts';
import { fingerprintOf } from './fingerprint.ts';

const keyIndex = 'idempotency_keys_pkey';

interface KeyScope {
  userId: string;
  operation: OperationId;
  key: string;
}

export interface IdempotentWriteOptions<Body> {
  /** The candidate the answer is about, so that their erasure deletes it (null: nobody's). */
  recruiteeIdOf?: (body: Body) => string | null;
}

/**
 * Runs a staff write under the request's `Idempotency-Key`, when it sends one (without it,
 * `write` simply runs). The key is the signed-in user's and the operation's: the same key
 * with the same request (path parameters and body) answers the first answer again, status
 * and body, and writes nothing; with another request it is refused (422, the catalogue's 400
 * text). The key is stored in `write`'s own transaction, so a failed write keeps no key; two
 * requests with one key at once meet on the key's unique index, and the loser answers the
 * winner's answer. `write` gets the transaction and may open its own (a savepoint).
 */
export async function withIdempotencyKey<Body>(
  request: FastifyRequest,
  reply: FastifyReply,
  operation: OperationId,
  write: (db: Database) => Promise<Body>,
  options: IdempotentWriteOptions<Body> = {},
): Promise<Body> {
  const { db } = request.server;
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return write(db);
  const scope: KeyScope = { userId: userIdOf(request), operation, key };
  const fingerprint = fingerprintOf({ params: request.params ?? {}, body: request.body ?? null });

  const earlier = await storedAnswer(db, scope);
  if (earlier) return replay<Body>(reply, earlier, fingerprint);
  try {
    return await db.transaction(async (tx) => {
      const body = await write(tx);
      await tx.insert(idempotencyKeys).values({
        ...scope,
        requestFingerprint: fingerprint,
        responseStatus: reply.statusCode,
        responseBody: body ?? null,
        recruiteeId: options.recruiteeIdOf?.(body) ?? null,
      });
      return body;
    });
  } catch (error) {
    if (isUniqueViolation(error, keyIndex)) {
      const winner = await storedAnswer(db, scope);
      if (winner) return replay<Body>(reply, winner, fingerprint);
    }
    throw error;
  }
}

interface StoredAnswer {
  requestFingerprint: string;
  responseStatus: number;
  responseBody: unknown;
}

async function storedAnswer(db: Database, scope: KeyScope): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({
      requestFingerprint: idempotencyKeys.requestFingerprint,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, scope.userId),
        eq(idempotencyKeys.operation, scope.operation),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
  return row ?? null;
}

function replay<Body>(reply: FastifyReply, stored: StoredAnswer, fingerprint: string): Body {
  if (stored.requestFingerprint !== fingerprint) {
    throw idempotencyKeyReused('the Idempotency-Key was used with another request');
  }
  reply.code(stored.responseStatus);
  // Stored from this operation's own answer.
  return stored.responseBody as Body;
}
