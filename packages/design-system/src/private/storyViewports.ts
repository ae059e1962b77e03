// The three window sizes stories of responsive layouts are shown at, in Storybook's viewport
// toolbar and in the story tests (the Vitest addon sizes the browser page from them).

/** Phone, tablet and desktop windows (CSS pixels), as the issue and the e2e width tests use. */
export const storyViewports = {
  phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: 'Desktop (1440)',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
} as const;

/** A story's `parameters` and `globals` that show it in one of the `storyViewports`. */
export function atViewport(viewport: keyof typeof storyViewports) {
  return {
    parameters: { viewport: { options: storyViewports } },
    globals: { viewport: { value: viewport, isRotated: false } },
  };
}
