// The preview lives with the design system, whose packages it imports. `tags` stays here as a
// literal: Storybook reads preview-level tags (autodocs) statically from this file.
import designSystemPreview from '../packages/design-system/storybook/preview.tsx';

export default {
  ...designSystemPreview,
  tags: ['autodocs'],
};
