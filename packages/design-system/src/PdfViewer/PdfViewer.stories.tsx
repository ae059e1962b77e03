import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { tabTo } from '../private/storyKeyboard.ts';
import { expectFrameFits, WidthFrame } from '../private/storyWidths.tsx';
import type { PdfViewerLabels } from './labels.ts';
import { PdfViewer } from './PdfViewer.tsx';
import { notAPdf, threePageResume } from './storyPdf.ts';

/**
 * The first load brings in pdf.js and starts its worker: much slower than a DOM update (see
 * testTimeout in vitest.stories.config.ts).
 */
const loadTimeout = { timeout: 25_000 };

/** An A4 page at 100%, in CSS pixels (595 points). */
const a4Width = 595;

type Canvas = ReturnType<typeof within>;

/** Waits until the document shows `pageText`, e.g. "Page 1 of 3". */
async function waitForPage(canvas: Canvas, pageText: string) {
  await expect(await canvas.findByText(pageText, {}, loadTimeout)).toBeVisible();
}

/** Waits until the rendered page is `expected` CSS pixels wide, give or take rounding. */
async function waitForPageWidth(canvasElement: HTMLElement, expected: number) {
  await waitFor(
    () => {
      const actual = pageWidth(canvasElement);
      expect(
        Math.abs(actual - expected),
        `page ${actual} px wide, not ${expected}`,
      ).toBeLessThanOrEqual(2);
    },
    { timeout: 5_000 },
  );
}

/** Width of the rendered page in CSS pixels. */
function pageWidth(canvasElement: HTMLElement): number {
  const page = canvasElement.querySelector('.react-pdf__Page__canvas');
  return page?.getBoundingClientRect().width ?? 0;
}

const meta = {
  title: 'Data display/PdfViewer',
  component: PdfViewer,
  args: { file: threePageResume, onLoadError: fn() },
  // A fixed height, as in a profile tab or a dialog: the page area scrolls inside it.
  decorators: [
    (Story) => (
      <div style={{ height: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const neverAnswers = '/story-never-answers.pdf';

/**
 * While the document loads (here a request that never answers): a spinner, no controls. First
 * in the file, so that pdf.js and its worker are loading while it runs.
 */
export const Loading: Story = {
  args: { file: neverAnswers },
  // pdf.js fetches http(s) URLs with fetch(); this story's request is held forever.
  beforeEach: () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith(neverAnswers)
        ? new Promise<Response>(() => {})
        : realFetch(input, init);
    return () => {
      globalThis.fetch = realFetch;
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading document' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onLoadError).not.toHaveBeenCalled();
  },
};

/** A three-page document, paged with Previous page and Next page. */
export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForPage(canvas, 'Page 1 of 3');
    // The text layer: the page's words are in the DOM, for screen readers and selection.
    await expect(
      await canvas.findByText('Summary of qualifications', {}, loadTimeout),
    ).toBeInTheDocument();
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(next);
    await waitForPage(canvas, 'Page 2 of 3');
    await expect(await canvas.findByText('Work experience', {}, loadTimeout)).toBeInTheDocument();
    await expect(canvas.queryByText('Summary of qualifications')).toBeNull();
    await expect(previous).not.toHaveAttribute('aria-disabled');

    await userEvent.click(next);
    await waitForPage(canvas, 'Page 3 of 3');
    await expect(await canvas.findByText('Education', {}, loadTimeout)).toBeInTheDocument();
    // The last page: Next is disabled but keeps the focus.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.click(next);
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();

    await userEvent.click(previous);
    await waitForPage(canvas, 'Page 2 of 3');
    await expect(args.onLoadError).not.toHaveBeenCalled();
  },
};

/** PageDown and PageUp turn pages while the viewer has the focus. */
export const KeyboardPaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForPage(canvas, 'Page 1 of 3');
    // The page area is a tab stop named after the page shown.
    await tabTo(canvas.getByRole('region', { name: 'Page 1 of 3' }));
    await userEvent.keyboard('{PageDown}');
    await waitForPage(canvas, 'Page 2 of 3');
    await expect(await canvas.findByText('Work experience', {}, loadTimeout)).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Page 2 of 3' })).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await waitForPage(canvas, 'Page 1 of 3');
    // Nothing before the first page.
    await userEvent.keyboard('{PageUp}');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();

    // The keys also work from the toolbar's buttons.
    canvas.getByRole('button', { name: 'Zoom in' }).focus();
    await userEvent.keyboard('{PageDown}');
    await waitForPage(canvas, 'Page 2 of 3');
    await userEvent.keyboard('{PageDown}');
    await waitForPage(canvas, 'Page 3 of 3');
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
  },
};

/** Zoom in and out by steps from 50% to 300%, or fit the page to the viewer's width. */
export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForPage(canvas, 'Page 1 of 3');
    await expect(canvas.getByText('100%')).toBeVisible();
    await waitForPageWidth(canvasElement, a4Width);

    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(canvas.getByText('125%')).toBeVisible();
    await waitForPageWidth(canvasElement, a4Width * 1.25);

    const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
    await userEvent.click(zoomOut);
    await userEvent.click(zoomOut);
    await expect(canvas.getByText('75%')).toBeVisible();
    await userEvent.click(zoomOut);
    await expect(canvas.getByText('50%')).toBeVisible();
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');

    const fitWidth = canvas.getByRole('button', { name: 'Fit width' });
    await userEvent.click(fitWidth);
    await expect(fitWidth).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByText('50%')).toBeNull();
    // The page fills the page area's width, less its padding.
    const track = canvasElement.querySelector('.react-pdf__Document')?.parentElement;
    const trackWidth = track?.getBoundingClientRect().width ?? 0;
    await waitForPageWidth(canvasElement, trackWidth);

    // A zoom step leaves Fit width.
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(fitWidth).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * In a phone window (390 px), narrower than the page: the document opens fitted to the
 * width (not cut at the right at 100%); Zoom in still makes it bigger.
 */
