import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenLoadError } from './ScreenLoadError.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

function render(
  error: unknown,
  onRetry?: () => void,
  forbiddenReason?: 'notYourRecruitment',
): HTMLElement {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <IntlProvider locale="en">
        <ScreenLoadError error={error} onRetry={onRetry} forbiddenReason={forbiddenReason} />
      </IntlProvider>,
    ),
  );
  return container;
}

describe('ScreenLoadError', () => {
  it('shows "unable to fetch data" with the catalogue message and a retry', () => {
    const retry = vi.fn();
    const view = render({ status: 'FETCH_ERROR', error: 'Failed to fetch' }, retry);
    expect(view.querySelector('h1')?.textContent).toBe('Unable to fetch data from api');
    expect(view.textContent).toContain(
      'Could not establish connection to the server. Please try again later.',
    );
    act(() => view.querySelector('button')?.click());
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the 403 and 404 pages for those statuses', () => {
    expect(render({ status: 403, data: null }).querySelector('h1')?.textContent).toBe('Forbidden');
    act(() => root?.unmount());
    expect(render({ status: 404, data: null }).querySelector('h1')?.textContent).toBe('Not found');
  });

  it('says why a recruitment is refused when the screen knows (issue 27)', () => {
    const view = render({ status: 403, data: null }, undefined, 'notYourRecruitment');
    expect(view.querySelector('h1')?.textContent).toBe('Forbidden');
    expect(view.textContent).toContain(
      'This recruitment is not one of yours: you see only the recruitments you manage or are on the team of.',
    );
  });
});
