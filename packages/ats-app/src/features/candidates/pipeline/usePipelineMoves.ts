import { type RecruitmentRecruitee, stagesApi, useSetStageMutation } from '@ats/api-sdk/rtk';
import { useCallback } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks.ts';
import { useStageChangeFeedback } from '../stageChange/stageChangeFeedback.ts';

export interface PipelineMoves {
  /** The ids of the stages the candidate may be moved to (the server's list; none when closed). */
  moveTargets: (candidate: RecruitmentRecruitee) => Promise<readonly string[]>;
  /**
   * Moves the candidate with setStage: the list's success toast and true, or its error toast
   * and false (the card stays). The cache tags refetch both columns and the activities.
   */
  move: (candidate: RecruitmentRecruitee, toStageId: string) => Promise<boolean>;
}

/** Stage changes from the pipeline board, with the same rules and toasts as the list's modal. */
export function usePipelineMoves(recruitmentId: string): PipelineMoves {
  const dispatch = useAppDispatch();
  const feedback = useStageChangeFeedback();
  const [setStage] = useSetStageMutation();

  const moveTargets = useCallback(
    async (candidate: RecruitmentRecruitee) => {
      // Asked when a drag starts or a menu opens; the cached answer serves the next ask.
      const stages = await dispatch(
        stagesApi.endpoints.listStagesAvailableForSetStage.initiate(
          { recruiteeId: candidate.id, recruitmentId },
          { subscribe: false },
        ),
      ).unwrap();
      return stages.map((stage) => stage.id);
    },
    [dispatch, recruitmentId],
  );

  const move = useCallback(
    async (candidate: RecruitmentRecruitee, toStageId: string) => {
      try {
        await setStage({
          setStageInput: {
            recruiteeId: candidate.id,
            recruitmentId,
            recruitmentRecruiteeStageId: toStageId,
          },
        }).unwrap();
        feedback.changed();
        return true;
      } catch (error) {
        feedback.failed(error);
        return false;
      }
    },
    [setStage, recruitmentId, feedback],
  );

  return { moveTargets, move };
}
