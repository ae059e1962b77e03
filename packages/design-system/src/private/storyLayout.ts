// Layout checks for play functions.
import { expect } from 'storybook/test';

/** One long unbroken word, like a pasted URL or a 250-character name without spaces. */
export const longUnbrokenWord = `Recruitment${'stage'.repeat(48)}`;

/** Tolerance for sub-pixel rounding. */
const slack = 1;

/** `tag.firstClass`, enough to find the element in a failure message. */
function describe(element: Element): string {
  const firstClass = element.classList[0];
  return firstClass
    ? `${element.tagName.toLowerCase()}.${firstClass}`
    : element.tagName.toLowerCase();
}

/**
 * Where `container` or anything inside it runs out sideways: an element whose content is
 * wider than its box (scrollWidth > clientWidth, so it overflows or scrolls sideways), or one
 * that sticks out of `within` (the container itself by default). Visually hidden elements
 * (1 px wide) and texts cut with an ellipsis are skipped.
 */
export function horizontalOverflows(container: Element, within: Element = container): string[] {
  const bounds = within.getBoundingClientRect();
  const found: string[] = [];
  for (const element of [container, ...container.querySelectorAll('*')]) {
    const box = element.getBoundingClientRect();
    if (element.clientWidth <= 1 && box.width <= 1) continue;
    const name = describe(element);
    // A text cut with an ellipsis on purpose (TruncatedText, StatusLabel) is wider inside.
    const cutOnPurpose = getComputedStyle(element).textOverflow === 'ellipsis';
    if (
      !cutOnPurpose &&
      element.clientWidth > 0 &&
      element.scrollWidth > element.clientWidth + slack
    ) {
      found.push(`${name} is ${element.scrollWidth}px wide inside ${element.clientWidth}px`);
    }
    if (box.left < bounds.left - slack || box.right > bounds.right + slack) {
      found.push(`${name} sticks out of ${describe(within)}`);
    }
  }
  return found;
}

/** Nothing in `container` runs out of it, or of `within`, sideways (see `horizontalOverflows`). */
export async function expectNoHorizontalOverflow(container: Element, within?: Element) {
  await expect(horizontalOverflows(container, within)).toEqual([]);
}
