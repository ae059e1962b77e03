import { Button as AriakitButton } from '@ariakit/react';
import { type KeyboardEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import { iconButton } from '../IconButton/IconButton.css.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons.tsx';
import type { PdfViewerLabels } from './labels.ts';
import * as styles from './PdfViewer.css.ts';
import { ViewerError, ViewerLoading } from './ViewerMessages.tsx';
import { FitWidthIcon, ZoomInIcon, ZoomOutIcon } from './viewerIcons.tsx';
import {
  fitWidthScale,
  maxZoom,
  minZoom,
  startScale,
  zoomedIn,
  zoomedOut,
  zoomPercent,
} from './zoom.ts';

// The worker comes from our own origin: Vite emits pdfjs-dist's worker as a hashed asset of the
// app that bundles this module (no CDN; the server's CSP allows worker-src 'self'). It is set
// here, after react-pdf's own default, in the module that renders react-pdf, as react-pdf asks.
// No cMapUrl, standardFontDataUrl or wasmUrl: pdf.js fetches nothing else (see
// docs/decisions/design-system.md, "PDF viewer").
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

// The dev server would serve that file through its module transform (a 5 MB inline source map
// and the HMR client inside the worker): 2-30 s per worker start in Storybook and its tests. A
// blob of the untouched file starts in well under a second. Builds drop this branch.
if (import.meta.env.DEV) {
  const { default: workerCode } = await import('pdfjs-dist/build/pdf.worker.min.mjs?raw');
  pdfjs.GlobalWorkerOptions.workerSrc = URL.createObjectURL(
    new Blob([workerCode], { type: 'text/javascript' }),
  );
}

/**
 * One pdf.js worker for every viewer of the page, started with the first: each document would
 * otherwise start its own worker and compile its 1.3 MB script again. A worker passed in the
 * options outlives the documents that use it.
 */
let sharedOptions: { worker: InstanceType<typeof pdfjs.PDFWorker> } | undefined;

function documentOptions() {
  if (!sharedOptions || sharedOptions.worker.destroyed) {
    sharedOptions = { worker: new pdfjs.PDFWorker() };
  }
  return sharedOptions;
}

/**
 * At first the page's own size, or smaller when the viewer is narrower than the page (a
 * phone): then it fits the width. Fit width follows the viewer's width; otherwise a fixed
 * scale (1 = the page's own size).
 */
type Zoom = { kind: 'start' } | { kind: 'fitWidth' } | { kind: 'fixed'; scale: number };

interface PdfDocumentViewProps {
  file: string | Blob | ArrayBuffer;
  labels: PdfViewerLabels;
  initialPage: number;
  onLoadError?: (error: Error) => void;
}

/** The viewer itself, loaded lazily by PdfViewer together with react-pdf and pdf.js. */
export default function PdfDocumentView({
  file,
  labels,
  initialPage,
  onLoadError,
}: PdfDocumentViewProps) {
  const [shownFile, setShownFile] = useState(file);
  const [requestedPage, setRequestedPage] = useState(initialPage);
  const [pageCount, setPageCount] = useState<number>();
  const [zoom, setZoom] = useState<Zoom>({ kind: 'start' });
  const [pageWidth, setPageWidth] = useState(0);
  const [availableWidth, setAvailableWidth] = useState(0);
  const pageAreaRef = useRef<HTMLDivElement>(null);
  const pageTrackRef = useRef<HTMLDivElement>(null);
  const pageStatusId = useId();
  // The same object on every render: react-pdf reloads the document when its options change.
  const [options] = useState(documentOptions);

  // Another file starts again at the initial page; its page count is not known yet.
  if (shownFile !== file) {
    setShownFile(file);
    setRequestedPage(initialPage);
    setPageCount(undefined);
  }

  useEffect(() => {
    const track = pageTrackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(([entry]) => {
      setAvailableWidth(entry?.contentRect.width ?? 0);
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  const loaded = pageCount !== undefined;
  const page = loaded ? Math.min(requestedPage, pageCount) : requestedPage;
  const scale =
    zoom.kind === 'fixed'
      ? zoom.scale
      : zoom.kind === 'fitWidth'
        ? fitWidthScale(availableWidth, pageWidth)
        : startScale(availableWidth, pageWidth);

  function goToPage(target: number) {
    if (!loaded || target < 1 || target > pageCount || target === page) return;
    setRequestedPage(target);
    // A new page is read from its top.
    if (pageAreaRef.current) pageAreaRef.current.scrollTop = 0;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!loaded || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'PageDown') {
      event.preventDefault();
      goToPage(page + 1);
    } else if (event.key === 'PageUp') {
      event.preventDefault();
      goToPage(page - 1);
    }
  }

  return (
    // Paging keys work wherever the focus is inside the viewer: page area or toolbar buttons.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are shortcuts; every action also has a button.
    <div className={styles.viewer} onKeyDown={onKeyDown}>
      {loaded ? (
        <div className={styles.toolbar}>
          <div className={styles.controlGroup}>
            <ViewerButton
              label={labels.previousPage}
              icon={<ChevronLeftIcon size="medium" />}
              disabled={page <= 1}
              onClick={() => goToPage(page - 1)}
            />
            <span id={pageStatusId} role="status" className={styles.readout}>
              {labels.pageOf(page, pageCount)}
            </span>
            <ViewerButton
              label={labels.nextPage}
              icon={<ChevronRightIcon size="medium" />}
              disabled={page >= pageCount}
              onClick={() => goToPage(page + 1)}
            />
          </div>
          <div className={styles.controlGroup}>
            <ViewerButton
              label={labels.zoomOut}
              icon={<ZoomOutIcon size="medium" />}
              disabled={scale <= minZoom}
              onClick={() => setZoom({ kind: 'fixed', scale: zoomedOut(scale) })}
            />
            <span role="status" className={styles.readout}>
              {labels.zoomLevel(zoomPercent(scale))}
            </span>
            <ViewerButton
              label={labels.zoomIn}
              icon={<ZoomInIcon size="medium" />}
              disabled={scale >= maxZoom}
              onClick={() => setZoom({ kind: 'fixed', scale: zoomedIn(scale) })}
            />
            <ViewerButton
              label={labels.fitWidth}
              icon={<FitWidthIcon size="medium" />}
              pressed={zoom.kind === 'fitWidth'}
              onClick={() => setZoom({ kind: 'fitWidth' })}
            />
          </div>
        </div>
      ) : null}
      <div
        ref={pageAreaRef}
        className={styles.pageArea}
        // Once a page shows, the area is a named stop for keyboard scrolling and paging.
        {...(loaded ? { role: 'region', 'aria-labelledby': pageStatusId, tabIndex: 0 } : undefined)}
      >
        <div ref={pageTrackRef} className={styles.pageTrack}>
          <Document
            file={file}
            options={options}
            // Our own loading and error states instead of Suspense and an error boundary.
            suspense={false}
            onLoadSuccess={(document) => setPageCount(document.numPages)}
            onLoadError={(error) => onLoadError?.(error)}
            loading={<ViewerLoading label={labels.loading} />}
            error={<ViewerError label={labels.error} />}
            noData={<ViewerError label={labels.error} />}
          >
            {/* Only once the page count is known, so that a page past the end is never asked for. */}
            {loaded ? (
              <Page
                pageNumber={page}
                scale={scale}
                className={styles.page}
                // The text layer lets screen readers read the page and everyone select its text.
                renderTextLayer
                renderAnnotationLayer={false}
                onLoadSuccess={(shown) => setPageWidth(shown.originalWidth)}
                loading={<ViewerLoading label={labels.loading} />}
                error={<ViewerError label={labels.error} />}
              />
            ) : null}
          </Document>
        </div>
      </div>
    </div>
  );
}

interface ViewerButtonProps {
  label: string;
  icon: ReactElement;
  disabled?: boolean;
  /** aria-pressed, for Fit width; undefined for a plain action button. */
  pressed?: boolean;
  onClick: () => void;
}

function ViewerButton({ label, icon, disabled = false, pressed, onClick }: ViewerButtonProps) {
  return (
    <AriakitButton
      className={`${iconButton({ size: 'small' })} ${styles.pressed}`}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // A button that becomes disabled under the pointer or the keyboard (Next on the last
      // page) keeps the focus, so keyboard users do not lose their place.
      accessibleWhenDisabled
      onClick={onClick}
    >
      {icon}
    </AriakitButton>
  );
}
