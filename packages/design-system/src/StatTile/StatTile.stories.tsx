import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { StatTile } from './StatTile.tsx';

const meta = {
  title: 'Data/StatTile',
  component: StatTile,
  args: { label: 'Open recruitments', value: 4 },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tile at about the width the dashboard gives it. */
const tileWidth: NonNullable<Story['decorators']> = [
  (Story) => (
    <Box style={{ maxWidth: '14rem' }}>
      <Story />
    </Box>
  ),
];

export const Default: Story = {
  decorators: tileWidth,
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('group', { name: 'Open recruitments' });
    // Read caption first, drawn number first.
    await expect(tile).toHaveTextContent('Open recruitments4');
    const [caption, number] = [...tile.children];
    await expect(number?.getBoundingClientRect().top).toBeLessThan(
      caption?.getBoundingClientRect().top ?? 0,
    );
  },
};

export const FormattedValue: Story = {
  decorators: tileWidth,
  args: { label: 'Total applicants', value: '1,250' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Total applicants' }),
    ).toHaveTextContent('1,250');
  },
};

export const Loading: Story = {
  decorators: tileWidth,
  args: { label: 'Hired', value: 0, loading: true },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('group', { name: 'Hired' });
    await expect(tile).toHaveAttribute('aria-busy', 'true');
    await expect(tile).toHaveTextContent('HiredLoading');
    await expect(within(tile).queryByText('0')).toBeNull();
  },
};

export const LongLabel: Story = {
  decorators: tileWidth,
  args: { label: 'Candidates in process in open recruitments', value: 37 },
};

export const PolishText: Story = {
  decorators: tileWidth,
  args: { label: 'Zatrudnieni', value: '1 250', loading: false, loadingLabel: 'Ładowanie' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Zatrudnieni' }),
    ).toHaveTextContent('1 250');
  },
};

/** Four tiles in a row, as the dashboard shows them. */
export const SummaryRow: Story = {
  render: () => (
    <Box display="flex" flexWrap="wrap" gap="medium">
      <StatTile label="Open recruitments" value={4} />
      <StatTile label="Total applicants" value="1,250" />
      <StatTile label="In process" value={37} />
      <StatTile label="Hired" value={3} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(4);
  },
};

export const NotANumberFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <StatTile label="Broken" value={Number.NaN} />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('finite number');
  },
};

/** Numbers small and large, a long caption, and the loading skeleton. */
export const Gallery: Story = {
  render: () => (
    <Box
      display="grid"
      gap="medium"
      style={{ width: '36rem', gridTemplateColumns: 'repeat(4, 1fr)' }}
    >
      <StatTile label="Open recruitments" value={4} />
      <StatTile label="Total applicants" value="1,250" />
      <StatTile label="Candidates in process in open recruitments" value={37} />
      <StatTile label="Hired" value={0} loading />
    </Box>
  ),
};
