import { useDeleteRecruitmentMutation } from '@ats/api-sdk/rtk';
import { ConfirmDialog } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../shared/api/useActionFeedback.ts';
import { deleteMessages } from './deleteMessages.ts';

export interface DeleteRecruitmentDialogProps {
  /** The recruitment to delete; the dialog is closed when null. */
  recruitment: { id: string; title: string } | null;
  /** Closes the dialog (after the deletion, whatever its result, or on Cancel). */
  onClose: () => void;
  /** Runs after a successful deletion, before `onClose` (the details screen leaves for the list). */
  onDeleted?: () => void;
}

/**
 * Asks before deleting a recruitment, naming it, then deletes it and toasts the result
 * (spec part 2 §2.1, §8). Lists refresh themselves through the Recruitments cache tag.
 */
export function DeleteRecruitmentDialog({
  recruitment,
  onClose,
  onDeleted,
}: DeleteRecruitmentDialogProps) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const [deleteRecruitment, { isLoading }] = useDeleteRecruitmentMutation();

  async function confirm() {
    if (!recruitment) return;
    try {
      await deleteRecruitment({ id: recruitment.id }).unwrap();
      feedback.succeeded(deleteMessages.succeeded);
      onDeleted?.();
    } catch (error) {
      feedback.failed(error, deleteMessages.failed);
    }
    onClose();
  }

  return (
    <ConfirmDialog
      open={recruitment !== null}
      title={intl.formatMessage(deleteMessages.title)}
      message={intl.formatMessage(deleteMessages.question, { title: recruitment?.title ?? '' })}
      confirmLabel={intl.formatMessage(deleteMessages.confirm)}
      cancelLabel={intl.formatMessage(deleteMessages.cancel)}
      closeLabel={intl.formatMessage(deleteMessages.close)}
      loading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
