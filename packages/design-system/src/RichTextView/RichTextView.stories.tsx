import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import {
  demoJobDescription,
  formattedJobDescription,
  polishJobDescription,
} from '../private/richText/richTextStoryData.ts';
import { RichTextView } from './RichTextView.tsx';

const meta = {
  title: 'Display/RichTextView',
  component: RichTextView,
  args: { value: formattedJobDescription },
  decorators: [
    (Story) => (
      <Box style={{ maxWidth: '40rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RichTextView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Read-only: no editor chrome, no textbox.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(canvas.getByText('senior frontend engineer').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: 'our careers page' });
    await expect(link).toHaveAttribute('href', 'https://example.com/careers');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const DemoData: Story = {
  args: { value: demoJobDescription },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'About the role' })).toBeVisible();
  },
};

export const UnsafeLinkIsText: Story = {
  args: {
    value: JSON.stringify({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Click me',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
          ],
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Click me')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const EmptyShowsFallback: Story = {
  args: { value: '', fallback: '—' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('—');
  },
};

export const InvalidValueShowsFallback: Story = {
  args: { value: 'not a document', fallback: 'No description' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No description')).toBeVisible();
  },
};

export const PolishText: Story = { args: { value: polishJobDescription } };

/** The demo data's headings and paragraphs, and every format. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large" style={{ width: '36rem' }}>
      <RichTextView value={demoJobDescription} />
      <RichTextView value={formattedJobDescription} />
    </Box>
  ),
};
