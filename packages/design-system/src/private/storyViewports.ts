/**
 * The widths stories are shown and tested at (Storybook's viewport toolbar, and the story
 * tests, which resize the browser to a story's `globals.viewport`): a phone, a tablet and a
 * desktop window, as in the app's end-to-end width checks.
 */
export const storyViewports = {
  phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: {
    name: 'Tablet (768 × 1024)',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Desktop (1440 × 900)',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
} as const;

/** A story's `globals` for one of the widths: `globals: atViewport('phone')`. */
export function atViewport(name: keyof typeof storyViewports) {
  return { viewport: { value: name, isRotated: false } };
}
