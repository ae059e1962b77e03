import { ConfirmDialog } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { positionsMessages } from './messages.ts';

export interface DeletePositionDialogProps {
  /** The name of the position to delete, in the interface language; closed when null. */
  positionName: string | null;
  /** The deletion is being written. */
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting a position, in the spec's words (spec part 1 §2). */
export function DeletePositionDialog({
  positionName,
  deleting,
  onConfirm,
  onCancel,
}: DeletePositionDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={positionName !== null}
      title={intl.formatMessage(positionsMessages.deleteTitle)}
      message={intl.formatMessage(positionsMessages.deleteQuestion, { name: positionName ?? '' })}
      confirmLabel={intl.formatMessage(positionsMessages.delete)}
      cancelLabel={intl.formatMessage(positionsMessages.cancel)}
      closeLabel={intl.formatMessage(positionsMessages.closeDialog)}
      loading={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
