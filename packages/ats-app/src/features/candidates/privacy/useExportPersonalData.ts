import { recruiteesApi } from '@ats/api-sdk/rtk';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { useAppDispatch } from '../../../shared/store/hooks.ts';
import { saveFile } from '../files/saveFile.ts';
import { personalDataMessages } from './personalDataMessages.ts';

export interface PersonalDataExport {
  /** Downloads the archive; ignored while one is under way. */
  start: () => void;
  /** An export is under way (the button shows a spinner). */
  busy: boolean;
}

/**
 * Downloads everything the product holds about a candidate as one ZIP archive (GDPR art. 15
 * and 20). Fetched as a Blob, so a failure is an error toast rather than a saved error page.
 * Each click asks the server again (every export is recorded in the access log), and nothing
 * stays subscribed: a later change to the candidate must not download the archive again.
 */
export function useExportPersonalData(
  recruiteeId: string,
  candidateName: string,
): PersonalDataExport {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const feedback = useActionFeedback();
  const [busy, setBusy] = useState(false);

  const start = useCallback(() => {
    if (busy) return;
    setBusy(true);
    dispatch(
      recruiteesApi.endpoints.exportPersonalData.initiate(
        { recruiteeId },
        { subscribe: false, forceRefetch: true },
      ),
    )
      .unwrap()
      .then(
        (archive) =>
          saveFile(
            archive,
            intl.formatMessage(personalDataMessages.exportFileName, { name: candidateName }),
          ),
        (error: unknown) => {
          feedback.failed(error, personalDataMessages.exportFailed);
        },
      )
      .finally(() => setBusy(false));
  }, [busy, candidateName, dispatch, feedback, intl, recruiteeId]);

  return { start, busy };
}
