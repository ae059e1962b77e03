import { type ApiToken, useListApiTokensPagesInfiniteQuery } from '@ats/api-sdk/rtk';
import { EmptyState, SettingsIcon } from '@ats/design-system';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectCurrentUser } from '../../../shared/auth/authSlice.ts';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { useAppSelector } from '../../../shared/store/hooks.ts';
import { PagedTable, usePagedList } from '../../../shared/ui/PagedTable.tsx';
import { apiTokensMessages } from './messages.ts';
import { RevokeApiTokenDialog } from './RevokeApiTokenDialog.tsx';
import { useApiTokenColumns } from './useApiTokenColumns.tsx';

/** Rows per page, as the other settings lists. */
const tokenPageSize = 20;

// Each entry to the screen, and each switch between mine and everyone's (the screen keys this
// component by `whose`), gets a list of its own loaded from page 1.
let lists = 0;

export interface ApiTokensListProps {
  /** Everyone's tokens (administrators), or only the signed-in person's. */
  whose: 'mine' | 'everyone';
}

/**
 * The tokens, newest first (the API's order), in an infinite table of the API's pages (cards
 * on phones and tablets), each with Revoke. Revoked tokens are not listed.
 */
export function ApiTokensList({ whose }: ApiTokensListProps) {
  const intl = useIntl();
  const currentUser = useAppSelector(selectCurrentUser);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const onRevoke = useCallback((token: ApiToken) => setRevoking(token), []);
  const columns = useApiTokenColumns(currentUser?.id, onRevoke);
  const [listKey] = useState(() => String(++lists));
  const list = usePagedList(
    useListApiTokensPagesInfiniteQuery({ pageSize: tokenPageSize, whose, listKey }),
  );

  if (list.loadFailed) {
    return <ScreenLoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  }
  return (
    <>
      <PagedTable
        list={list}
        label={intl.formatMessage(apiTokensMessages.tableLabel)}
        columns={columns}
        // Eight columns need a desktop's width: cards below it.
        cardsBelow="desktop"
        loadingMessages={apiTokensMessages}
        estimatedRowHeight={64}
        emptyState={
          <EmptyState
            icon={<SettingsIcon size="large" />}
            title={intl.formatMessage(apiTokensMessages.emptyTitle)}
            description={intl.formatMessage(
              whose === 'everyone'
                ? apiTokensMessages.emptyEveryoneDescription
                : apiTokensMessages.emptyDescription,
            )}
          />
        }
      />
      <RevokeApiTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
