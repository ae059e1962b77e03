import type { Page } from '@playwright/test';

/**
 * Checks of a screen's fit at one window width (issue 26): the page never scrolls sideways,
 * and no text sticks out of its box.
 *
 * The text rule: every visible text node is measured (a DOM range around it) against its box,
 * the padding box of its nearest ancestor that is not `display: inline`/`contents` (for text
 * inside an SVG drawing, the outermost `<svg>`). A node whose range reaches more than one pixel
 * past either side of that box is reported. Left out, on purpose:
 * - boxes that scroll sideways by design (`overflow-x: auto | scroll`, e.g. the pipeline
 *   board's columns strip), whose content may be wider than the box;
 * - boxes that shorten their text with `text-overflow: ellipsis` (and clip it) when the full
 *   text is there for everyone: in `title` or `aria-label` of the box or an ancestor;
 * - visually hidden text for screen readers (a box of at most 1 px that clips its content),
 *   text that takes no space (hidden, or inside a closed element), and transparent text that
 *   is there to be selected, not read (the PDF viewer's text layer over the page picture);
 * - where spaces are kept (`white-space: pre-wrap`, as in the rich-text editor), up to half the
 *   font size past the right edge: the space that ends a wrapped line hangs there by design.
 */

/** How one text node sticks out of its box. */
export interface TextOverflow {
  /** The text (its first 60 characters). */
  text: string;
  /** The box: tag, and its classes or test-friendly attributes. */
  box: string;
  /** Pixels past the box's left and right edges. */
  overflowLeft: number;
  overflowRight: number;
}

/** The page's sideways overflow: scroll width past the viewport's client width (0 = fits). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Every text node wider than its box (see the rule above), at most `limit` of them. */
export function textOverflows(page: Page, limit = 20): Promise<TextOverflow[]> {
  return page.evaluate((max) => {
    const tolerance = 1;
    const found: TextOverflow[] = [];
    const nameOf = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ?? element.getAttribute('data-testid') ?? undefined;
      const classes = element.getAttribute('class')?.split(/\s+/).slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${label ? `[${label}]` : ''}`;
    };
    const boxOf = (element: Element): Element => {
      if (element instanceof SVGElement) {
        let svg: SVGSVGElement | null = element.ownerSVGElement ?? null;
        while (svg?.ownerSVGElement) svg = svg.ownerSVGElement;
        return svg ?? element;
      }
      let current: Element | null = element;
      while (current) {
        const display = getComputedStyle(current).display;
        if (display !== 'inline' && display !== 'contents') return current;
        current = current.parentElement;
      }
      return element;
    };
    const carriesFullText = (box: Element, text: string) => {
      for (let current: Element | null = box; current; current = current.parentElement) {
        const full = `${current.getAttribute('title') ?? ''} ${current.getAttribute('aria-label') ?? ''}`;
        if (full.includes(text)) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node && found.length < max; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      // Transparent text is there to be selected, not read (the PDF viewer's text layer).
      if (/rgba\(.*,\s*0\)|transparent/.test(getComputedStyle(parent).color)) continue;
      const box = boxOf(parent);
      const style = getComputedStyle(box);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      const boxRect = box.getBoundingClientRect();
      let left = boxRect.left;
      let right = boxRect.right;
      if (!(box instanceof SVGElement)) {
        left += box.clientLeft;
        right = left + box.clientWidth;
        // Visually hidden (a 1 px clipping box): read by screen readers only.
        if (box.clientWidth <= 1 && style.overflow !== 'visible') continue;
      }
      // Where spaces are kept (`pre-wrap`, the rich-text editor), a space at the end of a
      // wrapped line hangs past the box by design: allow one space's width there.
      const slack = /pre-wrap|break-spaces/.test(style.whiteSpace)
        ? Math.max(tolerance, Number.parseFloat(style.fontSize) / 2)
        : tolerance;
      const overflowLeft = Math.round(left - rect.left);
      const overflowRight = Math.round(rect.right - right);
      if (overflowLeft <= slack && overflowRight <= slack) continue;
      if (
        style.textOverflow === 'ellipsis' &&
        style.overflowX !== 'visible' &&
        carriesFullText(box, text)
      )
        continue;
      found.push({ text: text.slice(0, 60), box: nameOf(box), overflowLeft, overflowRight });
    }
    return found;
  }, limit);
}

/**
 * Form fields that stand side by side, or reach past the window's right edge: on a phone a
 * form is one column of fields, each at most as wide as the screen. Text-like fields, selects
 * and editors count; check boxes and radio buttons (which sit in a row by design) do not.
 */
export function fieldsOutOfOneColumn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="file"])',
      'textarea',
      'select',
      '[role="combobox"]',
      'button[aria-haspopup="listbox"]',
      '[contenteditable="true"]',
    ].join(', ');
    const viewport = document.documentElement.clientWidth;
    const fields = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((field) => !field.closest('header, nav, [role="dialog"]'))
      .map((field) => ({
        name:
          field.getAttribute('aria-label') ??
          (field as HTMLInputElement).labels?.[0]?.textContent ??
          field.getAttribute('name') ??
          field.tagName.toLowerCase(),
        box: field.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const found: string[] = [];
    for (const [index, field] of fields.entries()) {
      if (field.box.right > viewport + 1) found.push(`${field.name} reaches past the window`);
      for (const other of fields.slice(index + 1)) {
        const down =
          Math.min(field.box.bottom, other.box.bottom) - Math.max(field.box.top, other.box.top);
        const apart = field.box.right <= other.box.left || other.box.right <= field.box.left;
        if (down > 4 && apart) found.push(`${field.name} beside ${other.name}`);
      }
    }
    return found;
  });
}
