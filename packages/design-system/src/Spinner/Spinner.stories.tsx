import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
};

export const Large: Story = { args: { size: 'large', label: 'Loading recruitments' } };

export const PolishLabel: Story = {
  args: { label: 'Ładowanie' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Ładowanie' }),
    ).toBeInTheDocument();
  },
};

/** Sizes and tones. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {(['primary', 'neutral', 'inherit'] as const).map((tone) => (
        <Box key={tone} display="flex" gap="medium" alignItems="center">
          {(['small', 'medium', 'large'] as const).map((size) => (
            <Spinner key={size} tone={tone} size={size} label={`${tone} ${size}`} />
          ))}
        </Box>
      ))}
    </Box>
  ),
};
