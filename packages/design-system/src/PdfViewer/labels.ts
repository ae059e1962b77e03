import type { LabelsInput } from '../private/mergeLabels.ts';

/** Every text the PdfViewer shows or reads out; an app passes its translations through `labels`. */
export interface PdfViewerLabels {
  /** Names the button that shows the previous page. */
  previousPage: string;
  /** Names the button that shows the next page. */
  nextPage: string;
  /** Where the reader is, e.g. "Page 2 of 5". */
  pageOf: (page: number, total: number) => string;
  /** Names the button that enlarges the page. */
  zoomIn: string;
  /** Names the button that shrinks the page. */
  zoomOut: string;
  /** Names the button that fits the page to the viewer's width. */
  fitWidth: string;
  /** The zoom level shown between the zoom buttons, e.g. "125%". */
  zoomLevel: (percent: number) => string;
  /** Announced while the viewer or the document loads. */
  loading: string;
  /** Shown when the file is not a PDF, cannot be fetched, or the viewer cannot load. */
  error: string;
}

/** The English texts. */
export const defaultPdfViewerLabels: PdfViewerLabels = {
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page, total) => `Page ${page} of ${total}`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fitWidth: 'Fit width',
  zoomLevel: (percent) => `${percent}%`,
  loading: 'Loading document',
  error: 'The document could not be shown.',
};

/** Labels an app may pass: any subset. */
export type PdfViewerLabelsInput = LabelsInput<PdfViewerLabels>;
