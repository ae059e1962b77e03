import { useDeleteQuestionnaireMutation } from '@ats/api-sdk/rtk';
import { ConfirmDialog } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { deleteMessages } from '../messages.ts';

export interface DeleteQuestionnaireDialogProps {
  /** The questionnaire to delete; the dialog is closed when null. */
  questionnaire: { id: string; name: string } | null;
  /** Closes the dialog (after the deletion, whatever its result, or on Cancel). */
  onClose: () => void;
}

/**
 * Asks before deleting a questionnaire, naming it, then deletes it and says how it went
 * (spec part 1 §2, §8). The list refreshes itself through the Questionnaires cache tag.
 */
export function DeleteQuestionnaireDialog({
  questionnaire,
  onClose,
}: DeleteQuestionnaireDialogProps) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const [deleteQuestionnaire, { isLoading }] = useDeleteQuestionnaireMutation();

  async function confirm() {
    if (!questionnaire) return;
    try {
      await deleteQuestionnaire({ questionnaireId: questionnaire.id }).unwrap();
      feedback.succeeded(deleteMessages.succeeded);
    } catch (error) {
      feedback.failed(error, deleteMessages.failed);
    }
    onClose();
  }

  return (
    <ConfirmDialog
      open={questionnaire !== null}
      title={intl.formatMessage(deleteMessages.title)}
      message={intl.formatMessage(deleteMessages.question, { name: questionnaire?.name ?? '' })}
      confirmLabel={intl.formatMessage(deleteMessages.confirm)}
      cancelLabel={intl.formatMessage(deleteMessages.cancel)}
      closeLabel={intl.formatMessage(deleteMessages.close)}
      loading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
