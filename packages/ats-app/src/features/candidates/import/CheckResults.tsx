import { type CandidateImport, useStartCandidateImportMutation } from '@ats/api-sdk/rtk';
import { Box, Button, DownloadIcon, Heading, Text } from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { DiscardImport } from './DiscardImport.tsx';
import { ImportCounts } from './ImportCounts.tsx';
import { MappingForm } from './MappingForm.tsx';
import { importMessages } from './messages.ts';
import { ProblemRows } from './ProblemRows.tsx';
import { useDownloadReport } from './useDownloadReport.ts';
import { useShowImport } from './useShowImport.ts';

/**
 * Step 3 once checked: what the import will do (counts), the rows with problems, "Download
 * report", "Start import", "Change the mapping" (the form again, then a new check) and Discard.
 */
export function CheckResults({ candidateImport }: { candidateImport: CandidateImport }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const [changing, setChanging] = useState(false);
  const [start, starting] = useStartCandidateImportMutation();
  const showImport = useShowImport();
  const report = useDownloadReport(candidateImport.id, candidateImport.fileName);

  if (changing) {
    return (
      <MappingForm
        candidateImport={candidateImport}
        onCancel={() => setChanging(false)}
        onChecked={() => setChanging(false)}
      />
    );
  }

  async function startImport() {
    try {
      showImport(await start({ id: candidateImport.id }).unwrap());
    } catch (error) {
      feedback.failed(error);
    }
  }

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box as="section" display="flex" flexDirection="column" gap="medium">
        <Heading level={2}>{intl.formatMessage(importMessages.checkedHeading)}</Heading>
        <Text tone="muted">{intl.formatMessage(importMessages.checkedNote)}</Text>
        <ImportCounts progress={candidateImport.progress} planned />
        <Box display="flex" gap="small" flexWrap="wrap">
          <Button loading={starting.isLoading} onClick={() => void startImport()}>
            {intl.formatMessage(importMessages.start)}
          </Button>
          <Button
            variant="secondary"
            icon={<DownloadIcon />}
            loading={report.busy}
            onClick={report.start}
          >
            {intl.formatMessage(importMessages.downloadReport)}
          </Button>
          <Button variant="secondary" onClick={() => setChanging(true)}>
            {intl.formatMessage(importMessages.changeMapping)}
          </Button>
          <DiscardImport candidateImport={candidateImport} />
        </Box>
      </Box>
      <ProblemRows importId={candidateImport.id} />
    </Box>
  );
}