export const AtPhoneWidth: Story = {
  render: (args) => (
    <WidthFrame width="phone">
      <PdfViewer {...args} />
    </WidthFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForPage(canvas, 'Page 1 of 3');
    const track = canvasElement.querySelector('.react-pdf__Document')?.parentElement;
    const trackWidth = track?.getBoundingClientRect().width ?? 0;
    await expect(trackWidth).toBeLessThan(a4Width);
    await waitForPageWidth(canvasElement, trackWidth);
    await expect(canvas.queryByText('100%')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Fit width' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expectFrameFits(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(canvas.getByText('75%')).toBeVisible();
  },
};

/** Zoom in stops at 300%. */
export const ZoomLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForPage(canvas, 'Page 1 of 3');
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    for (const percent of ['125%', '150%', '200%', '250%', '300%']) {
      await userEvent.click(zoomIn);
      await expect(canvas.getByText(percent)).toBeVisible();
    }
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(zoomIn);
    await expect(canvas.getByText('300%')).toBeVisible();
  },
};

/** A Blob (e.g. a file chosen in a form), opened at page 2. */
export const InitialPageFromBlob: Story = {
  args: { file: new Blob([threePageResume], { type: 'application/pdf' }), initialPage: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForPage(canvas, 'Page 2 of 3');
    await expect(await canvas.findByText('Work experience', {}, loadTimeout)).toBeInTheDocument();
  },
};

/** A URL, as the app passes the file address; a page past the end shows the last page. */
export const FromUrlPastTheEnd: Story = {
  args: {
    file: URL.createObjectURL(new Blob([threePageResume], { type: 'application/pdf' })),
    initialPage: 9,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForPage(canvas, 'Page 3 of 3');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A file that is not a PDF: the error state, and `onLoadError` is called. */
export const BrokenFile: Story = {
  args: { file: notAPdf },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, loadTimeout);
    await expect(alert).toHaveTextContent('The document could not be shown.');
    await waitFor(() => expect(args.onLoadError).toHaveBeenCalledOnce());
    await expect(args.onLoadError).toHaveBeenCalledWith(expect.any(Error));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An address that cannot be fetched (here a revoked object URL): the same error state. */
export const UnreachableUrl: Story = {
  args: {
    file: (() => {
      const url = URL.createObjectURL(new Blob([threePageResume]));
      URL.revokeObjectURL(url);
      return url;
    })(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, loadTimeout)).toHaveTextContent(
      'The document could not be shown.',
    );
    await waitFor(() => expect(args.onLoadError).toHaveBeenCalledOnce());
  },
};

const polishLabels: Partial<PdfViewerLabels> = {
  previousPage: 'Poprzednia strona',
  nextPage: 'Następna strona',
  pageOf: (page, total) => `Strona ${page} z ${total}`,
  zoomIn: 'Powiększ',
  zoomOut: 'Pomniejsz',
  fitWidth: 'Dopasuj do szerokości',
  loading: 'Wczytywanie dokumentu',
  error: 'Nie udało się wyświetlić dokumentu.',
};

/** Polish texts through `labels`. */
export const PolishLabels: Story = {
  args: { labels: polishLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForPage(canvas, 'Strona 1 z 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Następna strona' }));
    await waitForPage(canvas, 'Strona 2 z 3');
    await expect(canvas.getByRole('button', { name: 'Dopasuj do szerokości' })).toBeVisible();
  },
};

/**
 * The document and the error state side by side. Not named Gallery: both states arrive
 * asynchronously from pdf.js, and the screenshot test would take whichever still frame comes
 * first (often the spinner), so this component has no visual-regression screenshot.
 */
export const DocumentAndError: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '60rem' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <Box display="flex" gap="large">
      <div style={{ flex: 1, height: '32rem' }}>
        <PdfViewer file={threePageResume} initialPage={2} />
      </div>
      <div style={{ flex: 1, height: '32rem' }}>
        <PdfViewer file={notAPdf} />
      </div>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForPage(canvas, 'Page 2 of 3');
    await expect(await canvas.findByRole('alert', {}, loadTimeout)).toBeVisible();
  },
};
