import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../storybook/preview.tsx';

setProjectAnnotations(preview);
afterEach(cleanup);

// Still pictures: spinners stop and toasts appear at once, so that screenshots are stable.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(style);
});

type StoriesModule = {
  default: Parameters<typeof composeStory>[1];
  Gallery?: Parameters<typeof composeStory>[0];
};

const storyModules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

const galleries = Object.entries(storyModules)
  .filter(([, module]) => module.Gallery !== undefined)
  .map(([path, module]) => ({
    name: path.replace(/^\.\/(?:.*\/)?([^/]+)\.stories\.tsx$/, '$1'),
    story: composeStory(module.Gallery as NonNullable<StoriesModule['Gallery']>, module.default),
  }));

describe('gallery screenshots', () => {
  test('every component has a gallery', () => {
    expect(galleries.length).toBeGreaterThan(0);
  });

  test.each(galleries)('$name', async ({ name, story: Gallery }) => {
    const { container } = render(
      <div data-testid="gallery" style={{ display: 'inline-block', padding: 16 }}>
        <Gallery />
      </div>,
    );
    await document.fonts.ready;
    // Dialogs, menus, tooltips and toasts render in portals outside the gallery: take the page.
    const hasPortal = [...document.body.children].some(
      (element) =>
        element !== container && element.tagName !== 'SCRIPT' && element.childElementCount > 0,
    );
    await expect
      .element(hasPortal ? page.elementLocator(document.body) : page.getByTestId('gallery'))
      .toMatchScreenshot(`${name}-gallery`, {
        comparatorOptions: { allowedMismatchedPixelRatio: 0.001 },
      });
  });
});
