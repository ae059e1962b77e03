import { useLazyGetMergedApplicationPdfQuery } from '@ats/api-sdk/rtk';
import { useCallback, useRef } from 'react';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { downloadMessages } from './messages.ts';
import { saveFile } from './saveFile.ts';

/**
 * Downloads an application's filled form followed by its resume as one PDF (spec part 2
 * §2.6). Fetched as a Blob rather than followed as a link, so that a failure shows an error
 * toast instead of a saved error page; a second click while one runs is ignored.
 */
export function useDownloadApplication(): (jobApplicationId: string, fileName: string) => void {
  const feedback = useActionFeedback();
  const [fetchPdf] = useLazyGetMergedApplicationPdfQuery();
  const running = useRef(false);
  return useCallback(
    (jobApplicationId, fileName) => {
      if (running.current) return;
      running.current = true;
      fetchPdf({ jobApplicationId })
        .unwrap()
        .then(
          (pdf) => saveFile(pdf, fileName),
          (error: unknown) => {
            feedback.failed(error, downloadMessages.downloadFailed);
          },
        )
        .finally(() => {
          running.current = false;
        });
    },
    [fetchPdf, feedback],
  );
}
