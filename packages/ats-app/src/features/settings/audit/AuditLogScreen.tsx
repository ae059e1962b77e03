import { type AuditEvent, useListAuditEventsPagesInfiniteQuery } from '@ats/api-sdk/rtk';
import {
  Box,
  EmptyState,
  Heading,
  type InfiniteTableColumn,
  Text,
  TruncatedText,
} from '@ats/design-system';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime.ts';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { PagedTable, usePagedList } from '../../../shared/ui/PagedTable.tsx';
import { auditActorName, auditSentence } from './auditSentence.ts';
import { auditMessages } from './messages.ts';

/** Events per page. */
const auditPageSize = 50;

// Each entry to the screen gets a log of its own, loaded from its newest change.
let visits = 0;

/**
 * Settings > Audit log (issue 27): every administrative change, newest first, with when (date
 * and time), who (or "System") and what, as a sentence; older ones load as the user scrolls.
 */
export function AuditLogScreen() {
  const intl = useIntl();
  const [listKey] = useState(() => String(++visits));
  const formatDateTime = useFormatDateTime();
  const list = usePagedList(
    useListAuditEventsPagesInfiniteQuery({ pageSize: auditPageSize, listKey }),
  );
  const columns: InfiniteTableColumn<AuditEvent>[] = useMemo(
    () => [
      {
        id: 'what',
        header: intl.formatMessage(auditMessages.columnWhat),
        width: '56%',
        card: 'title',
        cell: (event) => <TruncatedText lines={3}>{auditSentence(intl, event)}</TruncatedText>,
      },
      {
        id: 'who',
        header: intl.formatMessage(auditMessages.columnWho),
        width: '20%',
        cell: (event) => <TruncatedText lines={2}>{auditActorName(intl, event)}</TruncatedText>,
      },
      {
        id: 'when',
        header: intl.formatMessage(auditMessages.columnWhen),
        width: '24%',
        align: 'end',
        cell: (event) => (
          <time dateTime={event.occurredAt}>{formatDateTime(new Date(event.occurredAt))}</time>
        ),
      },
    ],
    [intl, formatDateTime],
  );

  if (list.loadFailed) {
    return <ScreenLoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  }
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box display="flex" flexDirection="column" gap="small">
        <Heading level={1}>{intl.formatMessage(auditMessages.title)}</Heading>
        <Text tone="muted">{intl.formatMessage(auditMessages.description)}</Text>
      </Box>
      <PagedTable
        list={list}
        label={intl.formatMessage(auditMessages.tableLabel)}
        columns={columns}
        loadingMessages={auditMessages}
        estimatedRowHeight={56}
        emptyState={
          <EmptyState
            title={intl.formatMessage(auditMessages.emptyTitle)}
            description={intl.formatMessage(auditMessages.emptyDescription)}
          />
        }
      />
    </Box>
  );
}
