import { useDeleteQuestionnaireMutation } from '@ats/api-sdk/rtk';
import { DeleteWithConfirmation } from '../../../shared/ui/DeleteWithConfirmation.tsx';
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
  const [deleteQuestionnaire, { isLoading }] = useDeleteQuestionnaireMutation();
  return (
    <DeleteWithConfirmation
      open={questionnaire !== null}
      messages={deleteMessages}
      questionValues={{ name: questionnaire?.name ?? '' }}
      remove={() =>
        questionnaire
          ? deleteQuestionnaire({ questionnaireId: questionnaire.id }).unwrap()
          : Promise.resolve()
      }
      loading={isLoading}
      onClose={onClose}
    />
  );
}
