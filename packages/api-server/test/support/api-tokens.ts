import type { Schema } from '@ats/api-sdk';
import { apiTokenScopes } from '@ats/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export type ApiTokenScope = Schema<'ApiTokenScope'>;
export type CreatedApiToken = Schema<'CreatedApiToken'>;

/** Every scope there is: a token that may do all its maker may. */
export const allScopes: ApiTokenScope[] = [...apiTokenScopes];

/**
 * Makes an API token through Settings > API access with the maker's session cookie, as a
 * person would; answers the token and its secret.
 */
export async function makeApiToken(
  app: FastifyInstance,
  cookie: string,
  options: {
    name?: string;
    scopes?: ApiTokenScope[];
    lifetimeInDays?: 30 | 90 | 365 | null;
  } = {},
): Promise<CreatedApiToken> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Settings/ApiTokens',
    headers: { cookie, origin: app.config.publicOrigin },
    payload: {
      name: options.name ?? 'Reporting job',
      lifetimeInDays: options.lifetimeInDays === undefined ? 30 : options.lifetimeInDays,
      scopes: options.scopes ?? allScopes,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedApiToken;
}

/** The header that sends a token. */
export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
