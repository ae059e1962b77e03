import type { ApiToken } from '@ats/api-sdk/rtk';
import {
  Box,
  Button,
  type InfiniteTableColumn,
  StatusLabel,
  Text,
  TruncatedText,
} from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime.ts';
import { monospace } from './ApiTokens.css.ts';
import { hasExpired, ownerName, scopeList } from './apiTokenText.ts';
import { apiTokensMessages } from './messages.ts';

/**
 * The token list's columns: name with the non-secret prefix (the card's title), owner, scopes,
 * created, expires ("Never", or "Expired" once past), last used (time and client address, or
 * "Never used") and Revoke, which asks first.
 */
export function useApiTokenColumns(
  currentUserId: string | undefined,
  onRevoke: (token: ApiToken) => void,
): InfiniteTableColumn<ApiToken>[] {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  return useMemo(
    () => [
      {
        id: 'name',
        header: intl.formatMessage(apiTokensMessages.columnName),
        width: '18%',
        card: 'title',
        // The prefix under the name: eight columns would not fit a desktop beside the menu.
        cell: (token) => (
          <Box display="flex" flexDirection="column" gap="xxsmall">
            <TruncatedText lines={2}>{token.name}</TruncatedText>
            <Text size="small" tone="muted">
              <code className={monospace}>{token.prefix}</code>
            </Text>
          </Box>
        ),
      },
      {
        id: 'owner',
        header: intl.formatMessage(apiTokensMessages.columnOwner),
        width: '13%',
        cell: (token) => (
          <TruncatedText lines={2}>{ownerName(intl, token, currentUserId)}</TruncatedText>
        ),
      },
      {
        id: 'scopes',
        header: intl.formatMessage(apiTokensMessages.columnScopes),
        width: '17%',
        cell: (token) => <Text size="small">{scopeList(intl, token.scopes)}</Text>,
      },
      {
        id: 'created',
        header: intl.formatMessage(apiTokensMessages.columnCreated),
        width: '11%',
        cell: (token) => <time dateTime={token.createdAt}>{formatDate(token.createdAt)}</time>,
      },
      {
        id: 'expires',
        header: intl.formatMessage(apiTokensMessages.columnExpires),
        width: '11%',
        cell: (token) => {
          if (token.expiresAt === null) return intl.formatMessage(apiTokensMessages.never);
          const date = <time dateTime={token.expiresAt}>{formatDate(token.expiresAt)}</time>;
          if (!hasExpired(token)) return date;
          return (
            <Box display="flex" flexDirection="column" alignItems="flex-start" gap="xxsmall">
              <StatusLabel tone="critical">
                {intl.formatMessage(apiTokensMessages.expired)}
              </StatusLabel>
              {date}
            </Box>
          );
        },
      },
      {
        id: 'lastUsed',
        header: intl.formatMessage(apiTokensMessages.columnLastUsed),
        width: '16%',
        cell: (token) => {
          if (token.lastUsedAt === null) return intl.formatMessage(apiTokensMessages.neverUsed);
          const time = formatDateTime(new Date(token.lastUsedAt));
          return (
            <time dateTime={token.lastUsedAt}>
              {token.lastUsedFrom
                ? intl.formatMessage(apiTokensMessages.lastUsedFrom, {
                    time,
                    address: token.lastUsedFrom,
                  })
                : time}
            </time>
          );
        },
      },
      {
        id: 'actions',
        header: intl.formatMessage(apiTokensMessages.columnActions),
        width: '14%',
        align: 'end',
        card: 'actions',
        cell: (token) => (
          <Button
            variant="secondary"
            size="small"
            aria-label={intl.formatMessage(apiTokensMessages.revokeFor, { name: token.name })}
            onClick={() => onRevoke(token)}
          >
            {intl.formatMessage(apiTokensMessages.revoke)}
          </Button>
        ),
      },
    ],
    [intl, formatDate, formatDateTime, currentUserId, onRevoke],
  );
}
