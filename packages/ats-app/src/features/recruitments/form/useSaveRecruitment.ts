import { useAddRecruitmentMutation, useEditRecruitmentMutation } from '@ats/api-sdk/rtk';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIdempotencyKey } from '../../../shared/api/idempotencyKey.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { formMessages } from './messages.ts';
import type { RecruitmentFormValues } from './recruitmentFormValues.ts';
import { toAddRecruitmentInput, toEditRecruitmentInput } from './recruitmentPayload.ts';

/**
 * Saves the form as a new recruitment (`recruitmentId` null) or over a stored one, as a draft
 * or in full by the values' `saveMode` (spec part 2 §2.2, §2.3, §8): on success the toast
 * recruitmentsNew.success and the list; on failure the toast recruitmentsNew.error with the
 * catalogue's reason, and the user stays on the form with everything typed. The promise
 * settles when the call does, so react-final-form reports the form as submitting until then.
 */
export function useSaveRecruitment(
  recruitmentId: string | null,
  /** Lets the way to the list through the form's leave guard once saved. */
  allowLeaving: () => void,
): (values: RecruitmentFormValues) => Promise<void> {
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const [addRecruitment] = useAddRecruitmentMutation();
  const keyFor = useIdempotencyKey();
  const [editRecruitment] = useEditRecruitmentMutation();

  return useCallback(
    async (values) => {
      const isDraft = values.saveMode === 'draft';
      try {
        if (recruitmentId === null) {
          const addRecruitmentInput = toAddRecruitmentInput(values, isDraft);
          await addRecruitment({
            addRecruitmentInput,
            'Idempotency-Key': keyFor(addRecruitmentInput),
          }).unwrap();
        } else {
          await editRecruitment({
            editRecruitmentInput: toEditRecruitmentInput(recruitmentId, values, isDraft),
          }).unwrap();
        }
      } catch (error) {
        feedback.failed(error, formMessages.saveFailed);
        return;
      }
      feedback.succeeded(formMessages.saved);
      allowLeaving();
      navigate(paths.recruitments());
    },
    [recruitmentId, addRecruitment, editRecruitment, feedback, navigate, keyFor, allowLeaving],
  );
}
