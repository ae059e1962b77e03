import { importsApi } from '@ats/api-sdk/rtk';
import { useCallback, useState } from 'react';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { useAppDispatch } from '../../../shared/store/hooks.ts';
import { saveFile } from '../files/saveFile.ts';
import { importMessages } from './messages.ts';

/** The report's file name: the uploaded file's, marked as its report. */
export function reportFileName(fileName: string): string {
  const base = fileName.replace(/\.csv$/i, '') || 'import';
  return `${base}-report.csv`;
}

/**
 * Downloads an import's report (CSV) as a Blob, so a failure is an error toast rather than a
 * saved error page; each click asks the server again (the report grows while the import runs).
 */
export function useDownloadReport(importId: string, fileName: string) {
  const dispatch = useAppDispatch();
  const feedback = useActionFeedback();
  const [busy, setBusy] = useState(false);
  const start = useCallback(() => {
    if (busy) return;
    setBusy(true);
    dispatch(
      importsApi.endpoints.getCandidateImportReport.initiate(
        { id: importId },
        { subscribe: false, forceRefetch: true },
      ),
    )
      .unwrap()
      .then(
        (report: unknown) =>
          saveFile(
            // Read as a Blob (binary responses, api-sdk enhance.ts); the contract types it text.
            report instanceof Blob ? report : new Blob([String(report)], { type: 'text/csv' }),
            reportFileName(fileName),
          ),
        (error: unknown) => {
          feedback.failed(error, importMessages.reportFailed);
        },
      )
      .finally(() => setBusy(false));
  }, [busy, dispatch, feedback, fileName, importId]);
  return { start, busy };
}
