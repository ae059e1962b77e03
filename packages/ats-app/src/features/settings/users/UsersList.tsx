import { type StaffRole, staffRoles } from '@ats/api-sdk';
import {
  type ListUsersPagesArg,
  type StaffStatus,
  type StaffUser,
  useListUsersPagesInfiniteQuery,
} from '@ats/api-sdk/rtk';
import { Box, EmptyState, Select, UsersIcon } from '@ats/design-system';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectCurrentUser } from '../../../shared/auth/authSlice.ts';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { useAppSelector } from '../../../shared/store/hooks.ts';
import { PagedTable, usePagedList } from '../../../shared/ui/PagedTable.tsx';
import { SearchForm } from '../../../shared/ui/SearchForm.tsx';
import { ChangeRoleDialog } from './ChangeRoleDialog.tsx';
import { DeactivateUserDialog } from './DeactivateUserDialog.tsx';
import { usersMessages } from './messages.ts';
import { ReactivateUserDialog } from './ReactivateUserDialog.tsx';
import { roleNames, staffStatuses, statusNames } from './roles.ts';
import { type UserAction, useUserColumns } from './useUserColumns.tsx';

/** Rows per page, as the other settings lists. */
const userPageSize = 20;

/** The contract bounds the search (SearchQuery). */
const searchMaxLength = 200;

const all = 'all';

interface ListFilter {
  searchQuery: string;
  role: StaffRole | null;
  status: StaffStatus | null;
}

// Each entry to the screen, and each filter change, gets a list of its own loaded from page 1.
let lists = 0;

/**
 * The staff list: a search over names and e-mails, role and status filters, an infinite table
 * (cards on phones) and each row's actions: change role, deactivate or withdraw the
 * invitation, reactivate.
 */
export function UsersList() {
  const intl = useIntl();
  const currentUser = useAppSelector(selectCurrentUser);
  const [filter, setFilter] = useState<ListFilter>({ searchQuery: '', role: null, status: null });
  const [listKey, setListKey] = useState(() => String(++lists));
  const [acting, setActing] = useState<{ action: UserAction; user: StaffUser } | null>(null);
  const onAction = useCallback(
    (action: UserAction, user: StaffUser) => setActing({ action, user }),
    [],
  );
  const columns = useUserColumns(currentUser?.id, onAction);

  function show(next: ListFilter) {
    setFilter(next);
    setListKey(String(++lists));
  }

  const listArg: ListUsersPagesArg = useMemo(
    () => ({
      pageSize: userPageSize,
      listKey,
      ...(filter.searchQuery ? { searchQuery: filter.searchQuery } : {}),
      ...(filter.role ? { role: filter.role } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    }),
    [filter, listKey],
  );
  const list = usePagedList(useListUsersPagesInfiniteQuery(listArg));

  const roleChoices = useMemo(
    () => [
      { value: all, label: intl.formatMessage(usersMessages.allRoles) },
      ...staffRoles.map((role) => ({ value: role, label: intl.formatMessage(roleNames[role]) })),
    ],
    [intl],
  );
  const statusChoices = useMemo(
    () => [
      { value: all, label: intl.formatMessage(usersMessages.allStatuses) },
      ...staffStatuses.map((status) => ({
        value: status,
        label: intl.formatMessage(statusNames[status]),
      })),
    ],
    [intl],
  );

  if (list.loadFailed) {
    return <ScreenLoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  }

  const close = () => setActing(null);
  const filtered = filter.searchQuery !== '' || filter.role !== null || filter.status !== null;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box display="flex" alignItems="flex-end" gap="medium" flexWrap="wrap">
        <Box flexGrow={1}>
          <SearchForm
            label={intl.formatMessage(usersMessages.searchLabel)}
            buttonLabel={intl.formatMessage(usersMessages.searchButton)}
            placeholder={intl.formatMessage(usersMessages.searchPlaceholder)}
            maxLength={searchMaxLength}
            initialQuery={filter.searchQuery}
            onSearch={(searchQuery) => show({ ...filter, searchQuery })}
          />
        </Box>
        <Box display="flex" gap="medium" flexWrap="wrap">
          <Select
            label={intl.formatMessage(usersMessages.roleFilter)}
            value={filter.role ?? all}
            options={roleChoices}
            onChange={(value) =>
              show({ ...filter, role: value === all ? null : (value as StaffRole) })
            }
          />
          <Select
            label={intl.formatMessage(usersMessages.statusFilter)}
            value={filter.status ?? all}
            options={statusChoices}
            onChange={(value) =>
              show({ ...filter, status: value === all ? null : (value as StaffStatus) })
            }
          />
        </Box>
      </Box>
      <PagedTable
        list={list}
        // A new list starts at its top: the old scroll position would load page 2 at once.
        key={listKey}
        label={intl.formatMessage(usersMessages.tableLabel)}
        columns={columns}
        // Six columns do not fit a tablet: cards up to the desktop width.
        cardsBelow="desktop"
        loadingMessages={usersMessages}
        estimatedRowHeight={56}
        emptyState={
          <EmptyState
            icon={<UsersIcon size="large" />}
            title={intl.formatMessage(
              filtered ? usersMessages.noMatchesTitle : usersMessages.emptyTitle,
            )}
            description={intl.formatMessage(
              filtered ? usersMessages.noMatchesDescription : usersMessages.emptyDescription,
            )}
          />
        }
      />
      <ChangeRoleDialog
        user={acting?.action === 'changeRole' ? acting.user : null}
        onClose={close}
      />
      <DeactivateUserDialog
        user={acting?.action === 'deactivate' ? acting.user : null}
        onClose={close}
      />
      <ReactivateUserDialog
        user={acting?.action === 'reactivate' ? acting.user : null}
        onClose={close}
      />
    </Box>
  );
}
