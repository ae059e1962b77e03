import { type AccessLogEntry, useListRecruiteeAccessLogPagesInfiniteQuery } from '@ats/api-sdk/rtk';
import { Box, type InfiniteTableColumn, Text } from '@ats/design-system';
import { useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { PagedLogTable } from '../../../shared/ui/PagedLogTable.tsx';
import { RecordedTime } from '../dates/RecordedTime.tsx';
import { accessLogMessages, whoViaApiTokenMessage } from './accessLogMessages.ts';

/** Entries per page. */
const accessLogPageSize = 20;

/** Each log shown starts at page 1 (a cache entry of its own): reads happen all the time. */
let visits = 0;

const kindNames: Record<AccessLogEntry['kind'], MessageDescriptor> = {
  file: accessLogMessages.kindFile,
  applicationPdf: accessLogMessages.kindApplicationPdf,
  mergedPdf: accessLogMessages.kindMergedPdf,
  listExport: accessLogMessages.kindListExport,
  export: accessLogMessages.kindExport,
};

export interface AccessLogTableProps {
  recruiteeId: string;
}

/**
 * The candidate's access log (GDPR accountability): who viewed or downloaded their files and
 * application forms, and who exported their data (naming the API token when another tool read
 * it for them), newest first, loaded as the user scrolls.
 * Only the staff of the candidate's recruitments see it (the server decides).
 */
export function AccessLogTable({ recruiteeId }: AccessLogTableProps) {
  const [listKey] = useState(() => String(++visits));
  const query = useListRecruiteeAccessLogPagesInfiniteQuery({
    recruiteeId,
    pageSize: accessLogPageSize,
    listKey,
  });
  const columns = useAccessLogColumns();
  return (
    <PagedLogTable<AccessLogEntry>
      query={query}
      columns={columns}
      messages={accessLogMessages}
      estimatedRowHeight={64}
    />
  );
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
        // Through an API token (another tool acting for the person), the token is named.
        cell: (entry) =>
          entry.apiToken
            ? intl.formatMessage(whoViaApiTokenMessage, {
                firstName: entry.userFirstName,
                lastName: entry.userLastName,
                tokenName: entry.apiToken.name,
              })
            : `${entry.userFirstName} ${entry.userLastName}`,
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
