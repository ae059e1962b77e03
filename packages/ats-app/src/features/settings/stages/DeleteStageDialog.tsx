import { ConfirmDialog } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { stagesMessages } from './messages.ts';

export interface DeleteStageDialogProps {
  /** The name of the stage to delete, in the interface language; closed when null. */
  stageName: string | null;
  /** The deletion is being saved. */
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting a stage, with Cancel and Delete (spec part 1 §2). */
export function DeleteStageDialog({
  stageName,
  deleting,
  onConfirm,
  onCancel,
}: DeleteStageDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={stageName !== null}
      title={intl.formatMessage(stagesMessages.deleteTitle)}
      message={intl.formatMessage(stagesMessages.deleteQuestion, { name: stageName ?? '' })}
      confirmLabel={intl.formatMessage(stagesMessages.delete)}
      cancelLabel={intl.formatMessage(stagesMessages.cancel)}
      closeLabel={intl.formatMessage(stagesMessages.closeDialog)}
      loading={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
