import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { expectNoHorizontalOverflow } from '../private/storyLayout.ts';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading resume.pdf', value: 45 },
  decorators: [
    (Story) => (
      <Box style={{ maxWidth: '24rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label; the percentage done is its value text and is shown beside the label. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading resume.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};

/** Bytes sent of a file's size: the percentage is rounded down, so 100% means done. */
export const BytesOfAFile: Story = {
  args: { label: 'Uploading photo.png', value: 4_193_000, max: 4_194_304 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading photo.png' });
    await expect(bar).toHaveAttribute('aria-valuemax', '4194304');
    await expect(bar).toHaveAttribute('aria-valuetext', '99%');
  },
};

export const NotStarted: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '0%',
    );
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '100%',
    );
  },
};

export const PolishLabel: Story = {
  args: { label: 'Wysyłanie pliku CV.pdf', value: 30 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Wysyłanie pliku CV.pdf' }),
    ).toBeVisible();
  },
};

/** A long unbroken file name wraps; the percentage keeps its place. */
export const LongLabel: Story = {
  args: {
    label:
      'Uploading curriculum-vitae-anna-maria-kowalska-wisniewska-senior-full-stack-software-engineer-final.pdf',
    value: 70,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('70%')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const ValueAboveMaxFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <ProgressBar label="Uploading resume.pdf" value={120} max={100} />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'value must be between 0 and 100 (got 120)',
    );
  },
};

/** Empty, part done, done, and a long label. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium" style={{ width: '24rem' }}>
      <ProgressBar label="Uploading resume.pdf" value={0} />
      <ProgressBar label="Uploading photo.png" value={45} />
      <ProgressBar label="Uploading cover-letter.docx" value={100} />
      <ProgressBar
        label="Uploading curriculum-vitae-anna-maria-kowalska-wisniewska-final-version.pdf"
        value={70}
      />
    </Box>
  ),
};
