import { Component, lazy, type ReactNode, Suspense } from 'react';
import { devAssert } from '../private/devAssert.ts';
import { mergeLabels } from '../private/mergeLabels.ts';
import { defaultPdfViewerLabels, type PdfViewerLabelsInput } from './labels.ts';
import { ViewerError, ViewerLoading } from './ViewerMessages.tsx';

// react-pdf and pdf.js (about 130 kB gzipped, plus the worker) load only when a PDF is shown,
// so screens that import the design system for anything else do not pay for them.
const PdfDocumentView = lazy(() => import('./PdfDocumentView.tsx'));

export interface PdfViewerProps {
  /** The PDF: a URL (same origin: the cookie goes along), a Blob or an ArrayBuffer. */
  file: string | Blob | ArrayBuffer;
  /** Texts and announcements; English by default. */
  labels?: PdfViewerLabelsInput;
  /** The page shown first (from 1); a number past the end shows the last page. */
  initialPage?: number;
  /** Called when the document cannot be loaded (not a PDF, not found, no access, offline). */
  onLoadError?: (error: Error) => void;
}

/**
 * Shows a PDF one page at a time, with Previous / Next page (also PageUp / PageDown while the
 * viewer has focus), Zoom out / Zoom in from 50% to 300%, and Fit width. The page's text is
 * selectable and read by screen readers.
 */
export function PdfViewer({ file, labels, initialPage = 1, onLoadError }: PdfViewerProps) {
  devAssert(
    Number.isInteger(initialPage) && initialPage >= 1,
    `PdfViewer's initialPage must be a whole number from 1, not ${initialPage}.`,
  );
  const texts = mergeLabels(defaultPdfViewerLabels, labels);
  return (
    <LoadFailureBoundary
      fallback={<ViewerError label={texts.error} />}
      onError={(error) => onLoadError?.(error)}
    >
      <Suspense fallback={<ViewerLoading label={texts.loading} />}>
        <PdfDocumentView
          file={file}
          labels={texts}
          initialPage={initialPage}
          onLoadError={onLoadError}
        />
      </Suspense>
    </LoadFailureBoundary>
  );
}

interface LoadFailureBoundaryProps {
  fallback: ReactNode;
  onError: (error: Error) => void;
  children: ReactNode;
}

/** Shows the error state when the viewer's own code cannot be loaded (e.g. the chunk is offline). */
class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
