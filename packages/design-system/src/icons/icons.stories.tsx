import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import * as icons from './icons.tsx';

const meta = {
  title: 'Foundations/Icons',
  component: icons.StarIcon,
  args: { size: 'small' },
} satisfies Meta<typeof icons.StarIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { label: 'Favourite', size: 'medium' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Favourite' })).toBeVisible();
  },
};

export const PolishLabel: Story = {
  args: { label: 'Ulubione', size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ulubione' })).toBeVisible();
  },
};

/** Every icon of the set, with its name. */
export const Gallery: Story = {
  render: () => (
    <Box display="grid" gap="small" style={{ gridTemplateColumns: 'repeat(4, 12rem)' }}>
      {Object.entries(icons).map(([name, Icon]) => (
        <Box key={name} display="flex" alignItems="center" gap="small">
          <Icon size="medium" />
          <Text as="span" size="small">
            {name}
          </Text>
        </Box>
      ))}
    </Box>
  ),
};
