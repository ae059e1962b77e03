import type { PdfViewerLabels } from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { pdfViewerMessages as messages } from './messages.ts';

/** Every text of the design system's PdfViewer in the interface language. */
export function usePdfViewerLabels(): PdfViewerLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      previousPage: intl.formatMessage(messages.previousPage),
      nextPage: intl.formatMessage(messages.nextPage),
      zoomIn: intl.formatMessage(messages.zoomIn),
      zoomOut: intl.formatMessage(messages.zoomOut),
      fitWidth: intl.formatMessage(messages.fitWidth),
      loading: intl.formatMessage(messages.loading),
      error: intl.formatMessage(messages.error),
      pageOf: (page, total) => intl.formatMessage(messages.pageOf, { page, total }),
      // The number in the reader's format, e.g. "125 %" where the locale spaces it.
      zoomLevel: (percent) => intl.formatNumber(percent / 100, { style: 'percent' }),
    }),
    [intl],
  );
}
