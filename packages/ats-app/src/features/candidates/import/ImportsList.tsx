import { type CandidateImport, useListCandidateImportsPagesInfiniteQuery } from '@ats/api-sdk/rtk';
import {
  Box,
  EmptyState,
  Heading,
  InboxIcon,
  type InfiniteTableColumn,
  StatusLabel,
  Text,
  TruncatedText,
} from '@ats/design-system';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime.ts';
import { SectionLoadError } from '../../../shared/errors/SectionLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { PagedTable, usePagedList } from '../../../shared/ui/PagedTable.tsx';
import { hasEnded, isBusy, statusLook } from './importStatus.ts';
import {
  importMessages,
  importsMessages,
  plannedCountsMessage,
  rowCountsMessage,
} from './messages.ts';

/** Imports per page. */
const importPageSize = 20;

/** How often the list is read again while one of its imports is checked or run. */
const listPollMilliseconds = 3000;

// Each visit of the screen gets a list of its own, loaded from the newest import.
let visits = 0;

/**
 * The earlier imports, newest first (issue 29): file, status, counts, who uploaded it and
 * when; each row opens the import's page. The list reads itself again while an import works.
 */
export function ImportsList() {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const [listKey] = useState(() => String(++visits));
  const [polling, setPolling] = useState(false);
  const list = usePagedList(
    useListCandidateImportsPagesInfiniteQuery(
      { pageSize: importPageSize, listKey },
      { pollingInterval: polling ? listPollMilliseconds : 0 },
    ),
  );
  const anyBusy = list.rows.some((candidateImport) => isBusy(candidateImport.status));
  useEffect(() => setPolling(anyBusy), [anyBusy]);

  const columns: InfiniteTableColumn<CandidateImport>[] = useMemo(
    () => [
      {
        id: 'file',
        header: intl.formatMessage(importsMessages.columnFile),
        width: '28%',
        card: 'title',
        cell: (candidateImport) => (
          <TruncatedText lines={2}>{candidateImport.fileName}</TruncatedText>
        ),
      },
      {
        id: 'status',
        header: intl.formatMessage(importsMessages.columnStatus),
        width: '14%',
        cell: (candidateImport) => {
          const look = statusLook(candidateImport.status);
          return <StatusLabel tone={look.tone}>{intl.formatMessage(look.label)}</StatusLabel>;
        },
      },
      {
        id: 'rows',
        header: intl.formatMessage(importsMessages.columnRows),
        width: '30%',
        cell: ({ status, progress }) => (
          <Text as="span" size="small">
            {hasEnded(status)
              ? intl.formatMessage(rowCountsMessage, {
                  total: progress.totalRows,
                  created: progress.created,
                  updated: progress.updated,
                  added: progress.addedToRecruitment,
                  skipped: progress.skipped,
                  failed: progress.failed,
                })
              : intl.formatMessage(plannedCountsMessage, { total: progress.totalRows })}
          </Text>
        ),
      },
      {
        id: 'by',
        header: intl.formatMessage(importsMessages.columnBy),
        width: '14%',
        cell: ({ createdBy }) => intl.formatMessage(importMessages.personName, createdBy),
      },
      {
        id: 'date',
        header: intl.formatMessage(importsMessages.columnDate),
        width: '14%',
        align: 'end',
        cell: ({ createdAt }) => (
          <time dateTime={createdAt}>{formatDateTime(new Date(createdAt))}</time>
        ),
      },
    ],
    [intl, formatDateTime],
  );

  return (
    <Box as="section" display="flex" flexDirection="column" gap="medium">
      <Heading level={2}>{intl.formatMessage(importsMessages.earlierHeading)}</Heading>
      {list.loadFailed ? (
        <SectionLoadError
          title={intl.formatMessage(importsMessages.loadFailed)}
          error={list.query.error}
          onRetry={() => void list.query.refetch()}
          headingLevel={3}
        />
      ) : (
        <PagedTable
          list={list}
          label={intl.formatMessage(importsMessages.tableLabel)}
          columns={columns}
          getRowHref={(candidateImport) => paths.candidateImport(candidateImport.id)}
          cardsBelow="desktop"
          loadingMessages={importsMessages}
          estimatedRowHeight={56}
          emptyState={
            <EmptyState
              icon={<InboxIcon size="large" />}
              title={intl.formatMessage(importsMessages.emptyTitle)}
              description={intl.formatMessage(importsMessages.emptyDescription)}
              headingLevel={3}
            />
          }
        />
      )}
    </Box>
  );
}
