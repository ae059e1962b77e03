import { type AccessLogEntry, useListRecruiteeAccessLogPagesInfiniteQuery } from '@ats/api-sdk/rtk';
import {
  Box,
  Button,
  EmptyState,
  InfiniteTable,
  type InfiniteTableColumn,
  Text,
} from '@ats/design-system';
import { useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { errorMessages } from '../../../shared/api/errorCatalogue.ts';
import { SectionLoadError } from '../../../shared/errors/SectionLoadError.tsx';
import { RecordedTime } from '../actions/RecordedTime.tsx';
import { accessLogMessages } from './messages.ts';

/** Entries per page. */
const accessLogPageSize = 20;

/** Each log shown starts at page 1 (a cache entry of its own): reads happen all the time. */
let visits = 0;

const kindNames: Record<AccessLogEntry['kind'], MessageDescriptor> = {
  file: accessLogMessages.kindFile,
  applicationPdf: accessLogMessages.kindApplicationPdf,
  mergedPdf: accessLogMessages.kindMergedPdf,
  export: accessLogMessages.kindExport,
};

export interface AccessLogTableProps {
  recruiteeId: string;
}

/**
 * The candidate's access log (GDPR accountability): who viewed or downloaded their files and
 * application forms, and who exported their data, newest first, loaded as the user scrolls.
 * Only the staff of the candidate's recruitments see it (the server decides).
 */
export function AccessLogTable({ recruiteeId }: AccessLogTableProps) {
  const intl = useIntl();
  const [listKey] = useState(() => String(++visits));
  const { data, error, isError, isFetching, hasNextPage, fetchNextPage, refetch } =
    useListRecruiteeAccessLogPagesInfiniteQuery({
      recruiteeId,
      pageSize: accessLogPageSize,
      listKey,
    });
  const rows = useMemo(() => uniqueById(data?.pages.flatMap((page) => page.result) ?? []), [data]);
  const columns = useAccessLogColumns();

  if (isError && rows.length === 0) {
    return (
      <SectionLoadError
        title={intl.formatMessage(accessLogMessages.loadFailed)}
        error={error}
        onRetry={() => void refetch()}
        headingLevel={3}
      />
    );
  }

  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <InfiniteTable<AccessLogEntry>
        label={intl.formatMessage(accessLogMessages.tableLabel)}
        columns={columns}
        rows={rows}
        getRowId={(entry) => entry.id}
        hasMore={hasNextPage && !isError}
        isLoading={isFetching}
        onLoadMore={() => void fetchNextPage()}
        totalCount={data?.pages.at(-1)?.totalCount}
        loadingLabel={intl.formatMessage(
          rows.length === 0 ? accessLogMessages.loading : accessLogMessages.loadingMore,
        )}
        emptyState={
          <EmptyState
            title={intl.formatMessage(accessLogMessages.emptyTitle)}
            description={intl.formatMessage(accessLogMessages.emptyDescription)}
            headingLevel={3}
          />
        }
        height="60vh"
        estimatedRowHeight={64}
      />
      {isError ? (
        <Box display="flex" gap="small" alignItems="center" flexWrap="wrap" role="alert">
          <Text as="span" tone="danger">
            {intl.formatMessage(accessLogMessages.moreFailed)}
          </Text>
          <Button size="small" variant="secondary" onClick={() => void fetchNextPage()}>
            {intl.formatMessage(errorMessages.tryAgain)}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** Rows by id, first seen kept: a read recorded while the next page loads shifts the pages. */
function uniqueById(entries: readonly AccessLogEntry[]): AccessLogEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.id)) return false;
    seen.add(entry.id);
    return true;
  });
}

function useAccessLogColumns(): InfiniteTableColumn<AccessLogEntry>[] {
  const intl = useIntl();
  return useMemo(
    () => [
      {
        id: 'what',
        header: intl.formatMessage(accessLogMessages.columnWhat),
        width: '50%',
        cell: (entry) => (
          <Box display="flex" flexDirection="column" gap="xsmall">
            <Text as="span" weight="bold">
              {intl.formatMessage(kindNames[entry.kind])}
            </Text>
            {/* Which file, and from which recruitment's application. */}
            {entry.kind === 'file' ? (
              <Text as="span">
                {entry.fileName ?? intl.formatMessage(accessLogMessages.fileGone)}
              </Text>
            ) : null}
            {entry.recruitmentTitle !== null ? (
              <Text as="span" tone="muted">
                {entry.recruitmentTitle}
              </Text>
            ) : null}
          </Box>
        ),
      },
      {
        id: 'who',
        header: intl.formatMessage(accessLogMessages.columnWho),
        cell: (entry) => `${entry.userFirstName} ${entry.userLastName}`,
      },
      {
        id: 'when',
        header: intl.formatMessage(accessLogMessages.columnWhen),
        cell: (entry) => <RecordedTime value={entry.accessedAt} />,
      },
    ],
    [intl],
  );
}
