import { type CandidateImport, useDiscardCandidateImportMutation } from '@ats/api-sdk/rtk';
import { Button, ConfirmDialog, DeleteIcon } from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { importMessages, importsMessages } from './messages.ts';

/** "Discard" an import not started yet, after asking; then back to the imports. */
export function DiscardImport({ candidateImport }: { candidateImport: CandidateImport }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const [asking, setAsking] = useState(false);
  const [discard, discarding] = useDiscardCandidateImportMutation();

  async function confirm() {
    try {
      await discard({ id: candidateImport.id }).unwrap();
    } catch (error) {
      feedback.failed(error);
      return;
    }
    feedback.succeeded(importMessages.discarded);
    navigate(paths.settings('import'));
  }

  return (
    <>
      <Button variant="ghost" icon={<DeleteIcon />} onClick={() => setAsking(true)}>
        {intl.formatMessage(importMessages.discard)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage(importMessages.discardTitle)}
        message={intl.formatMessage(importMessages.discardMessage, {
          fileName: candidateImport.fileName,
        })}
        confirmLabel={intl.formatMessage(importMessages.discard)}
        cancelLabel={intl.formatMessage(importsMessages.cancel)}
        closeLabel={intl.formatMessage(importsMessages.close)}
        loading={discarding.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
