import { useDeleteRecruitmentMutation } from '@ats/api-sdk/rtk';
import { DeleteWithConfirmation } from '../../shared/ui/DeleteWithConfirmation.tsx';
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
  const [deleteRecruitment, { isLoading }] = useDeleteRecruitmentMutation();
  return (
    <DeleteWithConfirmation
      open={recruitment !== null}
      messages={deleteMessages}
      questionValues={{ title: recruitment?.title ?? '' }}
      remove={() =>
        recruitment ? deleteRecruitment({ id: recruitment.id }).unwrap() : Promise.resolve()
      }
      loading={isLoading}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
