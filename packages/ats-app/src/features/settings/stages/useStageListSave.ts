import { type StageForEdit, stagesApi, useEditStagesMutation } from '@ats/api-sdk/rtk';
import { useCallback } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { useAppDispatch } from '../../../shared/store/hooks.ts';
import { stageToasts } from './messages.ts';

/** The four changes of spec part 1 §4 "Stage editing". */
export type StageChange = 'add' | 'edit' | 'delete' | 'reorder';

const toasts: Record<StageChange, { succeeded: MessageDescriptor; failed: MessageDescriptor }> = {
  add: { succeeded: stageToasts.addSucceeded, failed: stageToasts.addFailed },
  edit: { succeeded: stageToasts.editSucceeded, failed: stageToasts.editFailed },
  delete: { succeeded: stageToasts.deleteSucceeded, failed: stageToasts.deleteFailed },
  reorder: { succeeded: stageToasts.reorderSucceeded, failed: stageToasts.reorderFailed },
};

/** Changes after whose failure the list is reloaded from the server (spec part 1 §4, §8). */
const reloadAfterFailure: ReadonlySet<StageChange> = new Set(['delete', 'reorder']);

export interface StageListSave {
  /**
   * Shows `stages` (the planned list) at once, then saves it whole; toasts the outcome. On
   * failure the change is taken back, and after a failed delete or reorder the list is
   * reloaded. Resolves whether it was saved.
   */
  save: (change: StageChange, stages: StageForEdit[]) => Promise<boolean>;
  /** A save is under way. */
  isSaving: boolean;
}

/** Optimistic saving of the whole ordered stage list (spec part 1 §4). */
export function useStageListSave(reload: () => void): StageListSave {
  const dispatch = useAppDispatch();
  const feedback = useActionFeedback();
  const [editStages, { isLoading }] = useEditStagesMutation();

  const save = useCallback(
    async (change: StageChange, stages: StageForEdit[]) => {
      const optimistic = dispatch(
        stagesApi.util.updateQueryData('getStagesForEdit', undefined, (draft) => {
          draft.recruitmentRecruiteeStageEditViewDtos = stages;
        }),
      );
      try {
        const saved = await editStages({
          editStagesInput: { recruitmentRecruiteeStages: stages },
        }).unwrap();
        // The saved list at once; the invalidated query confirms it in the background.
        dispatch(
          stagesApi.util.updateQueryData('getStagesForEdit', undefined, (draft) => {
            draft.recruitmentRecruiteeStageEditViewDtos =
              saved.recruitmentRecruiteeStageEditViewDtos;
          }),
        );
        feedback.succeeded(toasts[change].succeeded);
        return true;
      } catch (error) {
        optimistic.undo();
        feedback.failed(error, toasts[change].failed);
        if (reloadAfterFailure.has(change)) reload();
        return false;
      }
    },
    [dispatch, editStages, feedback, reload],
  );

  return { save, isSaving: isLoading };
}
