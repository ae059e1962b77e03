import type { CandidateImport } from '@ats/api-sdk/rtk';
import { Box, Button, DownloadIcon, Heading, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime.ts';
import { ImportCounts } from './ImportCounts.tsx';
import { importMessages } from './messages.ts';
import { ProblemRows } from './ProblemRows.tsx';
import { useDownloadReport } from './useDownloadReport.ts';

/**
 * Step 4 once the import ended (finished, cancelled or failed): what it did (created,
 * updated, added, skipped, failed), how far a stopped one got and why a failed one stopped,
 * "Download report", and the rows that failed or warned, with their reasons.
 */
export function ImportReport({ candidateImport }: { candidateImport: CandidateImport }) {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const report = useDownloadReport(candidateImport.id, candidateImport.fileName);
  const { status, progress, finishedAt, error } = candidateImport;
  const heading =
    status === 'Finished'
      ? importMessages.finishedHeading
      : status === 'Cancelled'
        ? importMessages.cancelledHeading
        : importMessages.failedHeading;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box as="section" display="flex" flexDirection="column" gap="medium">
        <Heading level={2}>{intl.formatMessage(heading)}</Heading>
        {finishedAt ? (
          <Text tone="muted">
            {intl.formatMessage(importMessages.finishedAt, {
              date: formatDateTime(new Date(finishedAt)),
            })}
          </Text>
        ) : null}
        {status === 'Finished' ? null : (
          <Text>
            {intl.formatMessage(importMessages.stoppedAfter, {
              done: intl.formatNumber(progress.processedRows),
              total: progress.totalRows,
            })}
          </Text>
        )}
        {status === 'Failed' && error ? (
          <Text tone="danger">{intl.formatMessage(importMessages.failedBecause, { error })}</Text>
        ) : null}
        <ImportCounts progress={progress} planned={false} />
        <Box display="flex">
          <Button
            variant="secondary"
            icon={<DownloadIcon />}
            loading={report.busy}
            onClick={report.start}
          >
            {intl.formatMessage(importMessages.downloadReport)}
          </Button>
        </Box>
      </Box>
      <ProblemRows importId={candidateImport.id} />
    </Box>
  );
}
