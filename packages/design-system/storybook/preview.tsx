import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { configure } from 'storybook/test';
import { storyViewports } from '../src/private/storyViewports.ts';
import { lightTheme } from '../src/theme/lightTheme.css.ts';

// `findBy…` and `waitFor` in play functions wait 5 s, not Testing Library's 1 s: with the
// stories, a server suite and Chromium sharing CI's two cores, a menu can take longer to open.
configure({ asyncUtilTimeout: 5000 });

/** The theme class goes on `<html>`, as in the app, so that portals (dialogs, menus, toasts) are themed too. */
const withLightTheme: Decorator = (Story) => {
  useLayoutEffect(() => {
    document.documentElement.classList.add(lightTheme);
    document.documentElement.lang = 'en';
  }, []);
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLightTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: storyViewports },
    a11y: {
      // Every story is an accessibility test: a violation of WCAG 2.2 A/AA fails it.
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
        },
      },
    },
  },
};

export default preview;
