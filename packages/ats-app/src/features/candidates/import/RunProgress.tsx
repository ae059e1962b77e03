import { type CandidateImport, useCancelCandidateImportMutation } from '@ats/api-sdk/rtk';
import { Box, Button, ConfirmDialog, Heading, Text } from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { RowsProgress } from './CheckingProgress.tsx';
import { ImportCounts } from './ImportCounts.tsx';
import { importMessages, importsMessages } from './messages.ts';
import { useShowImport } from './useShowImport.ts';

/** Step 4 while the import runs: the rows written so far, and "Cancel import" after asking. */
export function RunProgress({ candidateImport }: { candidateImport: CandidateImport }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const [asking, setAsking] = useState(false);
  const [cancel, cancelling] = useCancelCandidateImportMutation();
  const showImport = useShowImport();
  const { processedRows, totalRows } = candidateImport.progress;
  const stopping = candidateImport.status === 'Cancelling';

  async function confirm() {
    try {
      const answered = await cancel({ id: candidateImport.id }).unwrap();
      setAsking(false);
      showImport(answered);
    } catch (error) {
      setAsking(false);
      feedback.failed(error);
    }
  }

  return (
    <Box as="section" display="flex" flexDirection="column" gap="medium">
      <Heading level={2}>{intl.formatMessage(importMessages.runningHeading)}</Heading>
      <Text tone="muted">
        {intl.formatMessage(stopping ? importMessages.cancelling : importMessages.runningNote)}
      </Text>
      <RowsProgress
        label={intl.formatMessage(importMessages.importedRows)}
        done={processedRows}
        total={totalRows}
      />
      <ImportCounts progress={candidateImport.progress} planned={false} />
      {stopping ? null : (
        <Box display="flex">
          <Button variant="critical" onClick={() => setAsking(true)}>
            {intl.formatMessage(importMessages.cancelImport)}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={asking && !stopping}
        title={intl.formatMessage(importMessages.cancelTitle)}
        message={intl.formatMessage(importMessages.cancelMessage)}
        confirmLabel={intl.formatMessage(importMessages.cancelImport)}
        cancelLabel={intl.formatMessage(importMessages.keepImporting)}
        closeLabel={intl.formatMessage(importsMessages.close)}
        loading={cancelling.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
