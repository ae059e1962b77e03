import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { brokenImage, samplePhotos } from '../private/storyFixtures.ts';
import { Avatar } from './Avatar.tsx';

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Anna Kowalska' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Anna Kowalska' });
    await expect(avatar).toHaveTextContent('AK');
  },
};

export const WithPhoto: Story = {
  args: { src: samplePhotos.anna },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Anna Kowalska' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const BrokenPhoto: Story = {
  args: { src: brokenImage, name: 'Piotr Nowak' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Piotr Nowak' })).toHaveTextContent('PN'),
    );
  },
};

export const PolishName: Story = {
  args: { name: 'Łukasz Żółkiewski' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Łukasz Żółkiewski' }),
    ).toHaveTextContent('ŁŻ');
  },
};

export const LongName: Story = {
  args: { name: 'Maria Magdalena Aleksandra Wiśniewska-Grabowska', size: 'large' },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** Every size, with photo and with initials. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Box key={size} display="flex" gap="small" alignItems="center">
          <Avatar name="Anna Kowalska" size={size} />
          <Avatar name="Piotr Nowak" src={samplePhotos.piotr} size={size} />
          <Avatar name="Łukasz Żółkiewski" size={size} />
          <Avatar name="Madonna" size={size} />
        </Box>
      ))}
    </Box>
  ),
};
