import { toast } from '@ats/design-system';
import { useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { errorMessageFor, toApiError } from '../../../shared/api/errorCatalogue.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { changeStageMessages } from './messages.ts';

export interface StageChangeFeedback {
  /** The success toast of a stage change (spec part 2 §8). */
  changed: () => void;
  /** The error toast of a refused or failed stage change. */
  failed: (error: unknown) => void;
}

/**
 * The toasts of a stage change, the same wherever the stage is changed (the change-stage
 * modal, the pipeline board).
 */
export function useStageChangeFeedback(): StageChangeFeedback {
  const intl = useIntl();
  const feedback = useActionFeedback();
  return useMemo(
    () => ({
      changed: () => feedback.succeeded(changeStageMessages.updated),
      failed: (error) => {
        const apiError = toApiError(error);
        // A refused stage (400) is one no longer available: the spec's advice fits it better
        // than the catalogue's general "request could not be processed".
        const reason: MessageDescriptor =
          apiError.status === 400
            ? changeStageMessages.checkAvailability
            : errorMessageFor(apiError);
        toast.error({
          title: intl.formatMessage(changeStageMessages.updateFailed),
          message: intl.formatMessage(reason),
        });
      },
    }),
    [intl, feedback],
  );
}
