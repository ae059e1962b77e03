import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { type Tone, tones } from '../private/tones.ts';
import { StatusLabel } from './StatusLabel.tsx';

const meta = {
  title: 'Display/StatusLabel',
  component: StatusLabel,
  args: { children: 'Draft', tone: 'caution' },
} satisfies Meta<typeof StatusLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft')).toBeVisible();
  },
};

export const Open: Story = { args: { children: 'Open', tone: 'info' } };
export const Closed: Story = { args: { children: 'Closed', tone: 'critical' } };
export const Pending: Story = { args: { children: 'Pending', tone: 'promote' } };
export const NewApplications: Story = {
  args: { children: '3 new applications', tone: 'critical' },
};
export const PolishText: Story = { args: { children: 'Szkic', tone: 'caution' } };

const longStatus = 'Active in twelve open recruitments across three offices';

/** Cut with an ellipsis (not clipped), the whole text in its tooltip and accessible text. */
export const LongText: Story = {
  render: () => (
    <Box style={{ width: '10rem' }}>
      <StatusLabel tone="positive">{longStatus}</StatusLabel>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText(longStatus);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    await expect(getComputedStyle(label).textOverflow).toBe('ellipsis');
    // text-overflow cuts a block's own text only: in a flex box the text was clipped bare.
    await expect(getComputedStyle(label).display).toBe('inline-block');
    await expect(label).toHaveAttribute('title', longStatus);
  },
};

/** The longest Polish stage name of the demo data fits a stage column whole. */
export const PolishStageName: Story = {
  render: () => (
    <Box style={{ width: '12rem' }}>
      <StatusLabel tone="info">Rozmowa kwalifikacyjna</StatusLabel>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Rozmowa kwalifikacyjna');
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
  },
};

export const UnknownToneFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <StatusLabel tone={'danger' as Tone}>Closed</StatusLabel>
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('unknown tone');
  },
};

/** Every tone. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" gap="small" flexWrap="wrap">
      {tones.map((tone) => (
        <StatusLabel key={tone} tone={tone}>
          {tone}
        </StatusLabel>
      ))}
    </Box>
  ),
};
