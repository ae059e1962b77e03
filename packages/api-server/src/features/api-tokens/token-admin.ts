import type { Schema } from '@ats/api-sdk';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { generateApiTokenSecret } from '../../auth/api-tokens.ts';
import { notifySessionsEnded } from '../../auth/session-events.ts';
import type { Database } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import { selectApiToken } from './queries.ts';

/**
 * Makes a token for `ownerId`, in one transaction with its audit entry. The secret leaves the
 * server in this answer only: the row keeps its hash.
 */
export async function createApiToken(
  db: Database,
  ownerId: string,
  input: Schema<'CreateApiTokenInput'>,
): Promise<Schema<'CreatedApiToken'>> {
  const secret = generateApiTokenSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        lookupId: secret.lookupId,
        secretHash: secret.secretHash,
        ownerId,
        name: input.name,
        scopes: [...new Set(input.scopes)],
        expiresAt:
          input.lifetimeInDays === null
            ? null
            : sql`now() + make_interval(days => ${input.lifetimeInDays})`,
      })
      .returning({ id: apiTokens.id });
    if (!row) throw new Error('the token was not stored');
    await recordAudit(tx, {
      actorUserId: ownerId,
      action: 'apiToken.created',
      targetType: 'apiToken',
      targetId: row.id,
      targetName: input.name,
      details: { scopes: input.scopes, lifetimeInDays: input.lifetimeInDays },
    });
    const token = await selectApiToken(tx, row.id);
    if (!token) throw new Error('the token just stored is gone');
    return { token, secret: secret.token };
  });
}

/**
 * Revokes a token: the caller's own, or anyone's when `mayRevokeAnyones`. Every server drops
 * it from its cache when this commits (the owner's cached sessions and tokens are read again).
 * Revoking a revoked token changes nothing; a token one may not revoke is 404.
 */
export async function revokeApiToken(
  db: Database,
  actor: { userId: string; mayRevokeAnyones: boolean },
  tokenId: string,
): Promise<{ ownerId: string }> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .select({ ownerId: apiTokens.ownerId, name: apiTokens.name, revokedAt: apiTokens.revokedAt })
      .from(apiTokens)
      .where(eq(apiTokens.id, tokenId))
      .for('update');
    if (!token || (!actor.mayRevokeAnyones && token.ownerId !== actor.userId)) {
      throw notFound(`API token ${tokenId} is not one ${actor.userId} may revoke`);
    }
    if (token.revokedAt !== null) return { ownerId: token.ownerId };
    await tx
      .update(apiTokens)
      .set({ revokedAt: sql`now()`, revokedByUserId: actor.userId })
      .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'apiToken.revoked',
      targetType: 'apiToken',
      targetId: tokenId,
      targetName: token.name,
      details: token.ownerId === actor.userId ? {} : { ownerId: token.ownerId },
    });
    await notifySessionsEnded(tx, token.ownerId);
    return { ownerId: token.ownerId };
  });
}
