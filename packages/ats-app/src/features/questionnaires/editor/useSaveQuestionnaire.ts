import { useAddQuestionnaireMutation, useEditQuestionnaireMutation } from '@ats/api-sdk/rtk';
import { type QuestionnaireSubmission, toast } from '@ats/design-system';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '../../../shared/api/errorCatalogue.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotencyKey.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { editorMessages } from '../messages.ts';

/**
 * Saves what the builder submits, as a new questionnaire (`questionnaireId` null) or over an
 * existing one (spec part 1 §4, §8). Success toasts and returns to the list. A form the
 * server refuses (400) toasts "could not be saved. Please make sure the form is filled
 * correctly."; any other failure the catalogue's message; the user stays on the form. The
 * promise settles when the call does, so the builder spins its button until then.
 * `beforeLeaving` runs after a successful save, just before the list opens.
 */
export function useSaveQuestionnaire(
  questionnaireId: string | null,
  beforeLeaving: () => void,
): (submission: QuestionnaireSubmission) => Promise<void> {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const [addQuestionnaire] = useAddQuestionnaireMutation();
  const keyFor = useIdempotencyKey();
  const [editQuestionnaire] = useEditQuestionnaireMutation();

  return useCallback(
    async (submission) => {
      const body = { ...submission, questionnaireName: submission.questionnaireName.trim() };
      try {
        if (questionnaireId === null) {
          await addQuestionnaire({
            addQuestionnaireInput: body,
            'Idempotency-Key': keyFor(body),
          }).unwrap();
        } else {
          await editQuestionnaire({
            editQuestionnaireInput: { id: questionnaireId, ...body },
          }).unwrap();
        }
      } catch (error) {
        if (toApiError(error).status === 400) {
          toast.error({
            title: intl.formatMessage(editorMessages.saveFailed),
            message: intl.formatMessage(editorMessages.fillFormCorrectly),
          });
        } else {
          feedback.failed(error, editorMessages.saveFailed);
        }
        return;
      }
      feedback.succeeded(
        questionnaireId === null ? editorMessages.created : editorMessages.updated,
      );
      beforeLeaving();
      navigate(paths.questionnaires());
    },
    [
      questionnaireId,
      addQuestionnaire,
      editQuestionnaire,
      intl,
      feedback,
      navigate,
      beforeLeaving,
      keyFor,
    ],
  );
}
