import { InfiniteTable, type InfiniteTableProps } from '@ats/design-system';
import { useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { rowsOfPages } from '../api/rowsOfPages.ts';

/** What the list screens use of an RTK infinite query over a paged list. */
export interface PagedListQuery<Row> {
  data?: { pages: readonly { result: readonly Row[]; totalCount?: number }[] };
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** A paged list's loaded rows, and whether it could not be loaded at all. */
export interface PagedList<Row> {
  query: PagedListQuery<Row>;
  rows: Row[];
  /** Nothing loaded and the last fetch failed: the screen shows its error view instead. */
  loadFailed: boolean;
}

export function usePagedList<Row extends { id: string }>(
  query: PagedListQuery<Row>,
): PagedList<Row> {
  const rows = useMemo(() => rowsOfPages(query.data?.pages), [query.data]);
  return { query, rows, loadFailed: query.isError && rows.length === 0 };
}

export interface PagedTableProps<Row>
  extends Pick<
    InfiniteTableProps<Row>,
    | 'label'
    | 'columns'
    | 'getRowHref'
    | 'rowLinkColumnId'
    | 'emptyState'
    | 'estimatedRowHeight'
    | 'cardsBelow'
  > {
  list: PagedList<Row>;
  /** Announced while the first page loads, and while a next one does. */
  loadingMessages: { loading: MessageDescriptor; loadingMore: MessageDescriptor };
}

/** The infinite table of a list screen, loading the list's next page as the user nears its end. */
export function PagedTable<Row extends { id: string }>({
  list: { query, rows },
  loadingMessages,
  ...tableProps
}: PagedTableProps<Row>) {
  const intl = useIntl();
  return (
    <InfiniteTable
      {...tableProps}
      rows={rows}
      getRowId={(row) => row.id}
      hasMore={query.hasNextPage && !query.isError}
      isLoading={query.isFetching}
      onLoadMore={() => void query.fetchNextPage()}
      totalCount={query.data?.pages.at(-1)?.totalCount}
      loadingLabel={intl.formatMessage(
        rows.length === 0 ? loadingMessages.loading : loadingMessages.loadingMore,
      )}
      height="fill"
    />
  );
}
