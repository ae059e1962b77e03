import type { Page } from '@playwright/test';

/**
 * Headers of a write through `page.request`: the server refuses a cross-site write, and an
 * API request made outside a page carries no Origin of its own.
 */
export function writeHeaders(page: Page): { Origin: string } {
  return { Origin: new URL(page.url()).origin };
}
