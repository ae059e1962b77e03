import {
  type ListPositionsForEditPagesArg,
  type PositionForEdit,
  type PositionLocalization,
  removePositionFromPages,
  replacePositionInPages,
  useDeletePositionMutation,
  useEditPositionMutation,
} from '@ats/api-sdk/rtk';
import { errorMessages } from '../../../shared/api/errorCatalogue.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { useAppDispatch } from '../../../shared/store/hooks.ts';
import { positionsMessages } from './messages.ts';

export interface PositionWrites {
  /** Saves new names; resolves true when saved (status 200), after the toast. */
  save: (position: PositionForEdit, localizations: PositionLocalization[]) => Promise<boolean>;
  /** Deletes a position; resolves true when deleted (status 200), after the toast. */
  remove: (position: PositionForEdit) => Promise<boolean>;
  /** An edit or a delete is being written (the list's overlay spinner). */
  isWriting: boolean;
}

/**
 * Edit and delete of the settings list (spec part 1 §4, §8): on success the loaded list is
 * changed in place and a "Success" toast says what was done; on failure an "Error" toast
 * gives the catalogue's reason and the list stays as it was.
 */
export function usePositionWrites(listArg: ListPositionsForEditPagesArg): PositionWrites {
  const dispatch = useAppDispatch();
  const feedback = useActionFeedback();
  const [editPosition, editState] = useEditPositionMutation();
  const [deletePosition, deleteState] = useDeletePositionMutation();

  async function save(position: PositionForEdit, localizations: PositionLocalization[]) {
    try {
      const saved = await editPosition({
        editPositionInput: { positionId: position.id, localizations },
      }).unwrap();
      dispatch(replacePositionInPages(listArg, saved));
      feedback.succeeded(errorMessages.successTitle, positionsMessages.editSucceeded);
      return true;
    } catch (error) {
      feedback.failed(error);
      return false;
    }
  }

  async function remove(position: PositionForEdit) {
    try {
      await deletePosition({ positionId: position.id }).unwrap();
      dispatch(removePositionFromPages(listArg, position.id));
      feedback.succeeded(errorMessages.successTitle, positionsMessages.deleteSucceeded);
      return true;
    } catch (error) {
      feedback.failed(error);
      return false;
    }
  }

  return { save, remove, isWriting: editState.isLoading || deleteState.isLoading };
}
