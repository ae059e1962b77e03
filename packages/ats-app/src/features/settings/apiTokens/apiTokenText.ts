import type { ApiToken, ApiTokenScope } from '@ats/api-sdk/rtk';
import { apiTokenScopes } from '@ats/domain';
import type { IntlShape } from 'react-intl';
import { apiTokensMessages, scopeMessages } from './messages.ts';

/** The token's owner as the list names them, "(you)" for the signed-in person. */
export function ownerName(intl: IntlShape, token: ApiToken, currentUserId: string | undefined) {
  const name = intl.formatMessage(apiTokensMessages.personName, token.owner).trim();
  return token.owner.id === currentUserId
    ? intl.formatMessage(apiTokensMessages.yourself, { name })
    : name;
}

/** The token's scopes, in the order of the domain's list, as one localised list. */
export function scopeList(intl: IntlShape, scopes: readonly ApiTokenScope[]): string {
  return intl.formatList(
    apiTokenScopes
      .filter((scope) => scopes.includes(scope))
      .map((scope) => intl.formatMessage(scopeMessages[scope])),
  );
}

/** Whether a token's expiry has passed (`now` for tests). */
export function hasExpired(token: Pick<ApiToken, 'expiresAt'>, now = Date.now()): boolean {
  return token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
}
