// Zoom levels of the PdfViewer, as scale factors of the page's own size (1 = 100%).

/** The levels Zoom in and Zoom out step through. */
export const zoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;

export const minZoom = zoomSteps[0];
export const maxZoom = zoomSteps[zoomSteps.length - 1] ?? 3;

// A fitted scale equal to a step up to rounding counts as that step.
const tolerance = 0.001;

/** The next level above `scale`, or `scale` itself at the top. */
export function zoomedIn(scale: number): number {
  return zoomSteps.find((step) => step > scale + tolerance) ?? scale;
}

/** The next level below `scale`, or `scale` itself at the bottom. */
export function zoomedOut(scale: number): number {
  return [...zoomSteps].reverse().find((step) => step < scale - tolerance) ?? scale;
}

/**
 * The scale at which a page `pageWidth` wide fills `availableWidth`, kept within the zoom
 * range so that every level the viewer shows is one the buttons can reach.
 */
export function fitWidthScale(availableWidth: number, pageWidth: number): number {
  if (availableWidth <= 0 || pageWidth <= 0) return 1;
  return Math.min(maxZoom, Math.max(minZoom, availableWidth / pageWidth));
}

/**
 * The scale a document opens at: its own size (100%), or, in a viewer narrower than the page
 * (a phone), the page fitted to the width, so that nothing of it is hidden at first.
 */
export function startScale(availableWidth: number, pageWidth: number): number {
  if (availableWidth <= 0 || pageWidth <= 0) return 1;
  return Math.min(1, fitWidthScale(availableWidth, pageWidth));
}

/** A scale as a whole percentage, as the viewer shows it. */
export function zoomPercent(scale: number): number {
  return Math.round(scale * 100);
}
