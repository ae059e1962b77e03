import type { Schema } from '@ats/api-sdk';
import { isApiTokenScope } from '@ats/domain';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { apiTokenPrefix } from '../../auth/api-tokens.ts';
import type { Database } from '../../db/client.ts';
import { apiTokens, atsUsers } from '../../db/schema/index.ts';

type ApiToken = Schema<'ApiToken'>;

const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  lookupId: apiTokens.lookupId,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  lastUsedFrom: apiTokens.lastUsedFrom,
  ownerId: atsUsers.id,
  ownerFirstName: atsUsers.firstName,
  ownerLastName: atsUsers.lastName,
};

interface TokenRow {
  id: string;
  name: string;
  lookupId: string;
  scopes: string[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedFrom: string | null;
  ownerId: string;
  ownerFirstName: string;
  ownerLastName: string;
}

export function toApiToken(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    owner: { id: row.ownerId, firstName: row.ownerFirstName, lastName: row.ownerLastName },
    scopes: row.scopes.filter(isApiTokenScope),
    prefix: apiTokenPrefix(row.lookupId),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedFrom: row.lastUsedFrom,
  };
}

/**
 * Settings > API access: tokens not revoked (expired ones included, so their owner sees why
 * a tool stopped), newest first, one owner's or everyone's; each served by its partial index
 * (api_tokens_owner_created_idx, api_tokens_created_idx).
 */
export async function selectApiTokenPage(
  db: Database,
  request: { ownerId: string | undefined; page: number; pageSize: number },
): Promise<Schema<'ApiTokenPage'>> {
  const where: SQL | undefined = and(
    isNull(apiTokens.revokedAt),
    request.ownerId === undefined ? undefined : eq(apiTokens.ownerId, request.ownerId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(tokenColumns)
      .from(apiTokens)
      .innerJoin(atsUsers, eq(atsUsers.id, apiTokens.ownerId))
      .where(where)
      // NULLS LAST as the indexes have it (Drizzle's desc() in an index writes NULLS LAST; a
      // plain DESC here means NULLS FIRST, which the planner does not match to them, and it
      // then sorts every token instead).
      .orderBy(sql`${apiTokens.createdAt} desc nulls last`, sql`${apiTokens.id} desc nulls last`)
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ count: count() }).from(apiTokens).where(where),
  ]);
  return {
    result: rows.map(toApiToken),
    totalCount: total?.count ?? 0,
    pageNumber: request.page,
  };
}

/** One token as the list shows it, or undefined. */
export async function selectApiToken(
  db: Pick<Database, 'select'>,
  tokenId: string,
): Promise<ApiToken | undefined> {
  const [row] = await db
    .select(tokenColumns)
    .from(apiTokens)
    .innerJoin(atsUsers, eq(atsUsers.id, apiTokens.ownerId))
    .where(eq(apiTokens.id, tokenId));
  return row && toApiToken(row);
}
