import {
  Box,
  type Breakpoint,
  Button,
  EmptyState,
  InfiniteTable,
  type InfiniteTableColumn,
  Text,
} from '@ats/design-system';
import { useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { errorMessages } from '../api/errorCatalogue.ts';
import { rowsOfPages } from '../api/rowsOfPages.ts';
import { SectionLoadError } from '../errors/SectionLoadError.tsx';

/** The texts of one log: its table, loading, empty and failure states. */
export interface PagedLogMessages {
  tableLabel: MessageDescriptor;
  loading: MessageDescriptor;
  loadingMore: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyDescription: MessageDescriptor;
  loadFailed: MessageDescriptor;
  moreFailed: MessageDescriptor;
}

/** What the table needs of an RTK Query infinite query over `{ result, totalCount }` pages. */
export interface PagedLogQuery<Row> {
  data?: { pages: readonly { result: readonly Row[]; totalCount: number }[] };
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface PagedLogTableProps<Row extends { id: string }> {
  query: PagedLogQuery<Row>;
  columns: InfiniteTableColumn<Row>[];
  messages: PagedLogMessages;
  estimatedRowHeight: number;
  /** Below this breakpoint rows show as cards; `tablet` (phones only) by default. */
  cardsBelow?: Breakpoint;
}

/**
 * A log newest first, loaded as the user scrolls (a candidate's activities, their access log):
 * the whole log failing is a section error with a retry, a later page failing keeps the rows
 * and offers to try again below them.
 */
export function PagedLogTable<Row extends { id: string }>({
  query,
  columns,
  messages,
  estimatedRowHeight,
  cardsBelow,
}: PagedLogTableProps<Row>) {
  const intl = useIntl();
  const { data, error, isError, isFetching, hasNextPage, fetchNextPage, refetch } = query;
  const rows = useMemo(() => rowsOfPages(data?.pages), [data]);

  if (isError && rows.length === 0) {
    return (
      <SectionLoadError
        title={intl.formatMessage(messages.loadFailed)}
        error={error}
        onRetry={() => void refetch()}
        headingLevel={3}
      />
    );
  }

  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <InfiniteTable<Row>
        label={intl.formatMessage(messages.tableLabel)}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        hasMore={hasNextPage && !isError}
        isLoading={isFetching}
        onLoadMore={() => void fetchNextPage()}
        totalCount={data?.pages.at(-1)?.totalCount}
        loadingLabel={intl.formatMessage(
          rows.length === 0 ? messages.loading : messages.loadingMore,
        )}
        emptyState={
          <EmptyState
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(messages.emptyDescription)}
            headingLevel={3}
          />
        }
        height="60vh"
        estimatedRowHeight={estimatedRowHeight}
        cardsBelow={cardsBelow}
      />
      {isError ? (
        <Box display="flex" gap="small" alignItems="center" flexWrap="wrap" role="alert">
          <Text as="span" tone="danger">
            {intl.formatMessage(messages.moreFailed)}
          </Text>
          <Button size="small" variant="secondary" onClick={() => void fetchNextPage()}>
            {intl.formatMessage(errorMessages.tryAgain)}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
