import { useLazyGetMergedApplicationPdfQuery } from '@ats/api-sdk/rtk';
import { useCallback, useRef } from 'react';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { candidatesMessages } from './messages.ts';

/** How long a saved file's object URL lives: long enough for the browser to start saving. */
const objectUrlLifetime = 60_000;

/** Hands a file to the browser's download, as if a link with `download` had been followed. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetime);
}

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
            feedback.failed(error, candidatesMessages.downloadFailed);
          },
        )
        .finally(() => {
          running.current = false;
        });
    },
    [fetchPdf, feedback],
  );
}
