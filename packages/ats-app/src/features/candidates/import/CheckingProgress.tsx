import type { CandidateImport } from '@ats/api-sdk/rtk';
import { Box, Heading, ProgressBar, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { DiscardImport } from './DiscardImport.tsx';
import { importMessages } from './messages.ts';

/** Step 3 while the dry run reads the rows: how many it has checked. */
export function CheckingProgress({ candidateImport }: { candidateImport: CandidateImport }) {
  const intl = useIntl();
  const { checkedRows, totalRows } = candidateImport.progress;
  return (
    <Box as="section" display="flex" flexDirection="column" gap="medium">
      <Heading level={2}>{intl.formatMessage(importMessages.checkingHeading)}</Heading>
      <Text tone="muted">{intl.formatMessage(importMessages.checkingNote)}</Text>
      <RowsProgress
        label={intl.formatMessage(importMessages.checkedRows)}
        done={checkedRows}
        total={totalRows}
      />
      <Box display="flex">
        <DiscardImport candidateImport={candidateImport} />
      </Box>
    </Box>
  );
}

/** A progress bar over rows, with "12 of 40 rows" under it. */
export function RowsProgress({
  label,
  done,
  total,
}: {
  label: string;
  done: number;
  total: number;
}) {
  const intl = useIntl();
  const max = Math.max(total, 1);
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      <ProgressBar label={label} value={Math.min(done, max)} max={max} />
      <Text size="small" tone="muted">
        {intl.formatMessage(importMessages.rowsOf, { done: intl.formatNumber(done), total })}
      </Text>
    </Box>
  );
}
