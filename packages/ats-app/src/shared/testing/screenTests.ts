import { toast } from '@ats/design-system';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** jsdom lays nothing out: give a table's scroll area a size, so that its rows are drawn. */
export function giveElementsASize(width = 1000): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

/**
 * What the tests of a screen with a table and toasts need, before and after each test: toasts
 * silenced (spied on), a laid-out table, a ResizeObserver that jsdom lacks (names' truncation
 * asks for one), then everything restored and the screen unmounted. Call once per file.
 */
export function prepareScreenTests(): void {
  beforeEach(() => {
    vi.spyOn(toast, 'success').mockImplementation(() => '');
    vi.spyOn(toast, 'error').mockImplementation(() => '');
    giveElementsASize(1400);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
