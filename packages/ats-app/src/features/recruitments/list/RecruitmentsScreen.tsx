import { fieldLimits, type RecruitmentStatus } from '@ats/api-sdk';
import {
  type ListRecruitmentsPagesArg,
  type RecruitmentListItem,
  useListRecruitmentsPagesInfiniteQuery,
} from '@ats/api-sdk/rtk';
import { Box, BriefcaseIcon, EmptyState } from '@ats/design-system';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMay } from '../../../shared/auth/permissions.ts';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { ListHeading } from '../../../shared/ui/ListHeading.tsx';
import { PagedTable, usePagedList } from '../../../shared/ui/PagedTable.tsx';
import { SearchForm } from '../../../shared/ui/SearchForm.tsx';
import { DeleteRecruitmentDialog } from '../DeleteRecruitmentDialog.tsx';
import { recruitmentHref } from '../recruitmentActions.ts';
import { listMessages } from './messages.ts';
import { RecruitmentStatusFilter } from './RecruitmentStatusFilter.tsx';
import { linkColumnId, useRecruitmentColumns } from './useRecruitmentColumns.tsx';

/** Rows per page of the recruitment list (spec part 2 §9). */
const recruitmentPageSize = 20;

/** The contract bounds the search like the titles it looks for; longer would be a 400. */
const searchMaxLength = fieldLimits.RecruitmentListItem.title.maxLength;

/** What the list shows: the submitted search and the chosen status. */
interface ListFilter {
  searchQuery: string;
  status: RecruitmentStatus | null;
}

// Each entry to the screen, and each filter change, gets a list of its own loaded from page 1
// (spec part 2 §2.1; part 1 §9 "list screens reset at page 1"), even for a filter seen before.
let lists = 0;

/**
 * The recruitment list (spec part 2 §2.1): "Add new", a search submitted with Enter or the
 * button, status filters, and an infinite table of 20 a page whose rows open the edit form
 * (drafts) or the details, with Edit and Delete in each row's menu where allowed.
 */
export function RecruitmentsScreen() {
  const intl = useIntl();
  const [filter, setFilter] = useState<ListFilter>({ searchQuery: '', status: null });
  const [listKey, setListKey] = useState(() => String(++lists));
  const [toDelete, setToDelete] = useState<RecruitmentListItem | null>(null);
  // Staff whose role may not manage recruitments (issue 27) get no Add new nor row actions.
  const mayManage = useMay('manageRecruitments');
  const columns = useRecruitmentColumns(setToDelete, mayManage);

  function show(next: ListFilter) {
    setFilter(next);
    setListKey(String(++lists));
  }

  const listArg: ListRecruitmentsPagesArg = useMemo(
    () => ({
      pageSize: recruitmentPageSize,
      listKey,
      ...(filter.searchQuery ? { searchQuery: filter.searchQuery } : {}),
      ...(filter.status !== null ? { recruitmentStatus: filter.status } : {}),
    }),
    [filter, listKey],
  );
  const list = usePagedList(useListRecruitmentsPagesInfiniteQuery(listArg));

  // A list that could not be loaded at all is replaced by the error view (spec part 2 §8).
  if (list.loadFailed) {
    return <ScreenLoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  }

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <ListHeading
        title={intl.formatMessage(listMessages.title)}
        addLabel={intl.formatMessage(listMessages.addNew)}
        addHref={paths.newRecruitment()}
        mayAdd={mayManage}
      />
      <Box
        display="flex"
        justifyContent="space-between"
        alignItems="flex-end"
        gap="medium"
        flexWrap="wrap"
      >
        <SearchForm
          label={intl.formatMessage(listMessages.searchLabel)}
          buttonLabel={intl.formatMessage(listMessages.searchButton)}
          maxLength={searchMaxLength}
          initialQuery={filter.searchQuery}
          onSearch={(searchQuery) => show({ ...filter, searchQuery })}
        />
        <RecruitmentStatusFilter
          value={filter.status}
          onChange={(status) => show({ ...filter, status })}
        />
      </Box>
      <PagedTable
        list={list}
        // A new list starts at its top: the old scroll position would load page 2 at once.
        key={listKey}
        label={intl.formatMessage(listMessages.tableLabel)}
        columns={columns}
        // Too many columns for a tablet: cards up to the desktop width.
        cardsBelow="desktop"
        getRowHref={(row) => recruitmentHref(row, mayManage)}
        rowLinkColumnId={linkColumnId}
        loadingMessages={listMessages}
        emptyState={<NoRecruitments filter={filter} />}
        estimatedRowHeight={72}
      />
      <DeleteRecruitmentDialog recruitment={toDelete} onClose={() => setToDelete(null)} />
    </Box>
  );
}

function NoRecruitments({ filter }: { filter: ListFilter }) {
  const intl = useIntl();
  const icon = <BriefcaseIcon size="large" />;
  if (filter.searchQuery) {
    return (
      <EmptyState
        icon={icon}
        title={intl.formatMessage(listMessages.noMatchesTitle, {
          searchQuery: filter.searchQuery,
        })}
        description={intl.formatMessage(listMessages.noMatchesDescription)}
      />
    );
  }
  if (filter.status !== null) {
    return (
      <EmptyState
        icon={icon}
        title={intl.formatMessage(listMessages.noStatusMatchTitle)}
        description={intl.formatMessage(listMessages.noStatusMatchDescription)}
      />
    );
  }
  return (
    <EmptyState
      icon={icon}
      title={intl.formatMessage(listMessages.emptyTitle)}
      description={intl.formatMessage(listMessages.emptyDescription)}
    />
  );
}
