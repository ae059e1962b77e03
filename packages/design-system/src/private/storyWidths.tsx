// Story helpers for layouts at the three window widths the product is checked at (issue 26).
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { breakpoints } from '../theme/breakpoints.ts';

/** A phone, a tablet and a desktop window (CSS pixels). */
export const storyWidths = { phone: 390, tablet: breakpoints.tablet, desktop: 1440 } as const;
export type StoryWidth = keyof typeof storyWidths;

/**
 * A stand-in for a page of the given window width (its side padding included): the story's
 * component inside it must fit, as on a screen of that width. It is the containing block of
 * positioned descendants, as the page is: a part that escapes the component's own scrolling
 * widens the frame, as it would widen the page.
 */
export function WidthFrame({ width, children }: { width: StoryWidth; children: ReactNode }) {
  return (
    <div
      data-testid="width-frame"
      style={{
        position: 'relative',
        boxSizing: 'border-box',
        width: storyWidths[width],
        paddingInline: 16,
      }}
    >
      {children}
    </div>
  );
}

/** The story's `WidthFrame`. */
export function widthFrame(canvasElement: HTMLElement): HTMLElement {
  const frame = canvasElement.querySelector<HTMLElement>('[data-testid="width-frame"]');
  if (!frame) throw new Error('The story renders a WidthFrame.');
  return frame;
}

/** Nothing makes the frame wider than its window width (it never scrolls sideways). */
export async function expectFrameFits(canvasElement: HTMLElement) {
  const frame = widthFrame(canvasElement);
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
}

/** Every text of an SVG drawing lies inside the drawing (labels are not cut at its edges). */
export async function expectDrawingTextsInside(svg: SVGSVGElement) {
  const bounds = svg.getBoundingClientRect();
  const outside = [...svg.querySelectorAll('text')]
    .filter((text) => {
      const box = text.getBoundingClientRect();
      return box.width > 0 && (box.left < bounds.left - 1 || box.right > bounds.right + 1);
    })
    .map((text) => text.textContent);
  await expect(outside).toEqual([]);
}

/**
 * The `play` of a chart story in a `WidthFrame`: the frame fits, and the drawing's labels lie
 * inside the drawing.
 */
export async function playChartFitsFrame({ canvasElement }: { canvasElement: HTMLElement }) {
  await expectFrameFits(canvasElement);
  const svg = widthFrame(canvasElement).querySelector('svg');
  if (!svg) throw new Error('The chart has a drawing.');
  await expect(svg.getBoundingClientRect().width).toBeLessThanOrEqual(
    widthFrame(canvasElement).clientWidth,
  );
  await expectDrawingTextsInside(svg);
  await expectNoOverlappingTexts(svg);
}

/** No two texts of an SVG drawing cover each other (labels stay readable). */
export async function expectNoOverlappingTexts(svg: SVGSVGElement) {
  const texts = [...svg.querySelectorAll('text')];
  // Slanted labels (parallel lines at 45°) are apart when their anchors are: the distance
  // between two such lines is the anchors' distance times sin 45°, at least a line (14 px).
  const slanted = texts.filter((text) => text.hasAttribute('transform'));
  const anchors = slanted.map((text) => Number(text.getAttribute('x')));
  for (const [index, anchor] of anchors.slice(1).entries()) {
    await expect((anchor - (anchors[index] ?? 0)) * Math.SQRT1_2).toBeGreaterThanOrEqual(14);
  }
  const boxes = texts
    .filter((text) => !text.hasAttribute('transform'))
    .map((text) => ({ text: text.textContent ?? '', box: text.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0);
  const overlapping: string[] = [];
  for (const [index, first] of boxes.entries()) {
    for (const second of boxes.slice(index + 1)) {
      const across =
        Math.min(first.box.right, second.box.right) - Math.max(first.box.left, second.box.left);
      const down =
        Math.min(first.box.bottom, second.box.bottom) - Math.max(first.box.top, second.box.top);
      // More than a pixel each way: touching glyph boxes are not an overlap.
      if (across > 1 && down > 1) overlapping.push(`${first.text} / ${second.text}`);
    }
  }
  await expect(overlapping).toEqual([]);
}
