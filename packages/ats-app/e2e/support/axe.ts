import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rules (and those of 2.0 and 2.1 that 2.2 keeps). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Impacts that fail a scan with `bestPractices` (axe's minor findings are left as advice). */
const failingImpacts = new Set(['moderate', 'serious', 'critical']);

export interface AccessibilityScanOptions {
  /**
   * Also axe's best practices (heading order, unique landmarks, ...), failing on moderate,
   * serious and critical findings.
   */
  bestPractices?: boolean;
  /**
   * Elements left out of the scan, e.g. `iframe[sandbox=""]`: axe cannot run inside a frame
   * that may run no script (its injection waits there until the test times out).
   */
  exclude?: readonly string[];
}

/** Fails with a readable list when axe-core finds WCAG 2.2 A/AA violations on the page. */
export async function expectNoAccessibilityViolations(
  page: Page,
  { bestPractices = false, exclude = [] }: AccessibilityScanOptions = {},
): Promise<void> {
  const tags = bestPractices ? [...wcagTags, 'best-practice'] : wcagTags;
  const builder = new AxeBuilder({ page }).withTags(tags);
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations
    .filter(
      (violation) =>
        !bestPractices ||
        !violation.tags.includes('best-practice') ||
        failingImpacts.has(violation.impact ?? ''),
    )
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(summary).toEqual([]);
}
