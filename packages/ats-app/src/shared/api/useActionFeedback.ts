import type { ApiError } from '@ats/api-sdk';
import { toast } from '@ats/design-system';
import { useMemo } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { errorMessageFor, errorMessages, toApiError } from './errorCatalogue.ts';

export interface ActionFeedback {
  /** A success toast: the screen's title (e.g. "Questionnaire has been deleted."). */
  succeeded: (title: MessageDescriptor, message?: MessageDescriptor) => void;
  /**
   * An error toast for a failed action: the screen's title (or "Error") and the catalogue's
   * message for the failure. Returns the failure as `{ status, message }`.
   */
  failed: (error: unknown, title?: MessageDescriptor) => ApiError;
}

/** Toasts (top right, with a close button) for the results of user actions (spec part 1 §8). */
export function useActionFeedback(): ActionFeedback {
  const intl = useIntl();
  return useMemo(() => actionFeedback(intl), [intl]);
}

/** The toasts of `useActionFeedback` in the given language, for code outside components. */
export function actionFeedback(intl: IntlShape): ActionFeedback {
  return {
    succeeded(title, message) {
      toast.success({
        title: intl.formatMessage(title),
        message: message ? intl.formatMessage(message) : undefined,
      });
    },
    failed(error, title = errorMessages.errorTitle) {
      const apiError = toApiError(error);
      toast.error({
        title: intl.formatMessage(title),
        message: intl.formatMessage(errorMessageFor(apiError)),
      });
      return apiError;
    },
  };
}
