import { useAddEmailTemplateMutation, useEditEmailTemplateMutation } from '@ats/api-sdk/rtk';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIdempotencyKey } from '../../../shared/api/idempotencyKey.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { type EmailTemplateValues, toEmailTemplateInput } from './emailTemplateValues.ts';
import { formMessages } from './messages.ts';

/**
 * Saves the form as a new template (`templateId` null) or over a stored one: on success a
 * toast and the list (`beforeLeaving` runs first, to let the navigation through); on failure
 * the error toast with the catalogue's reason (a 400: a name in use, or texts the server
 * refuses), and the user stays on the form with everything typed.
 */
export function useSaveEmailTemplate(
  templateId: string | null,
  beforeLeaving: () => void,
): (values: EmailTemplateValues) => Promise<boolean> {
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const [addEmailTemplate] = useAddEmailTemplateMutation();
  const keyFor = useIdempotencyKey();
  const [editEmailTemplate] = useEditEmailTemplateMutation();

  return useCallback(
    async (values) => {
      const emailTemplateInput = toEmailTemplateInput(values);
      try {
        if (templateId === null) {
          await addEmailTemplate({
            emailTemplateInput,
            'Idempotency-Key': keyFor(emailTemplateInput),
          }).unwrap();
        } else await editEmailTemplate({ id: templateId, emailTemplateInput }).unwrap();
      } catch (error) {
        feedback.failed(error, formMessages.saveFailed);
        return false;
      }
      feedback.succeeded(templateId === null ? formMessages.created : formMessages.updated);
      beforeLeaving();
      navigate(paths.settings('email-templates'));
      return true;
    },
    [templateId, addEmailTemplate, editEmailTemplate, feedback, navigate, beforeLeaving, keyFor],
  );
}
